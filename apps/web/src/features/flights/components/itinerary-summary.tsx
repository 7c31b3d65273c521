import { IonIcon } from '@ionic/react';
import {
  daysBetween,
  directionSegments,
  type FlightResult,
  formatDuration,
  formatFlightDate,
  layoverBetween,
  stopsCount,
  toHourMinute,
} from '@travesia/domain';
import { airplaneOutline } from 'ionicons/icons';
import { AirlineLogo } from './airline-logo';
import { stopsLabel } from './itinerary-card';

const DIRECTIONS = [
  { direction: 0, label: 'Ida' },
  { direction: 1, label: 'Regreso' },
] as const;

/** The itinerary at a glance, per direction: date, times, airports, duration, stops and flight numbers. */
export function ItinerarySummary({ itinerary }: { itinerary: Pick<FlightResult, 'route' | 'duration'> }) {
  return (
    <div className="flight-itinerary">
      {DIRECTIONS.map(({ direction, label }) => {
        const legs = directionSegments(itinerary, direction);
        const first = legs[0];
        const last = legs[legs.length - 1];
        if (!first || !last) return null;
        const stops = stopsCount(itinerary, direction);
        const extraDays = daysBetween(first.local_departure.slice(0, 10), last.local_arrival.slice(0, 10));
        const seconds = direction === 0 ? itinerary.duration.departure : itinerary.duration.return;
        return (
          <section key={direction} className="flight-itinerary__direction" aria-label={label}>
            <p className="flight-itinerary__title">
              <IonIcon
                icon={airplaneOutline}
                aria-hidden="true"
                className={direction === 1 ? 'flight-itinerary__icon--return' : undefined}
              />
              <strong>{label}</strong> · {formatFlightDate(first.local_departure)}
            </p>
            <div className="flight-itinerary__times">
              <div>
                <time className="flight-itinerary__time" dateTime={first.local_departure.slice(0, 16)}>
                  {toHourMinute(first.local_departure)}
                </time>
                <span className="flight-itinerary__place">
                  {first.flyFrom} <span className="flight-itinerary__city">{first.cityFrom}</span>
                </span>
              </div>
              <div className="flight-itinerary__middle">
                <span>{formatDuration(seconds / 60)}</span>
                <span className="flight-itinerary__line" aria-hidden="true" />
                <span>{stopsLabel(stops)}</span>
              </div>
              <div className="flight-itinerary__arrival">
                <time className="flight-itinerary__time" dateTime={last.local_arrival.slice(0, 16)}>
                  {toHourMinute(last.local_arrival)}
                  {extraDays > 0 && (
                    <>
                      <sup aria-hidden="true">+{extraDays}</sup>
                      <span className="visually-hidden">
                        {extraDays === 1 ? ' (al día siguiente)' : ` (${extraDays} días después)`}
                      </span>
                    </>
                  )}
                </time>
                <span className="flight-itinerary__place">
                  {last.flyTo} <span className="flight-itinerary__city">{last.cityTo}</span>
                </span>
              </div>
            </div>
            <ul className="flight-itinerary__legs">
              {legs.map((leg, index) => {
                const next = legs[index + 1];
                return (
                  <li key={leg.id}>
                    <AirlineLogo carrier={leg.airline} isDecorative />
                    Vuelo {leg.airline} {leg.flight_no} · {leg.flyFrom} → {leg.flyTo}
                    {leg.operating_carrier && leg.operating_carrier !== leg.airline
                      ? ` · operado por ${leg.operating_carrier}`
                      : ''}
                    {next && (
                      <span className="flight-itinerary__layover">
                        Escala en {leg.cityTo} ({leg.flyTo}): {layoverBetween(leg, next)}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
