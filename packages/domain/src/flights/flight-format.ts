import type { FlightResult, FlightRouteSegment } from './flight-api';

/** Legs of one direction (0 outbound, 1 return) in flying order. */
export function directionSegments(
  result: Pick<FlightResult, 'route'>,
  direction: 0 | 1,
): FlightRouteSegment[] {
  return result.route.filter((segment) => segment.return === direction);
}

/** Connections between legs; technical stops keep passengers on board and do not count. */
export function stopsCount(result: Pick<FlightResult, 'route'>, direction: 0 | 1): number {
  return Math.max(0, directionSegments(result, direction).length - 1);
}

/**
 * Minutes → '55 min', '1 h', '1 h 20 min': the one way the app writes a duration (a flight, a direction door to
 * door, a technical stop, a layover), in Spanish as it is said (issue 36).
 */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Spec §2.9: stop durations arrive in ISO-like form ('PT1H05M') and are shown without the 'PT', as every other
 * duration ('1 h 5 min'); a form that is not hours and minutes is shown as it came.
 */
export function formatStopDuration(iso: string): string {
  const match = /^(?:PT)?(?:(\d+)H)?(?:(\d+)M)?$/i.exec(iso.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return iso.replace(/^PT/, '');
  return formatDuration(Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0));
}

/**
 * Local times are wall-clock readings written with a Z (Kiwi style), so they are read as text, never
 * converted through a time zone.
 */
export function toDdmmyy(localIso: string): string {
  return `${localIso.slice(8, 10)}${localIso.slice(5, 7)}${localIso.slice(2, 4)}`;
}

export function toHourMinute(localIso: string): string {
  return localIso.slice(11, 16);
}

function minutesOf(ddmmyy: string, hourMinute: string): number {
  const day = Number(ddmmyy.slice(0, 2));
  const month = Number(ddmmyy.slice(2, 4));
  const year = 2000 + Number(ddmmyy.slice(4, 6));
  const [hours = 0, minutes = 0] = hourMinute.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hours, minutes) / 60_000;
}

/**
 * Spec §2.9: layover from ddmmyy dates and HH:mm times, written as every duration is ('55 min', '1 h 20 min';
 * issue 36 replaced the spec's 'Xd Xh Xm', which read '0d 0h 55m'). Both ends are local times, so a change of time
 * zone between legs is absorbed; a negative gap reads 0 min.
 */
export function formatLayover(
  arrivalDate: string,
  arrivalTime: string,
  departureDate: string,
  departureTime: string,
): string {
  return formatDuration(minutesOf(departureDate, departureTime) - minutesOf(arrivalDate, arrivalTime));
}

/** Time on the ground between two consecutive legs, at the airport where they meet. */
export function layoverBetween(arriving: FlightRouteSegment, leaving: FlightRouteSegment): string {
  return formatLayover(
    toDdmmyy(arriving.local_arrival),
    toHourMinute(arriving.local_arrival),
    toDdmmyy(leaving.local_departure),
    toHourMinute(leaving.local_departure),
  );
}

/** Spec §2.9: codes outside the airport list (rail connections, empty) read as a train station. */
export const TRAIN_STATION_LABEL = 'Estación de tren';

export function stationName(
  iata: string | null | undefined,
  findName: (iata: string) => string | undefined,
): string {
  const code = iata?.trim();
  return (code && findName(code)) || TRAIN_STATION_LABEL;
}

/** Spec §2.9: carrier logos come from Kiwi's image service, 32×32 PNG. */
export function airlineLogoUrl(carrier: string): string {
  return `https://images.kiwi.com/airlines/32/${encodeURIComponent(carrier)}.png`;
}
