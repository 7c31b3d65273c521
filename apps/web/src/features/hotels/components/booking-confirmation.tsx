import '../../../components/card/card.css';
import { IonIcon } from '@ionic/react';
import {
  BOOKING_STATUS_LABELS,
  corporateRateLabel,
  formatCop,
  type HotelBooking,
  nightsLabel,
  partySummary,
} from '@travesia/domain';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { AddToTripButton } from '../../../components/add-to-trip/add-to-trip-button';
import { BillingFacts, BookedForFacts, TripFacts } from '../../../components/booking-facts/booking-facts';
import { formatStayDate } from './format-stay-date';

/** What the traveller sees once the booking exists: locator, status and total. */
export function BookingConfirmation({ booking }: { booking: HotelBooking }) {
  return (
    <section className="card booking-confirmation" aria-labelledby="booking-confirmation-title">
      <IonIcon icon={checkmarkCircleOutline} className="booking-confirmation__icon" aria-hidden="true" />
      <h1 id="booking-confirmation-title">Reserva registrada</h1>
      <dl className="booking-facts">
        <dt>Localizador</dt>
        <dd>{booking.locator}</dd>
        <BookedForFacts booking={booking} />
        <dt>Estado</dt>
        <dd>{BOOKING_STATUS_LABELS[booking.status]}</dd>
        <TripFacts booking={booking} />
        <dt>Hotel</dt>
        <dd>
          {booking.hotelName} · {booking.roomName}
        </dd>
        <dt>Fechas</dt>
        <dd>
          {formatStayDate(booking.checkIn)} – {formatStayDate(booking.checkOut)} (
          {nightsLabel(booking.nights)})
        </dd>
        <dt>Huéspedes</dt>
        <dd>{partySummary(booking)}</dd>
        <dt>Total</dt>
        <dd>{formatCop(booking.total)}</dd>
        <BillingFacts booking={booking} />
        {booking.corporateRateOf && (
          <>
            <dt>Tarifa</dt>
            <dd>{corporateRateLabel(booking.corporateRateOf)}</dd>
          </>
        )}
      </dl>
      {booking.status === 'pending_approval' && (
        <p>Tu reserva está fuera de la política de viajes y quedó pendiente de aprobación.</p>
      )}
      <div className="booking-confirmation__actions">
        <AddToTripButton booking={booking} />
        <Link to="/bookings" className="button-link">
          Ver mis reservas
        </Link>
      </div>
    </section>
  );
}
