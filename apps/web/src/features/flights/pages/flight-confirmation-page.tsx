import '../../../components/card/card.css';
import '../flights.css';
import '../components/flight-booking.css';
import { IonIcon } from '@ionic/react';
import {
  BOOKING_STATUS_LABELS,
  bookedForText,
  DOCUMENT_TYPE_LABELS,
  type FlightBooking,
  GENDER_LABELS,
  PASSENGER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
} from '@travesia/domain';
import { checkmarkCircleOutline, timeOutline } from 'ionicons/icons';
import { Link, useParams } from 'react-router-dom';
import { AddToTripButton } from '../../../components/add-to-trip/add-to-trip-button';
import { BillingFacts } from '../../../components/booking-facts/booking-facts';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useBooking } from '../api/get-booking';
import { ItinerarySummary } from '../components/itinerary-summary';
import { PriceBreakdown } from '../components/price-breakdown';
import { useFlightBooking } from '../state/flight-booking-store';

const TITLE = 'Reserva de vuelo';

/** /flight-confirmation/:booking — the booking as the server stored it. */
export function FlightConfirmationPage() {
  const { booking: bookingId = '' } = useParams();
  const stored = useFlightBooking()?.booking;
  // The booking just made shows at once; the server's copy (its status may have moved) follows.
  const query = useBooking(bookingId, stored?.id === bookingId ? stored : undefined);
  const booking = query.data;

  return (
    <PageLayout title={TITLE}>
      <BookingForBanner />
      {query.isPending && <LoadingState text={'Cargando reserva...'} />}
      {query.isError && !booking && (
        <>
          <h1>{TITLE}</h1>
          <FormAlert tone="error">{getErrorMessage(query.error)}</FormAlert>
          <Link to="/bookings">Ver mis reservas</Link>
        </>
      )}
      {booking && booking.type !== 'flight' && (
        <>
          <h1>{TITLE}</h1>
          <FormAlert tone="error">Esta reserva no es de un vuelo.</FormAlert>
          <Link to="/bookings">Ver mis reservas</Link>
        </>
      )}
      {booking?.type === 'flight' && <FlightBookingDetails booking={booking} />}
    </PageLayout>
  );
}

function FlightBookingDetails({ booking }: { booking: FlightBooking }) {
  const isPending = booking.status === 'pending_approval';
  const { itinerary } = booking;
  return (
    <div className="flight-confirmation">
      <header className="flight-confirmation__header">
        <IonIcon
          icon={isPending ? timeOutline : checkmarkCircleOutline}
          className={`flight-confirmation__icon${isPending ? ' flight-confirmation__icon--pending' : ''}`}
          aria-hidden="true"
        />
        <h1>Reserva registrada</h1>
        <p className="flight-confirmation__locator">
          Localizador <strong>{booking.locator}</strong>
        </p>
        {bookedForText(booking) && <p>{bookedForText(booking)}</p>}
        {booking.trip && (
          <p>
            Parte del viaje <Link to={`/trips/${booking.trip.id}`}>{booking.trip.name}</Link>
          </p>
        )}
        <span className={`flight-status flight-status--${booking.status}`}>
          {BOOKING_STATUS_LABELS[booking.status]}
        </span>
        {isPending && <p>Tu vuelo está fuera de la política de viajes y quedó pendiente de aprobación.</p>}
      </header>
      <div className="flight-booking-layout">
        <div className="flight-booking-layout__main">
          <section className="card flight-panel" aria-labelledby="confirmation-itinerary">
            <h2 id="confirmation-itinerary" className="flight-section-title">
              Itinerario · Tarifa {booking.fareFamily.name}
            </h2>
            <ItinerarySummary itinerary={itinerary} />
          </section>
          <section className="card flight-panel" aria-labelledby="confirmation-passengers">
            <h2 id="confirmation-passengers" className="flight-section-title">
              Pasajeros
            </h2>
            <ul className="flight-passenger-list">
              {booking.passengers.map((passenger) => (
                <li key={`${passenger.documentType}-${passenger.documento}`}>
                  <strong>
                    {passenger.firstname} {passenger.last_name}
                  </strong>{' '}
                  · {PASSENGER_TYPE_LABELS[passenger.type]} · {GENDER_LABELS[passenger.gender]} ·{' '}
                  {DOCUMENT_TYPE_LABELS[passenger.documentType]} {passenger.documento}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="flight-booking-layout__aside">
          <div className="card flight-panel">
            <PriceBreakdown
              lines={[
                { label: 'Tarifa', amount: booking.breakdown.fare },
                { label: 'Equipaje', amount: booking.breakdown.luggage },
                { label: 'Impuestos y tasas', amount: booking.breakdown.taxes },
              ]}
              total={booking.total}
            />
          </div>
          <section className="card flight-panel" aria-labelledby="confirmation-payment">
            <h2 id="confirmation-payment" className="flight-section-title">
              Pago
            </h2>
            <dl className="flight-facts">
              <BillingFacts booking={booking} />
              <dt>Método de pago</dt>
              <dd>{PAYMENT_METHOD_LABELS[booking.paymentMethod]}</dd>
              {booking.outOfPolicyReason && (
                <>
                  <dt>Motivo</dt>
                  <dd>{booking.outOfPolicyReason}</dd>
                </>
              )}
            </dl>
          </section>
          <div className="flight-actions">
            <AddToTripButton booking={booking} />
            <Link to="/bookings" className="flight-button-link">
              Ver mis reservas
            </Link>
            <Link to="/flight-home">Buscar otro vuelo</Link>
          </div>
        </div>
      </div>
    </div>
  );
}
