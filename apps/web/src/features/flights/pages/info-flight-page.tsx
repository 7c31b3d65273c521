import '../flights.css';
import { CABIN_LABELS, directionSegments, formatDuration, stopsCount } from '@travesia/domain';
import { Link } from 'react-router-dom';
import { BookingForBanner } from '../../../components/booking-for/booking-for-banner';
import { PageLayout } from '../../../components/page-layout';
import { stopsLabel } from '../components/itinerary-card';
import { SegmentInfoPanel } from '../components/segment-info-panel';
import { useFlightBooking } from '../state/flight-booking-store';

const DIRECTIONS = [
  { direction: 0, title: 'Vuelo de ida' },
  { direction: 1, title: 'Vuelo de regreso' },
] as const;

/** /info-flight: every leg of the chosen itinerary with its segment information (spec §2.9). */
export function InfoFlightPage() {
  const booking = useFlightBooking();

  if (!booking) {
    return (
      <PageLayout title="Información del vuelo">
        <section className="flight-message">
          <h1>Información del vuelo</h1>
          <p>Aún no has elegido un vuelo.</p>
          <Link to="/flight-home" className="flight-button">
            Buscar vuelos
          </Link>
        </section>
      </PageLayout>
    );
  }

  const { itinerary } = booking;
  return (
    <PageLayout title="Información del vuelo">
      <div className="info-flight">
        <h1>Información del vuelo</h1>
        <BookingForBanner />
        <p className="flight-results__summary">
          {itinerary.cityFrom} ({itinerary.flyFrom}) → {itinerary.cityTo} ({itinerary.flyTo}) ·{' '}
          {CABIN_LABELS[itinerary.cabin]}
        </p>
        {DIRECTIONS.map(({ direction, title }) => {
          const segments = directionSegments(itinerary, direction);
          if (segments.length === 0) return null;
          const duration = direction === 0 ? itinerary.duration.departure : itinerary.duration.return;
          return (
            <section
              key={direction}
              className="info-flight__direction"
              aria-labelledby={`direction-${direction}`}
            >
              <h2 id={`direction-${direction}`}>{title}</h2>
              <p className="info-flight__facts">
                {formatDuration(duration / 60)} · {stopsLabel(stopsCount(itinerary, direction))}
              </p>
              <SegmentInfoPanel segments={segments} />
            </section>
          );
        })}
        <Link to="/flight-upsell" className="flight-button">
          Continuar con la reserva
        </Link>
      </div>
    </PageLayout>
  );
}
