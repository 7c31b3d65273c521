import './booking-for.css';
import { useBookingFor } from '../../lib/booking-for/booking-for';

/** «Reservando para Carlos Restrepo» on every step of a booking made for a colleague (decision 069). */
export function BookingForBanner({ name }: { name?: string }) {
  const { traveller } = useBookingFor();
  const shown = name ?? traveller?.name;
  if (!shown) return null;
  return (
    <p className="booking-for-banner" role="status">
      Reservando para {shown}
    </p>
  );
}
