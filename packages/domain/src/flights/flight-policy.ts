import type { FareFamily, FlightResult } from './flight-api';

/**
 * National when origin and destination are in the same country (issue 4 decision: the original's
 * fixed `false` for flights was a defect), wherever the connections are.
 */
export function isNationalFlight(result: Pick<FlightResult, 'countryFrom' | 'countryTo'>): boolean {
  return result.countryFrom.code === result.countryTo.code;
}

/** The policy caps the traveller's own ticket: one adult fare, companions and luggage excluded. */
export function flightPolicyPrice(family: FareFamily): number {
  return family.fare.adults;
}

/** Local date (YYYY-MM-DD) of the first outbound leg: advance purchase counts to it. */
export function departureDateOf(result: Pick<FlightResult, 'route' | 'local_departure'>): string {
  const first = result.route.find((segment) => segment.return === 0) ?? result.route[0];
  return (first?.local_departure ?? result.local_departure).slice(0, 10);
}

/** Local date of the last leg's departure (the return, if any): passenger types go by age on it (spec §9). */
export function lastFlightDateOf(result: Pick<FlightResult, 'route' | 'local_departure'>): string {
  return (result.route.at(-1)?.local_departure ?? result.local_departure).slice(0, 10);
}
