import '../../../components/card/card.css';
import {
  type Booking,
  CABIN_LABELS,
  corporateRateLabel,
  type FlightBooking,
  type HotelBooking,
  nightsText,
  partySummary,
  toHourMinute,
} from '@travesia/domain';
import { formatDay } from '../../../lib/dates/format-dates';

/** What was booked: the hotel stay, or every flown leg of the flight. */
export function BookingItinerary({ booking }: { booking: Booking }) {
  return (
    <section className="card booking-detail__card" aria-labelledby="booking-itinerary-title">
      <h2 id="booking-itinerary-title">Itinerario</h2>
      {booking.type === 'hotel' ? <HotelStay booking={booking} /> : <FlightLegs booking={booking} />}
    </section>
  );
}

function HotelStay({ booking }: { booking: HotelBooking }) {
  return (
    <dl className="booking-facts">
      <dt>Hotel</dt>
      <dd>{booking.hotelName}</dd>
      <dt>Habitación</dt>
      <dd>{booking.roomName}</dd>
      {booking.corporateRateOf && (
        <>
          <dt>Tarifa</dt>
          <dd>{corporateRateLabel(booking.corporateRateOf)}</dd>
        </>
      )}
      <dt>Entrada</dt>
      <dd>{formatDay(booking.checkIn)}</dd>
      <dt>Salida</dt>
      <dd>
        {formatDay(booking.checkOut)} ({nightsText(booking.nights)})
      </dd>
      <dt>Huéspedes</dt>
      <dd>{partySummary(booking)}</dd>
    </dl>
  );
}

function FlightLegs({ booking }: { booking: FlightBooking }) {
  const { itinerary } = booking;
  const passengers = booking.passengers.length;
  return (
    <>
      <ol className="booking-legs" aria-label="Tramos del vuelo">
        {itinerary.route.map((leg) => (
          <li key={leg.id} className="booking-legs__leg">
            <strong>
              {leg.cityFrom} ({leg.flyFrom}) → {leg.cityTo} ({leg.flyTo})
            </strong>
            <span>
              {leg.return === 1 ? 'Regreso' : 'Ida'} · {formatDay(leg.local_departure.slice(0, 10))} ·{' '}
              {toHourMinute(leg.local_departure)} – {toHourMinute(leg.local_arrival)} · {leg.airline}{' '}
              {leg.flight_no}
            </span>
          </li>
        ))}
      </ol>
      <dl className="booking-facts">
        <dt>Tarifa</dt>
        <dd>
          {booking.fareFamily.name} · {CABIN_LABELS[itinerary.cabin]}
        </dd>
        <dt>Pasajeros</dt>
        <dd>{passengers === 1 ? '1 pasajero' : `${passengers} pasajeros`}</dd>
      </dl>
    </>
  );
}
