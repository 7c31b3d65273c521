import '../../../components/card/card.css';
import { type BookingSummary, formatCop, tripSpanOf } from '@travesia/domain';
import { Link } from 'react-router-dom';
import { BookedForFacts, PriceAndPolicyFacts } from '../../../components/booking-facts/booking-facts';
import { formatMoment, formatTripDays } from '../../../lib/dates/format-dates';
import { BookingHeading } from './booking-heading';
import { DecisionButtons } from './decision-buttons';

interface TripApprovalCardProps {
  trip: NonNullable<BookingSummary['trip']>;
  traveller: BookingSummary['traveller'];
  /** The trip's bookings on the page, in the page's order. */
  items: readonly BookingSummary[];
  isBusy?: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** A trip waiting for the approver (decision 075): its bookings, what they add up to, and one decision for all. */
export function TripApprovalCard({
  trip,
  traveller,
  items,
  isBusy = false,
  onApprove,
  onReject,
}: TripApprovalCardProps) {
  const pending = items.filter((item) => item.status === 'pending_approval');
  const canApprove = pending.some((item) => item.allowedTransitions.includes('approved'));
  const canReject = pending.some((item) => item.allowedTransitions.includes('rejected'));
  const span = tripSpanOf(items);
  const deadline = pending
    .map((item) => item.approvalDeadline)
    .filter((moment) => moment !== null)
    .sort()[0];
  const headingId = `trip-approval-${trip.id}`;
  return (
    <li className="card approval-card" aria-labelledby={headingId}>
      <p className="approval-card__kind">
        Viaje · {items.length === 1 ? '1 reserva' : `${items.length} reservas`}
      </p>
      <h2 id={headingId} className="approval-card__title">
        {trip.name}
      </h2>
      <dl className="approval-card__facts">
        <dt>Viajero</dt>
        <dd>{traveller.name}</dd>
        {bookersOf(items).map((item) => (
          <BookedForFacts key={item.id} booking={item} />
        ))}
        <dt>Fechas</dt>
        <dd>{formatTripDays(span.startsOn, span.endsOn)}</dd>
        <dt>Total del viaje</dt>
        <dd>
          <strong>{formatCop(span.total)}</strong>
        </dd>
        {deadline && (
          <>
            <dt>Decidir antes de</dt>
            <dd>{formatMoment(deadline)}</dd>
          </>
        )}
      </dl>
      <ul className="trip-approval-card__items" aria-label={`Reservas de ${trip.name}`}>
        {items.map((item) => (
          <TripItem key={item.id} item={item} />
        ))}
      </ul>
      {(canApprove || canReject) && (
        <div className="approval-card__actions">
          <DecisionButtons
            labels={{ approve: 'Aprobar viaje', reject: 'Rechazar viaje' }}
            subject={trip.name}
            canApprove={canApprove}
            canReject={canReject}
            isBusy={isBusy}
            onApprove={onApprove}
            onReject={onReject}
          />
        </div>
      )}
    </li>
  );
}

function TripItem({ item }: { item: BookingSummary }) {
  const headingId = `trip-item-${item.id}`;
  return (
    <li className="trip-approval-card__item" aria-labelledby={headingId}>
      <BookingHeading
        booking={item}
        headingId={headingId}
        level={3}
        className="trip-approval-card__item-title"
      />
      <dl className="approval-card__facts">
        <PriceAndPolicyFacts booking={item} />
      </dl>
      <Link to={`/bookings/${item.id}`} className="approval-card__link">
        Ver detalle
      </Link>
    </li>
  );
}

/** One item per person who booked the trip's bookings, so each «Reservado por» shows once. */
function bookersOf(items: readonly BookingSummary[]): BookingSummary[] {
  const byBooker = new Map<number, BookingSummary>();
  for (const item of items) {
    if (item.bookedBy && !byBooker.has(item.bookedBy.id)) byBooker.set(item.bookedBy.id, item);
  }
  return [...byBooker.values()];
}
