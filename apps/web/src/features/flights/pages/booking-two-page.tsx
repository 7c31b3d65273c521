import '../../../components/card/card.css';
import '../flights.css';
import '../components/flight-booking.css';
import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  BOOKING_ERROR_CODES,
  checkoutParamsFor,
  directionsOf,
  type FareFamily,
  fareTotal,
  flightRoutes,
  GENDER_LABELS,
  isConfirmableBookingWarning,
  PASSENGER_TYPE_LABELS,
} from '@travesia/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import type { BookingPayment } from '../../../components/payment-fields/payment-fields';
import { PolicyStatus } from '../../../components/policy-status/policy-status';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useBookingFor } from '../../../lib/booking-for/booking-for';
import { forgetCostCenters, useCostCenters } from '../../../lib/cost-centers/get-cost-centers';
import { clearDraft } from '../../../lib/form-draft/form-draft';
import { useCreateFlightBooking } from '../api/create-flight-booking';
import { useFoundItinerary } from '../api/find-itinerary';
import { FlightPaymentForm } from '../components/flight-payment-form';
import { ItinerarySummary } from '../components/itinerary-summary';
import { NoFlightNotice } from '../components/no-flight-notice';
import { FARE_INCLUDES_TAXES, fareLines, PriceBreakdown } from '../components/price-breakdown';
import { PriceChangeNotice } from '../components/price-change-notice';
import { resultsPathFor } from '../hooks/flight-results-path';
import { useFlightPolicy } from '../hooks/use-flight-policy';
import {
  draftKeysOf,
  type FlightBookingState,
  flightBookingStore,
  routeCriteriaOf,
  useFlightBooking,
} from '../state/flight-booking-store';

const TITLE = 'Pago y confirmación';

/** /booking-two (leave guard): cost center, payment method, policy, and the booking itself. */
export function BookingTwoPage() {
  const booking = useFlightBooking();
  return (
    <PageLayout title={TITLE}>
      <h1>{TITLE}</h1>
      <BookingForBanner />
      {!booking ? (
        <NoFlightNotice />
      ) : booking.booking ? (
        <NoFlightNotice
          message={`Esta reserva ya quedó registrada con el localizador ${booking.booking.locator}.`}
          to={flightRoutes.confirmation(booking.booking.id)}
          linkLabel="Ver la confirmación"
        />
      ) : booking.passengers.length === 0 ? (
        <NoFlightNotice
          message="Faltan los datos de los pasajeros."
          to="/booking-one"
          linkLabel="Completar los pasajeros"
        />
      ) : (
        <BookingTwoContent booking={booking} />
      )}
    </PageLayout>
  );
}

