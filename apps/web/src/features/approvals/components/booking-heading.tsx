import { BOOKING_TYPE_LABELS, type BookingSummary } from '@travesia/domain';
import { BookingStatusChip } from '../../../components/booking-status-chip/booking-status-chip';
import { TripOverlapNote } from '../../../components/trip-overlaps/trip-overlap-note';

interface BookingHeadingProps {
  booking: BookingSummary;
  /** The id the card's landmark is labelled by. */
  headingId: string;
  /** A booking's own card heads with h2; a booking inside a trip's card, with h3. */
  level: 2 | 3;
  className?: string;
}

/** What a booking waiting for the approver is (kind, locator, title, subtitle, status) and what it overlaps. */
export function BookingHeading({ booking, headingId, level, className = '' }: BookingHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <div className="approval-card__top">
        <div>
          <p className="approval-card__kind">
            {BOOKING_TYPE_LABELS[booking.type]} · {booking.locator}
          </p>
          <Heading id={headingId} className={`approval-card__title ${className}`.trim()}>
            {booking.title}
          </Heading>
          <p className="approval-card__subtitle">{booking.subtitle}</p>
        </div>
        <BookingStatusChip status={booking.status} />
      </div>
      <TripOverlapNote overlaps={booking.overlaps} />
    </>
  );
}
