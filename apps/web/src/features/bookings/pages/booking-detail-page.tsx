import '../../../components/card/card.css';
import '../bookings.css';
import { IonButton, IonIcon } from '@ionic/react';
import { BOOKING_TYPE_LABELS, type Booking, isTripGoingAhead, PAYMENT_METHOD_LABELS } from '@travesia/domain';
import { calendarOutline } from 'ionicons/icons';
import { Link, useParams } from 'react-router-dom';
import { AddToTripButton } from '../../../components/add-to-trip/add-to-trip-button';
import {
  BillingFacts,
  BookedForFacts,
  PriceAndPolicyFacts,
  TripFacts,
} from '../../../components/booking-facts/booking-facts';
import { BookingStatusChip } from '../../../components/booking-status-chip/booking-status-chip';
import { FormAlert } from '../../../components/form/form-alert';
import { LoadingState } from '../../../components/loading-state';
import { PageLayout } from '../../../components/page-layout';
import { getErrorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/dates/format-dates';
import { useIsOnline } from '../../../lib/offline/connection';
import { useAreTripsRestored } from '../../../lib/offline/last-sync';
import { bookingCalendar, useDownloadCalendar } from '../api/download-calendar';
import { useBookingDetail } from '../api/get-booking';
import { BookingActions } from '../components/booking-actions';
import { BookingHistory } from '../components/booking-history';
import { BookingItinerary } from '../components/booking-itinerary';

const TITLE = 'Detalle de la reserva';

export function tripTitleOf(booking: Booking): string {
  if (booking.type === 'hotel') return booking.hotelName;
  return `${booking.itinerary.cityFrom} → ${booking.itinerary.cityTo}`;
}

/** /bookings/:id: itinerary, price, policy, cost center, traveller, history and the allowed actions. */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const query = useBookingDetail(id);
  const isOnline = useIsOnline();
  const areTripsRestored = useAreTripsRestored();

  return (
    <PageLayout title={TITLE}>
      <Link to="/bookings" className="bookings__back">
        ← Mis Reservas
      </Link>
      {query.isPending && !isOnline && areTripsRestored ? (
        <>
          <h1>{TITLE}</h1>
          <p>
            Sin conexión: esta reserva no está guardada en este dispositivo. La verás cuando vuelvas a tener
            internet.
          </p>
        </>
      ) : query.isPending ? (
        <LoadingState text={'Cargando reserva...'} />
      ) : query.isError ? (
        <>
          <h1>{TITLE}</h1>
          <FormAlert tone="error">{getErrorMessage(query.error)}</FormAlert>
        </>
      ) : (
        <BookingDetail booking={query.data} />
      )}
    </PageLayout>
  );
}

function BookingDetail({ booking }: { booking: Booking }) {
  const download = useDownloadCalendar();
  const title = tripTitleOf(booking);

  return (
    <article className="booking-detail" aria-labelledby="booking-detail-title">
      <header className="booking-detail__header">
        <div>
          <p className="booking-detail__kind">
            {BOOKING_TYPE_LABELS[booking.type]} · Localizador {booking.locator}
          </p>
          <h1 id="booking-detail-title">{title}</h1>
        </div>
        <BookingStatusChip status={booking.status} />
      </header>

      <BookingActions booking={booking} tripName={`${title} · ${booking.traveller.name}`} />

      <div className="booking-detail__grid">
        <BookingItinerary booking={booking} />
        <section className="card booking-detail__card" aria-labelledby="booking-summary-title">
          <h2 id="booking-summary-title">Resumen</h2>
          <dl className="booking-facts">
            <PriceAndPolicyFacts booking={booking} />
            <BillingFacts booking={booking} />
            <dt>Medio de pago</dt>
            <dd>{PAYMENT_METHOD_LABELS[booking.paymentMethod]}</dd>
            <dt>Viajero</dt>
            <dd>
              {booking.traveller.name} · {booking.traveller.email}
            </dd>
            <BookedForFacts booking={booking} />
            <TripFacts booking={booking} />
            {booking.approvalDeadline && booking.status === 'pending_approval' && (
              <>
                <dt>Plazo de aprobación</dt>
                <dd>{formatMoment(booking.approvalDeadline)}</dd>
              </>
            )}
            {booking.supplierLocator && (
              <>
                <dt>Localizador del proveedor</dt>
                <dd>{booking.supplierLocator}</dd>
              </>
            )}
          </dl>
          {isTripGoingAhead(booking.status) && (
            <IonButton
              fill="outline"
              disabled={download.isPending}
              onClick={() => download.mutate(bookingCalendar(booking.id, booking.locator))}
            >
              <IonIcon slot="start" icon={calendarOutline} aria-hidden="true" />
              Agregar al calendario
            </IonButton>
          )}
          <AddToTripButton booking={booking} />
          {download.error && <FormAlert tone="error">{getErrorMessage(download.error)}</FormAlert>}
        </section>
      </div>

      <BookingHistory events={booking.events} />
    </article>
  );
}
