import '../hotels.css';
import { Link, useParams } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { useHotelBooking } from '../api/get-hotel-booking';
import { BookingConfirmation } from '../components/booking-confirmation';

const TITLE = 'Reserva de hotel';

/** /hotel-confirmation/:booking (auth guard) — the booking just made, as the server stored it. */
export function HotelConfirmationPage() {
  const { booking: bookingId = '' } = useParams();
  const query = useHotelBooking(bookingId);
  const booking = query.data;

  return (
    <PageLayout title={booking?.type === 'hotel' ? 'Reserva registrada' : TITLE}>
      <BookingForBanner />
      {query.isPending && <LoadingState text={'Cargando reserva...'} />}
      {query.isError && (
        <>
          <h1>{TITLE}</h1>
          <FormAlert tone="error">{getErrorMessage(query.error)}</FormAlert>
          <Link to="/bookings">Ver mis reservas</Link>
        </>
      )}
      {booking && booking.type !== 'hotel' && (
        <>
          <h1>{TITLE}</h1>
          <FormAlert tone="error">Esta reserva no es de un hotel.</FormAlert>
          <Link to="/bookings">Ver mis reservas</Link>
        </>
      )}
      {booking?.type === 'hotel' && <BookingConfirmation booking={booking} />}
    </PageLayout>
  );
}
