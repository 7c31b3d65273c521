import {
  type FlightRouteSegment,
  formatStopDuration,
  layoverBetween,
  stationName,
  TRAIN_STATION_LABEL,
  toHourMinute,
  toSegmentInfo,
} from '@travesia/domain';
import { Fragment } from 'react';
import { useAirlineNames } from '../hooks/use-airline-names';
import { type AirportNames, useAirportNames } from '../hooks/use-airport-names';
import { AirlineLogo } from './airline-logo';

/** 'BOG · Aeropuerto El Dorado'; only the code while the airport list is still arriving. */
function placeLabel(iata: string | null | undefined, names: AirportNames | null): string {
  const code = iata?.trim();
  if (!code) return TRAIN_STATION_LABEL;
  return names ? `${code} · ${stationName(code, names.airportName)}` : code;
}

interface SegmentInfoPanelProps {
  /** The legs of one direction, in flying order. */
  segments: readonly FlightRouteSegment[];
  id?: string;
}

/**
 * Spec §2.9 flight segment info: for every leg the operating and marketing carrier, trip number, origin
 * and destination (IATA with the airport name, 'Estación de tren' when unknown), aircraft, technical
 * stop and stop durations without 'PT'; between legs, the layover ('1 h 20 min').
 */
export function SegmentInfoPanel({ segments, id }: SegmentInfoPanelProps) {
  const names = useAirportNames();
  const airlines = useAirlineNames();
  return (
    <ol className="segment-info" id={id} aria-label="Detalle de los tramos">
      {segments.map((segment, index) => {
        const info = toSegmentInfo(segment);
        const next = segments[index + 1];
        return (
          <Fragment key={segment.id}>
            <li className="segment-info__leg">
              <div className="segment-info__header">
                <AirlineLogo carrier={info.marketingCarrier} />
                <span className="segment-info__trip">
                  Vuelo {info.numberTrip} · {toHourMinute(segment.local_departure)} –{' '}
                  {toHourMinute(segment.local_arrival)}
                </span>
              </div>
              <dl className="segment-info__facts">
                <dt>Aerolínea operadora</dt>
                <dd>{airlines.label(info.operatingCarrier)}</dd>
                <dt>Aerolínea comercializadora</dt>
                <dd>{airlines.label(info.marketingCarrier)}</dd>
                <dt>Número de vuelo</dt>
                <dd>{info.numberTrip}</dd>
                <dt>Origen</dt>
                <dd>{placeLabel(info.iataFrom, names)}</dd>
                <dt>Destino</dt>
                <dd>{placeLabel(info.iataTo, names)}</dd>
                <dt>Aeronave</dt>
                <dd>{info.aircraft ?? 'No informada'}</dd>
                {info.technicalStop && (
                  <>
                    <dt>Parada técnica</dt>
                    <dd>{placeLabel(info.technicalStop.iataCode, names)}</dd>
                  </>
                )}
                {info.stops.map((stop) => (
                  <Fragment key={`${stop.iataCode}-${stop.duration}`}>
                    <dt>Escala en {stop.iataCode}</dt>
                    <dd>{formatStopDuration(stop.duration)}</dd>
                  </Fragment>
                ))}
              </dl>
            </li>
            {next && (
              <li className="segment-info__layover">
                Conexión en {placeLabel(segment.flyTo, names)}: tiempo de espera{' '}
                <strong>{layoverBetween(segment, next)}</strong>
              </li>
            )}
          </Fragment>
        );
      })}
    </ol>
  );
}
