import '../../../components/card/card.css';
import '../flights.css';
import '../components/flight-booking.css';
import { IonButton } from '@ionic/react';
import {
  BAG_SIZES,
  bagsCarried,
  bagsToBuy,
  type CarriedBags,
  checkoutParamsFor,
  directionsOf,
  type FareFamily,
  fareTotal,
  flightRoutes,
  type LuggageSize,
} from '@travesia/domain';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { PageLayout } from '../../../components/page-layout';
import { SignInRequiredAlert } from '../../../components/sign-in-required/sign-in-required-alert';
import { useAuth } from '../../../lib/auth/auth-context';
import { FareFamilyCard } from '../components/fare-family-card';
import { ItinerarySummary } from '../components/itinerary-summary';
import { LuggageSelector } from '../components/luggage-selector';
import { NoFlightNotice } from '../components/no-flight-notice';
import { FARE_INCLUDES_TAXES, fareLines, PriceBreakdown } from '../components/price-breakdown';
import { flightBookingStore, routeCriteriaOf, useFlightBooking } from '../state/flight-booking-store';

/**
 * Extra luggage the new family already includes is dropped rather than charged twice; the carry-on and the hold
 * bags the traveller means to carry are bought again beyond what the new family includes.
 */
function extrasFor(family: FareFamily, extras: readonly LuggageSize[], bags: CarriedBags): LuggageSize[] {
  const others = extras.filter(
    (size) =>
      size !== BAG_SIZES.hand &&
      size !== BAG_SIZES.hold &&
      family.luggage.some((option) => option.size === size && !option.included),
  );
  return [...others, ...bagsToBuy(family, bags)];
}

const countOf = (luggage: readonly LuggageSize[], size: LuggageSize) =>
  luggage.filter((candidate) => candidate === size).length;

/** /flight-upsell: the fare families side by side, extra luggage, and the total they make. */
export function FlightUpsellPage() {
  const booking = useFlightBooking();
  const navigate = useNavigate();
  const groupName = useId();
  const { status, isLoggedIn } = useAuth();
  const [isAskingToSignIn, setAskingToSignIn] = useState(false);

  if (!booking) {
    return (
      <PageLayout title="Elige tu tarifa">
        <h1>Elige tu tarifa</h1>
        <NoFlightNotice />
      </PageLayout>
    );
  }

  const { itinerary, search, extraLuggage } = booking;
  const family =
    itinerary.fareFamilies.find((candidate) => candidate.code === booking.fareFamily) ??
    (itinerary.fareFamilies[0] as FareFamily);
  const passengers = search.passengers;
  const directions = directionsOf(itinerary);
  const total = fareTotal(family, extraLuggage, passengers, directions);

  const chooseFamily = (chosen: FareFamily) =>
    flightBookingStore.update({
      fareFamily: chosen.code,
      extraLuggage: extrasFor(chosen, extraLuggage, booking.bags),
    });
  // A kind of bag the traveller adds or removes here is what they now mean to carry; the other kind stays as meant.
  const chooseLuggage = (selected: LuggageSize[]) => {
    const carried = bagsCarried(family, selected);
    const isChanged = (size: LuggageSize) => countOf(selected, size) !== countOf(extraLuggage, size);
    flightBookingStore.update({
      extraLuggage: selected,
      bags: {
        hand: isChanged(BAG_SIZES.hand) ? carried.hand : booking.bags.hand,
        hold: isChanged(BAG_SIZES.hold) ? carried.hold : booking.bags.hold,
      },
    });
  };

  const checkoutPath = flightRoutes.checkout(
    checkoutParamsFor(itinerary, family, routeCriteriaOf(search), total),
  );
  // Spec §2.2: the checkout guard blocks a visitor's way there, so the alert opens over this page, which stays.
  const goToCheckout = () => {
    if (status !== 'restoring' && !isLoggedIn) setAskingToSignIn(true);
    else navigate(checkoutPath);
  };

  return (
    <PageLayout title="Elige tu tarifa">
      <h1>Elige tu tarifa</h1>
      <BookingForBanner />
      <div className="flight-upsell">
        <section className="card flight-panel" aria-label="Tu vuelo">
          <ItinerarySummary itinerary={itinerary} />
          <Link to="/info-flight" className="flight-info-link">
            Información del vuelo: aerolíneas, aeronaves y escalas
          </Link>
        </section>
        <fieldset className="fare-families">
          <legend className="flight-section-title">Tarifas</legend>
          <p className="fare-families__hint">Precio total del viaje para todos los pasajeros.</p>
          <div className="fare-families__list">
            {itinerary.fareFamilies.map((candidate) => (
              <FareFamilyCard
                key={candidate.code}
                family={candidate}
                groupName={groupName}
                isSelected={candidate.code === family.code}
                onSelect={() => chooseFamily(candidate)}
              />
            ))}
          </div>
        </fieldset>
        <div className="flight-booking-layout">
          <section className="card flight-booking-layout__main flight-panel">
            <LuggageSelector family={family} selected={extraLuggage} onChange={chooseLuggage} />
          </section>
          <aside className="card flight-booking-layout__aside flight-panel">
            <PriceBreakdown
              lines={fareLines(family, extraLuggage, passengers, directions)}
              total={total}
              note={FARE_INCLUDES_TAXES}
            />
            <IonButton expand="block" className="flight-continue" onClick={goToCheckout}>
              Continuar
            </IonButton>
          </aside>
        </div>
      </div>
      <SignInRequiredAlert
        isOpen={isAskingToSignIn}
        returnPath={checkoutPath}
        replacesPage={false}
        onClosed={() => setAskingToSignIn(false)}
      />
    </PageLayout>
  );
}
