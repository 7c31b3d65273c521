import '../../../components/card/card.css';
import { BOOKING_STATUS_LABELS, type BookingEvent } from '@travesia/domain';
import { formatMoment } from '../../../lib/dates/format-dates';

/** Every change of status, oldest first: who decided (or the system) and their comment. */
export function BookingHistory({ events }: { events: BookingEvent[] }) {
  return (
    <section className="card booking-detail__card" aria-labelledby="booking-history-title">
      <h2 id="booking-history-title">Historial de aprobación</h2>
      {events.length === 0 ? (
        <p className="bookings__status">Sin cambios registrados.</p>
      ) : (
        <ol className="booking-history">
          {events.map((event) => (
            <li key={event.id} className="booking-history__event">
              <strong>
                {event.fromStatus
                  ? `${BOOKING_STATUS_LABELS[event.fromStatus]} → ${BOOKING_STATUS_LABELS[event.toStatus]}`
                  : BOOKING_STATUS_LABELS[event.toStatus]}
              </strong>
              <span className="booking-history__meta">
                {event.actorName ?? 'Sistema'} ·{' '}
                <time dateTime={event.createdAt}>{formatMoment(event.createdAt)}</time>
              </span>
              {event.comment && <q className="booking-history__comment">{event.comment}</q>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
