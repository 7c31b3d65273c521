import type { FlightResult, FlightRouteSegment } from './flight-api';
import { directionSegments } from './flight-format';

/** The flights of one direction and when each leaves: 'AV9301@2026-12-05T06:00:00.000Z|…'. */
export function directionKey(
  segments: readonly Pick<FlightRouteSegment, 'airline' | 'flight_no' | 'local_departure'>[],
): string {
  return segments
    .map((segment) => `${segment.airline}${segment.flight_no}@${segment.local_departure}`)
    .join('|');
}

/**
 * Round-trip results come as outbound × return combinations; the traveller picks the outbound first,
 * so combinations sharing the same outbound legs are one choice, and its returns are asked for by this key.
 */
export function outboundKey(result: Pick<FlightResult, 'route'>): string {
  return directionKey(directionSegments(result, 0));
}

/** One result per outbound (its cheapest combination), in the order outbounds first appear. */
export function outboundChoices(results: readonly FlightResult[]): FlightResult[] {
  const cheapest = new Map<string, FlightResult>();
  for (const result of results) {
    const key = outboundKey(result);
    const current = cheapest.get(key);
    if (!current || result.price < current.price) cheapest.set(key, result);
  }
  return [...cheapest.values()];
}

/** Every combination that flies the chosen outbound; each one is a return option with its own price. */
export function returnChoicesFor(results: readonly FlightResult[], key: string): FlightResult[] {
  return results.filter((result) => outboundKey(result) === key);
}
