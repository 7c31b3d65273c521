import { type LocateAirport, withFlightEmissions } from '../emissions/flight-result-emissions';
import type { FlightResult } from '../flights/flight-api';
import { seatedPassengers } from '../flights/flight-search';
import type { FlightPassengers } from '../flights/flight-search-request';

/*
 * What a booking records for the reports when it is made (decision 026), derived by the server from what it
 * re-priced and signed, never from what the client says.
 */

/**
 * The lowest fare a search showed: the cheapest fare family of the cheapest itinerary, for the searched passengers,
 * luggage apart (so it compares with the chosen family's price); null when the search found nothing.
 */
export function lowestFareOf(
  results: readonly Pick<FlightResult, 'price' | 'fareFamilies'>[],
): number | null {
  let lowest: number | null = null;
  for (const result of results) {
    const fare = result.fareFamilies[0]?.price ?? result.price;
    if (lowest === null || fare < lowest) lowest = fare;
  }
  return lowest;
}

/** Missed savings: what the chosen fare costs above the lowest one shown for the same trip (never negative). */
export function missedSavingsOf(chosenFare: number, lowestFare: number): number {
  return Math.max(0, chosenFare - lowestFare);
}

/** Same travellers: the lowest fare was priced for exactly the passengers who book. */
export function isSameParty(a: FlightPassengers, b: FlightPassengers): boolean {
  return a.adults === b.adults && a.children === b.children && a.infants === b.infants;
}

/**
 * Whole kg CO₂e of a booked itinerary: each direction's estimate per passenger (decision 024) for every passenger
 * with a seat (an infant on a lap adds none); null when an airport of it is unknown.
 */
export function flightTripCo2Kg(
  itinerary: FlightResult,
  passengers: FlightPassengers,
  locate: LocateAirport,
): number | null {
  const emissions = withFlightEmissions([itinerary], locate)[0]?.emissions;
  if (!emissions) return null;
  return (emissions.outboundKg + (emissions.returnKg ?? 0)) * seatedPassengers(passengers);
}

/** 'BOG-MAD': the outbound's origin and destination, as the reports group routes. */
export function routeOf(itinerary: Pick<FlightResult, 'flyFrom' | 'flyTo'>): string {
  return `${itinerary.flyFrom}-${itinerary.flyTo}`;
}

/** The airline that sells the trip: the marketing carrier of its first leg. */
export function sellingAirlineOf(itinerary: Pick<FlightResult, 'route' | 'airlines'>): string | null {
  return itinerary.route[0]?.airline ?? itinerary.airlines[0] ?? null;
}
