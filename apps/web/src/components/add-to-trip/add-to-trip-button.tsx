import { IonButton } from '@ionic/react';
import {
  defaultTripName,
  type FlightBooking,
  flightSearchAfterHotel,
  type HotelBooking,
  hotelRoutes,
  hotelSearchAfterFlight,
  isTripGoingAhead,
} from '@travesia/domain';
import { useNavigate } from 'react-router-dom';
import { useBookingFor, useMayBookFor } from '../../lib/booking-for/booking-for';

/**
 * «Agregar hotel a este viaje» on a flight, «Agregar vuelo a este viaje» on a hotel (decision 075): the search that
 * follows, filled in from the booking, for its traveller, and the booking made there joins this one's trip. Shown
 * to whoever may book for the traveller, while the booking goes ahead.
 */
export function AddToTripButton({ booking }: { booking: FlightBooking | HotelBooking }) {
  const { joinTrip } = useBookingFor();
  const { mayBook, isSelf } = useMayBookFor(booking.traveller);
  const navigate = useNavigate();
  if (!mayBook || !isTripGoingAhead(booking.status)) return null;

  const isFlight = booking.type === 'flight';
  const add = () => {
    const { traveller } = booking;
    joinTrip(
      {
        bookingId: booking.id,
        name:
          booking.trip?.name ??
          defaultTripName(isFlight ? booking.itinerary.cityTo : (booking.city ?? booking.hotelName)),
      },
      isSelf ? null : { id: traveller.id, name: traveller.name, email: traveller.email },
    );
    navigate(
      isFlight ? hotelRoutes.results(hotelSearchAfterFlight(booking)) : flightSearchAfterHotel(booking),
    );
  };
  return (
    <IonButton fill="outline" onClick={add}>
      {isFlight ? 'Agregar hotel a este viaje' : 'Agregar vuelo a este viaje'}
    </IonButton>
  );
}
