import './booking-status-chip.css';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@travesia/domain';

/** The booking's status as a coloured chip; the text carries the meaning, the colour only helps. */
export function BookingStatusChip({ status }: { status: BookingStatus }) {
  return (
    <span className={`booking-status-chip booking-status-chip--${status}`}>
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
