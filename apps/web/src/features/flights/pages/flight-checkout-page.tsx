import '../../../components/card/card.css';
import '../flights.css';
import '../components/flight-booking.css';
import { IonButton } from '@ionic/react';
import {
  checkoutParamsFromRoute,
  directionsOf,
  type FlightCheckoutParams,
  type FlightSearch,
  fareTotal,
  flightRoutes,
  flightSearchRequestSchema,
  matchesCheckoutParams,
} from '@travesia/domain';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { PaymentReadinessNotice } from '../../../components/payment-readiness/payment-readiness-notice';
import { getErrorMessage } from '../../../lib/api-client';
import { useFoundItinerary } from '../api/find-itinerary';
import { ItinerarySummary } from '../components/itinerary-summary';
import { NoFlightNotice } from '../components/no-flight-notice';
import { FARE_INCLUDES_TAXES, fareLines, PriceBreakdown } from '../components/price-breakdown';
import { PriceChangeNotice } from '../components/price-change-notice';
import { resultsPathFor } from '../hooks/flight-results-path';
import { type FlightBookingState, flightBookingStore, useFlightBooking } from '../state/flight-booking-store';

const ONE_WAY_TITLE = 'Reserva de vuelo';
const ROUND_TRIP_TITLE = 'Reserva de vuelo de ida y vuelta';

function passengersOf(params: FlightCheckoutParams) {
  return {
    adults: Number(params.adults),
    children: Number(params.children),
    infants: Number(params.infants),
  };
}

function isSameSearch(booking: FlightBookingState, params: FlightCheckoutParams): boolean {
  const { search } = booking;
  const passengers = passengersOf(params);
  return (
    search.origin === params.origin &&
    search.destination === params.destination &&
    search.departureDate === params.date &&
    search.returnDate === params.returnDate &&
    search.passengers.adults === passengers.adults &&
    search.passengers.children === passengers.children &&
    search.passengers.infants === passengers.infants
  );
}

/**
 * The address carries no cabin or filters; the booking under way does. Without it (a shared link) the
 * economy cabin is searched with connections, which finds a direct flight as well. The request is
 * written as the schema reads it, so that storing it later does not make it a different search.
 */
function searchRequestFor(
  params: FlightCheckoutParams,
  booking: FlightBookingState | null,
): FlightSearch | null {
  if (booking && isSameSearch(booking, params)) return booking.search;
  const parsed = flightSearchRequestSchema.safeParse({
    origin: params.origin,
    destination: params.destination,
    departureDate: params.date,
    ...(params.returnDate === undefined ? {} : { returnDate: params.returnDate }),
    passengers: passengersOf(params),
    cabin: 'Y',
    nonStop: false,
  });
  return parsed.success ? parsed.data : null;
}

/** Both /flight-checkout routes (checkout guard): the flight re-searched, its current price, and on. */
export function FlightCheckoutPage() {
  const routeParams = useParams();
  const booking = useFlightBooking();
  const params = checkoutParamsFromRoute(routeParams);
  const request = params && searchRequestFor(params, booking);
  const title = routeParams.returnDate === undefined ? ONE_WAY_TITLE : ROUND_TRIP_TITLE;
  return (
    <PageLayout title={title}>
      <h1>{title}</h1>
      <BookingForBanner />
      {params && request ? (
        <CheckoutContent params={params} request={request} booking={booking} />
      ) : (
        <NoFlightNotice message="La dirección de esta reserva no es válida. Busca tu vuelo de nuevo." />
      )}
    </PageLayout>
  );
}

interface CheckoutContentProps {
  params: FlightCheckoutParams;
  /** The search that finds the flight again. */
  request: FlightSearch;
  booking: FlightBookingState | null;
}

function CheckoutContent({ params, request, booking }: CheckoutContentProps) {
  const navigate = useNavigate();
  const found = useFoundItinerary(request, params);
  const resultsPath = resultsPathFor(request);

  if (found.isPending) {
    return <LoadingState text={'Comprobando disponibilidad y precio...'} />;
  }
  if (found.isError) {
    return (
      <>
        <FormAlert tone="error">{getErrorMessage(found.error)}</FormAlert>
        <div className="flight-actions">
          <IonButton onClick={() => void found.refetch()}>Reintentar</IonButton>
          <Link to={resultsPath}>Volver a los resultados</Link>
        </div>
      </>
    );
  }
  if (!found.data) {
    return (
      <>
        <FormAlert tone="error">Este vuelo ya no está disponible</FormAlert>
        <Link to={resultsPath} className="flight-button-link">
          Volver a los resultados
        </Link>
      </>
    );
  }

  const { result, family } = found.data;
  // The booking under way keeps its luggage and passengers when it is this same flight.
  const current =
    booking && !booking.booking && matchesCheckoutParams(booking.itinerary, params) ? booking : null;
  const extraLuggage = current?.extraLuggage ?? [];
  const passengers = passengersOf(params);
  const directions = directionsOf(result);
  const total = fareTotal(family, extraLuggage, passengers, directions);
  const acceptedPrice = Number(params.price);

  const acceptNewPrice = () =>
    navigate(flightRoutes.checkout({ ...params, price: String(total) }), { replace: true });

  const continueToPassengers = () => {
    if (current) {
      flightBookingStore.update({ itinerary: result, fareFamily: family.code });
    } else {
      flightBookingStore.chooseItinerary(request, result);
      flightBookingStore.update({ fareFamily: family.code });
    }
    navigate('/booking-one');
  };

  return (
    <div className="flight-booking-layout">
      <div className="flight-booking-layout__main">
        <section className="card flight-panel" aria-label="Tu vuelo">
          <ItinerarySummary itinerary={result} />
        </section>
        <section className="card flight-panel" aria-label={`Tarifa ${family.name}`}>
          <h2 className="flight-section-title">Tarifa {family.name}</h2>
          <dl className="flight-facts">
            <dt>Cambios</dt>
            <dd>{family.conditions.changes}</dd>
            <dt>Reembolsos</dt>
            <dd>{family.conditions.refunds}</dd>
            <dt>Asiento</dt>
            <dd>{family.conditions.seat}</dd>
          </dl>
        </section>
      </div>
      <aside className="card flight-booking-layout__aside flight-panel">
        <PriceBreakdown
          lines={fareLines(family, extraLuggage, passengers, directions)}
          total={total}
          note={FARE_INCLUDES_TAXES}
        />
        {total !== acceptedPrice && (
          <PriceChangeNotice previous={acceptedPrice} current={total} onAccept={acceptNewPrice} />
        )}
        <PaymentReadinessNotice />
        <IonButton
          expand="block"
          className="flight-continue"
          disabled={total !== acceptedPrice}
          onClick={continueToPassengers}
        >
          Continuar
        </IonButton>
      </aside>
    </div>
  );
}
