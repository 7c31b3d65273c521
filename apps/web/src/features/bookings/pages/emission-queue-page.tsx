import '../../../components/card/card.css';
import '../bookings.css';
import { IonButton, IonSpinner } from '@ionic/react';
import { BOOKING_PAGE_SIZE, type EmissionQueueItem, formatBookingTotal, formatCop } from '@travesia/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/form/form-alert';
import { PageLayout } from '../../../components/page-layout';
import { Pagination } from '../../../components/pagination/pagination';
import { TripOverlapNote } from '../../../components/trip-overlaps/trip-overlap-note';
import { getErrorMessage } from '../../../lib/api-client';
import { useChangeBookingStatus } from '../../../lib/bookings/change-booking-status';
import { formatDay } from '../../../lib/dates/format-dates';
import { useEmissionQueue } from '../api/list-emission-queue';
import { EmitBookingAlert } from '../components/emit-booking-alert';

const TITLE = 'Por emitir';

/** What the queue is sorted by, first on each row: when the flight leaves or the guest checks in. */
function tripStartLabel({ type, startsOn }: EmissionQueueItem): string {
  if (!startsOn) return 'Sin fecha de viaje';
  return `${type === 'flight' ? 'Sale el' : 'Entrada el'} ${formatDay(startsOn)}`;
}

/** The trip's last day, when it has another: the last flight's or the check-out. */
function tripEndLabel({ type, startsOn, endsOn }: EmissionQueueItem): string | null {
  if (!endsOn || endsOn === startsOn) return null;
  return `${type === 'flight' ? 'último vuelo el' : 'salida el'} ${formatDay(endsOn)}`;
}

/** /emission-queue: the agency's queue of approved bookings of every company, the soonest trip first. */
export function EmissionQueuePage() {
  return (
    <PageLayout title={TITLE}>
      <h1>{TITLE}</h1>
      <EmissionQueue />
    </PageLayout>
  );
}

function EmissionQueue() {
  const [page, setPage] = useState(1);
  const queue = useEmissionQueue({ page, pageSize: BOOKING_PAGE_SIZE });
  const emit = useChangeBookingStatus();
  const [toEmit, setToEmit] = useState<EmissionQueueItem | null>(null);
  const [emitted, setEmitted] = useState<string | null>(null);

  function confirmEmit(booking: EmissionQueueItem) {
    setEmitted(null);
    emit.mutate(
      { id: booking.id, change: { status: 'emitted' } },
      { onSuccess: () => setEmitted(booking.locator) },
    );
  }

  if (queue.isPending) {
    return (
      <p className="bookings__status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" /> Cargando reservas...
      </p>
    );
  }
  if (queue.isError) return <FormAlert tone="error">{getErrorMessage(queue.error)}</FormAlert>;

  const { data, total } = queue.data;
  return (
    <section aria-busy={queue.isFetching} className="bookings__results">
      {emitted && <FormAlert tone="success">La reserva {emitted} quedó emitida con el proveedor.</FormAlert>}
      {emit.isError && <FormAlert tone="error">{getErrorMessage(emit.error)}</FormAlert>}
      {data.length === 0 ? (
        <p className="bookings__status">No hay reservas aprobadas por emitir.</p>
      ) : (
        <>
          <p className="bookings__count" role="status">
            {total === 1 ? '1 reserva aprobada' : `${formatBookingTotal(total)} reservas aprobadas`}, los
            viajes más próximos primero.
          </p>
          <ul className="booking-list" aria-label="Reservas por emitir">
            {data.map((booking) => (
              <li key={booking.id} className="booking-list__item emission-queue__item">
                <Link to={`/bookings/${booking.id}`} className="card booking-list__link">
                  <div className="booking-list__main">
                    <h2 className="booking-list__title">{booking.title}</h2>
                    <p className="booking-list__subtitle">
                      {booking.companyName} · {booking.traveller.name}
                    </p>
                    <p className="booking-list__meta">
                      <strong>{tripStartLabel(booking)}</strong>
                      {tripEndLabel(booking) && ` · ${tripEndLabel(booking)}`} · Localizador {booking.locator}
                    </p>
                    <TripOverlapNote overlaps={booking.overlaps} />
                  </div>
                  <div className="booking-list__side">
                    <strong className="booking-list__total">{formatCop(booking.total)}</strong>
                  </div>
                </Link>
                <IonButton
                  className="emission-queue__emit"
                  disabled={emit.isPending}
                  onClick={() => {
                    emit.reset();
                    setToEmit(booking);
                  }}
                >
                  Emitir reserva
                </IonButton>
              </li>
            ))}
          </ul>
          <Pagination
            page={queue.data.page}
            pageSize={queue.data.pageSize}
            total={total}
            rowsOnPage={data.length}
            onPageChange={setPage}
          />
        </>
      )}
      <EmitBookingAlert
        booking={toEmit}
        onConfirm={() => {
          if (toEmit) confirmEmit(toEmit);
        }}
        onDismiss={() => setToEmit(null)}
      />
    </section>
  );
}
