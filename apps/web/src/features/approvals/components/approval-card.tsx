import '../../../components/card/card.css';
import type { BookingSummary } from '@travesia/domain';
import { Link } from 'react-router-dom';
import {
  BillingFacts,
  BookedForFacts,
  PriceAndPolicyFacts,
} from '../../../components/booking-facts/booking-facts';
import { formatMoment, formatTripDays } from '../../../lib/dates/format-dates';
import { BookingHeading } from './booking-heading';
import { DecisionButtons } from './decision-buttons';

interface ApprovalCardProps {
  booking: BookingSummary;
  isBusy?: boolean;
  /** Without the handlers (the traveller's own trips) the card only shows where the approval stands. */
  onApprove?: () => void;
  onReject?: () => void;
}

/** One trip waiting for the approver: what, who, how much, the policy and until when. */
export function ApprovalCard({ booking, isBusy = false, onApprove, onReject }: ApprovalCardProps) {
  const canApprove = onApprove !== undefined && booking.allowedTransitions.includes('approved');
  const canReject = onReject !== undefined && booking.allowedTransitions.includes('rejected');
  const headingId = `approval-${booking.id}`;
  return (
    <li className="card approval-card" aria-labelledby={headingId}>
      <BookingHeading booking={booking} headingId={headingId} level={2} />
      <dl className="approval-card__facts">
        <dt>Viajero</dt>
        <dd>{booking.traveller.name}</dd>
        <BookedForFacts booking={booking} />
        <dt>Fechas</dt>
        <dd>{formatTripDays(booking.startsOn, booking.endsOn)}</dd>
        <PriceAndPolicyFacts booking={booking} />
        <BillingFacts booking={booking} />
        {booking.approvalDeadline && booking.status === 'pending_approval' && (
          <>
            <dt>Decidir antes de</dt>
            <dd>{formatMoment(booking.approvalDeadline)}</dd>
          </>
        )}
      </dl>
      <div className="approval-card__actions">
        <DecisionButtons
          labels={{ approve: 'Aprobar', reject: 'Rechazar' }}
          subject={booking.title}
          canApprove={canApprove}
          canReject={canReject}
          isBusy={isBusy}
          onApprove={onApprove}
          onReject={onReject}
        />
        <Link to={`/bookings/${booking.id}`} className="approval-card__link">
          Ver detalle
        </Link>
      </div>
    </li>
  );
}
