import '../../../components/card/card.css';
import { type BookingSummary, bookedForText, formatCop } from '@travesia/domain';
import { Link } from 'react-router-dom';
import { BookingStatusChip } from '../../../components/booking-status-chip/booking-status-chip';
import { PolicyStatus } from '../../../components/policy-status/policy-status';
import { formatTripDays } from '../../../lib/dates/format-dates';

interface BookingListProps {
  bookings: BookingSummary[];
  /** The company view names the traveller of each booking. */
  showsTraveller: boolean;
}

export function BookingList({ bookings, showsTraveller }: BookingListProps) {
  return (
    <ul className="booking-list" aria-label="Reservas">
      {bookings.map((booking) => (
        <li key={booking.id} className="booking-list__item">
          <Link to={`/bookings/${booking.id}`} className="card booking-list__link">
            <div className="booking-list__main">
              <h2 className="booking-list__title">{booking.title}</h2>
              <p className="booking-list__subtitle">{booking.subtitle}</p>
              <p className="booking-list__meta">
                {formatTripDays(booking.startsOn, booking.endsOn)} · Localizador {booking.locator}
                {showsTraveller && ` · ${booking.traveller.name}`}
              </p>
              {bookedForText(booking) && <p className="booking-list__meta">{bookedForText(booking)}</p>}
              {(booking.projectClient || booking.expenseType) && (
                <p className="booking-list__meta">
                  {[
                    booking.projectClient && `Cliente del proyecto: ${booking.projectClient.name}`,
                    booking.expenseType && `Tipo de gasto: ${booking.expenseType.name}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
            </div>
            <div className="booking-list__side">
              <BookingStatusChip status={booking.status} />
              <strong className="booking-list__total">{formatCop(booking.total)}</strong>
              <PolicyStatus isWithin={booking.withinPolicy} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