function BookingTwoContent({ booking }: { booking: FlightBookingState }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { itinerary, search, extraLuggage, passengers } = booking;
  // Booking for a colleague (decision 069): their cost centers, policy and payment options.
  const { traveller, trip, leaveTrip } = useBookingFor();
  const costCenters = useCostCenters(traveller?.id);
  const policy = useFlightPolicy();
  const creation = useCreateFlightBooking(booking.idempotencyKey);
  const drafts = draftKeysOf(booking);

  const family =
    itinerary.fareFamilies.find((candidate) => candidate.code === booking.fareFamily) ??
    (itinerary.fareFamilies[0] as FareFamily);
  const directions = directionsOf(itinerary);
  const total = fareTotal(family, extraLuggage, search.passengers, directions);
  const policyVerdict = policy.check ? policy.check(itinerary, family) : null;
  // Unverified rules ask for no reason here: the server checks the policy again and asks for one if needed.
  const isOutOfPolicy = policyVerdict === false;

  const errorCode = creation.error instanceof ApiError ? creation.error.code : null;
  const isPriceChanged = errorCode === BOOKING_ERROR_CODES.priceChanged;
  // Another trip of the traveller's at the same time: booked once confirmed, with the payment already chosen.
  const isOverlap = isConfirmableBookingWarning(errorCode);
  const [lastPayment, setLastPayment] = useState<BookingPayment | null>(null);
  // Seats gone, or an offer expired (decision 011): either way only a new search can go on.
  const mustSearchAgain =
    errorCode === BOOKING_ERROR_CODES.soldOut || errorCode === BOOKING_ERROR_CODES.offerInvalid;
  // The answer says the price moved, not the itinerary to book at it: search again for the fresh one.
  const repriced = useFoundItinerary(
    search,
    checkoutParamsFor(itinerary, family, routeCriteriaOf(search), total),
    { enabled: isPriceChanged },
  );

  const book = (payment: BookingPayment, confirmDuplicate = false) => {
    setLastPayment(payment);
    creation.mutate(
      {
        booking_token: itinerary.booking_token,
        fareFamily: family.code,
        extraLuggage,
        passengers,
        ...payment,
        expectedTotal: total,
        ...(confirmDuplicate ? { confirmDuplicate } : {}),
        ...(traveller ? { travellerId: traveller.id } : {}),
        ...(trip ? { tripOf: trip.bookingId } : {}),
      },
      {
        onSuccess: (created) => {
          clearDraft(drafts.passengers);
          clearDraft(drafts.payment);
          leaveTrip();
          forgetCostCenters(queryClient);
          flightBookingStore.update({ booking: created });
          navigate(flightRoutes.confirmation(created.id));
        },
      },
    );
  };

  const otherFlights = (
    <Link to={resultsPathFor(search)} className="flight-button-link">
      Buscar otros vuelos
    </Link>
  );

  const renderPriceChange = () => {
    if (repriced.isPending) return <LoadingState text="Consultando el nuevo precio..." />;
    if (repriced.isError) {
      return (
        <>
          <FormAlert tone="error">{getErrorMessage(repriced.error)}</FormAlert>
          <IonButton onClick={() => void repriced.refetch()}>Reintentar</IonButton>
        </>
      );
    }
    if (!repriced.data) {
      return (
        <>
          <FormAlert tone="error">Este vuelo ya no está disponible</FormAlert>
          {otherFlights}
        </>
      );
    }
    const fresh = repriced.data;
    const newTotal = fareTotal(fresh.family, extraLuggage, search.passengers, directionsOf(fresh.result));
    return (
      <PriceChangeNotice
        previous={total}
        current={newTotal}
        onAccept={() => {
          flightBookingStore.update({ itinerary: fresh.result, fareFamily: fresh.family.code });
          creation.reset();
        }}
      />
    );
  };

  const alert = creation.isError ? (
    <>
      {!isPriceChanged && <FormAlert tone="error">{getErrorMessage(creation.error)}</FormAlert>}
      {isPriceChanged && renderPriceChange()}
      {mustSearchAgain && otherFlights}
      {isOverlap && lastPayment && (
        <IonButton onClick={() => book(lastPayment, true)}>Reservar de todos modos</IonButton>
      )}
    </>
  ) : null;

  if (costCenters.isPending || policy.isLoading) return <LoadingState text="Cargando datos de pago..." />;

  return (
    <div className="flight-booking-layout">
      <div className="flight-booking-layout__main">
        <section className="card flight-panel" aria-label="Tu vuelo">
          <ItinerarySummary itinerary={itinerary} />
        </section>
        <section className="card flight-panel" aria-labelledby="booking-two-passengers">
          <h2 id="booking-two-passengers" className="flight-section-title">
            Pasajeros
          </h2>
          <ul className="flight-passenger-list">
            {passengers.map((passenger) => (
              <li key={`${passenger.documentType}-${passenger.documento}`}>
                <strong>
                  {passenger.firstname} {passenger.last_name}
                </strong>{' '}
                · {PASSENGER_TYPE_LABELS[passenger.type]} · {GENDER_LABELS[passenger.gender]} ·{' '}
                {passenger.documentType} {passenger.documento}
              </li>
            ))}
          </ul>
          <Link to="/booking-one">Cambiar los pasajeros</Link>
        </section>
      </div>
      <div className="flight-booking-layout__aside">
        <div className="card flight-panel">
          <PriceBreakdown
            lines={fareLines(family, extraLuggage, search.passengers, directions)}
            total={total}
            note={FARE_INCLUDES_TAXES}
          />
          {policy.check && <PolicyStatus isWithin={policyVerdict} />}
        </div>
        {costCenters.isError ? (
          <FormAlert tone="error">{getErrorMessage(costCenters.error)}</FormAlert>
        ) : (
          <FlightPaymentForm
            key={String(isOutOfPolicy)}
            costCenters={costCenters.data}
            isOutOfPolicy={isOutOfPolicy}
            isPending={creation.isPending}
            isBlocked={isPriceChanged || mustSearchAgain}
            alert={alert}
            attempt={creation.error}
            draftKey={drafts.payment}
            onSubmit={book}
          />
        )}
      </div>
    </div>
  );
}
