import '../../../components/card/card.css';
import { BOOKING_TYPE_LABELS, bookedForText, formatCop, type Trip } from '@travesia/domain';
import { Link } from 'react-router-dom';
import { BookingStatusChip } from '../../../components/booking-status-chip/booking-status-chip';
import { formatTripDays } from '../../../lib/dates/format-dates';

/**
 * One trip of Mis Viajes: its name (to the trip's page, when it has more than a booking of its own), when, whose,
 * its total, and its bookings in time order, each to its own detail.
 */
export function TripCard({ trip, showsTraveller }: { trip: Trip; showsTraveller: boolean }) {
  const headingId = `trip-${trip.id ?? trip.items[0]?.id}`;
  const bookedFor = trip.items.map(bookedForText).find(Boolean);
  return (
    <li className="card trip-card" aria-labelledby={headingId}>
      <div className="trip-card__top">
        <div className="trip-card__main">
          <h2 id={headingId} className="trip-card__title">
            {trip.id ? <Link to={`/trips/${trip.id}`}>{trip.name}</Link> : trip.name}
          </h2>
          <p className="trip-card__meta">
            {formatTripDays(trip.startsOn, trip.endsOn)}
            {showsTraveller && ` · ${trip.traveller.name}`}
          </p>
          {bookedFor && <p className="trip-card__meta">{bookedFor}</p>}
        </div>
        <strong className="trip-card__total">{formatCop(trip.total)}</strong>
      </div>
      <ol className="trip-card__items" aria-label={`Reservas de ${trip.name}`}>
        {trip.items.map((item) => (
          <li key={item.id} className="trip-card__item">
            <Link to={`/bookings/${item.id}`} className="trip-card__item-link">
              <span className="trip-card__item-kind">{BOOKING_TYPE_LABELS[item.type]}</span>
              <span className="trip-card__item-title">
                {item.title}
                <span className="trip-card__item-days">
                  {' '}
                  · {formatTripDays(item.startsOn, item.endsOn)} · {item.locator}
                </span>
              </span>
            </Link>
            <BookingStatusChip status={item.status} />
          </li>
        ))}
      </ol>
    </li>
  );
}
