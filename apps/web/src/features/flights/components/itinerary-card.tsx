import {
  type CarriedBags,
  daysBetween,
  directionSegments,
  type FlightResult,
  formatCop,
  formatDuration,
  stopsCount,
  toHourMinute,
} from '@travesia/domain';
import { memo, useId, useState } from 'react';
import { PolicyStatus } from '../../../components/policy-status/policy-status';
import { useAirlineNames } from '../hooks/use-airline-names';
import { AirlineLogo } from './airline-logo';
import { FlightEmissions } from './flight-emissions';
import { SegmentInfoPanel } from './segment-info-panel';

/** What the shown price includes beyond the fare: the bags the search asked for, or nothing to say. */
export function searchedBagsNote({ hand, hold }: CarriedBags): string | null {
  const bags = [
    ...(hand > 0 ? ['equipaje de mano'] : []),
    ...(hold > 0 ? [`${hold} ${hold === 1 ? 'maleta facturada' : 'maletas facturadas'}`] : []),
  ];
  return bags.length === 0 ? null : `Incluye ${bags.join(' y ')} por pasajero`;
}

export function stopsLabel(stops: number): string {
  if (stops === 0) return 'Directo';
  return stops === 1 ? '1 escala' : `${stops} escalas`;
}

interface ItineraryCardProps {
  result: FlightResult;
  /** Which direction the card shows: the outbound (0) or the return (1). */
  direction: 0 | 1;
  /** Text above the price, e.g. 'Total, 1 pasajero' or 'Desde, ida y vuelta'. */
  priceCaption: string;
  /** Text under the price, e.g. 'Incluye equipaje de mano por pasajero'; null says nothing. */
  priceNote: string | null;
  /** The signed-in user's policy verdict, null when unverified; absent for a visitor (no indicator). */
  isWithinPolicy?: boolean | null;
  onSelect: (result: FlightResult) => void;
}

/**
 * One itinerary of the results (issue 4): times with '+1' for a next-day arrival, duration, stops,
 * carriers with logos, estimated CO₂e (issue 13), price and policy; 'Ver detalle' opens the segment info of spec §2.9. Plain
 * elements, not Ionic components: a results list may hold hundreds of cards.
 */
export const ItineraryCard = memo(function ItineraryCard({
  result,
  direction,
  priceCaption,
  priceNote,
  isWithinPolicy,
  onSelect,
}: ItineraryCardProps) {
  const id = useId();
  const [isDetailOpen, setDetailOpen] = useState(false);
  const airlines = useAirlineNames();
  const segments = directionSegments(result, direction);
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return null;

  const stops = stopsCount(result, direction);
  const connections = segments.slice(0, -1).map((segment) => segment.flyTo);
  const technicalStops = segments.flatMap((segment) =>
    segment.technical_stop ? [segment.technical_stop.iataCode] : [],
  );
  const carriers = [...new Set(segments.map((segment) => segment.airline))];
  const dayOffset = daysBetween(first.local_departure.slice(0, 10), last.local_arrival.slice(0, 10));
  const duration = direction === 0 ? result.duration.departure : result.duration.return;
  const flightNumbers = segments.map((segment) => `${segment.airline}${segment.flight_no}`).join(', ');

  return (
    <article className="itinerary-card" aria-labelledby={`${id}-title`}>
      <div className="itinerary-card__main">
        <div className="itinerary-card__carriers">
          {carriers.map((carrier) => (
            <AirlineLogo key={carrier} carrier={carrier} />
          ))}
          <span className="itinerary-card__flight-numbers">
            {carriers.map(airlines.name).join(' · ')} · {flightNumbers}
          </span>
        </div>
        <h3 id={`${id}-title`} className="itinerary-card__times">
          <span className="itinerary-card__time">
            <strong>{toHourMinute(first.local_departure)}</strong> {first.flyFrom}
          </span>
          <span aria-hidden="true" className="itinerary-card__arrow">
            →
          </span>
          <span className="visually-hidden"> a </span>
          <span className="itinerary-card__time">
            <strong>{toHourMinute(last.local_arrival)}</strong>
            {dayOffset > 0 && (
              <>
                <sup className="itinerary-card__next-day" aria-hidden="true">
                  +{dayOffset}
                </sup>
                <span className="visually-hidden">
                  {` (llega ${dayOffset === 1 ? 'al día siguiente' : `${dayOffset} días después`})`}
                </span>
              </>
            )}{' '}
            {last.flyTo}
          </span>
        </h3>
        <p className="itinerary-card__facts">
          <span>{formatDuration(duration / 60)}</span>
          <span className={stops === 0 ? 'itinerary-card__direct' : undefined}>
            {stopsLabel(stops)}
            {connections.length > 0 && ` por ${connections.join(', ')}`}
          </span>
          {technicalStops.length > 0 && <span>Parada técnica en {technicalStops.join(', ')}</span>}
        </p>
        <FlightEmissions result={result} direction={direction} />
      </div>
      <div className="itinerary-card__side">
        <p className="itinerary-card__price">
          <span className="itinerary-card__price-caption">{priceCaption}</span>
          <strong>{formatCop(result.price)}</strong>
          {priceNote && <span className="itinerary-card__price-note">{priceNote}</span>}
        </p>
        {isWithinPolicy !== undefined && <PolicyStatus isWithin={isWithinPolicy} />}
        <div className="itinerary-card__actions">
          <button
            type="button"
            className="flight-button flight-button--outline"
            aria-expanded={isDetailOpen}
            aria-controls={`${id}-detail`}
            aria-describedby={`${id}-title`}
            onClick={() => setDetailOpen((open) => !open)}
          >
            Ver detalle
          </button>
          <button
            type="button"
            className="flight-button"
            aria-describedby={`${id}-title`}
            onClick={() => onSelect(result)}
          >
            Seleccionar
          </button>
        </div>
      </div>
      <div id={`${id}-detail`} className="itinerary-card__detail" hidden={!isDetailOpen}>
        {isDetailOpen && <SegmentInfoPanel segments={segments} />}
      </div>
    </article>
  );
});
