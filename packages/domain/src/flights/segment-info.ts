import type { FlightRouteSegment } from './flight-api';

/** Spec §3 flight segment, as the segment info panel shows it. */
export interface FlightSegmentInfo {
  operatingCarrier: string;
  marketingCarrier: string;
  numberTrip: string;
  iataFrom: string;
  iataTo: string;
  aircraft: string | null;
  technicalStop?: { iataCode: string };
  /** Durations in the 'PT1H05M' form; `formatStopDuration` shows them as '1 h 5 min'. */
  stops: { iataCode: string; duration: string }[];
}

export function toSegmentInfo(segment: FlightRouteSegment): FlightSegmentInfo {
  const stop = segment.technical_stop;
  return {
    operatingCarrier: segment.operating_carrier,
    marketingCarrier: segment.airline,
    numberTrip: `${segment.airline}${segment.flight_no}`,
    iataFrom: segment.flyFrom,
    iataTo: segment.flyTo,
    aircraft: segment.equipment,
    ...(stop ? { technicalStop: { iataCode: stop.iataCode } } : {}),
    stops: stop ? [{ iataCode: stop.iataCode, duration: stop.duration }] : [],
  };
}
