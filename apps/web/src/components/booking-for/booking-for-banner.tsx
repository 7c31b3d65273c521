import './booking-for.css';
import { useBookingFor } from '../../lib/booking-for/booking-for';

/**
 * «Reservando para Carlos Restrepo» on every step of a booking made for a colleague (decision 069), and the trip the
 * booking joins, with the way to book it apart (decision 075).
 */
export function BookingForBanner() {
  const { traveller, trip, leaveTrip } = useBookingFor();
  return (
    <>
      {traveller && (
        <p className="booking-for-banner" role="status">
          Reservando para {traveller.name}
        </p>
      )}
      {trip && (
        <div className="booking-for-banner booking-for-banner--trip">
          <p role="status">Agregando al viaje «{trip.name}»</p>
          <button type="button" className="booking-for-banner__leave" onClick={leaveTrip}>
            Reservar aparte
          </button>
        </div>
      )}
    </>
  );
}
