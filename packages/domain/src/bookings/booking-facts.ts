import { findAirport } from '../airports/airport-list';
import { hotelStayEmissions } from '../emissions/hotel-emissions';
import type { FareFamily, FlightResult } from '../flights/flight-api';
import type { FlightBooking } from '../flights/flight-booking';
import {
  departureDateOf,
  flightPolicyPrice,
  isNationalFlight,
  lastFlightDateOf,
} from '../flights/flight-policy';
import type { FlightPassengers } from '../flights/flight-search-request';
import { countNights, pricePerNight } from '../hotels/stay';
import { isNationalTrip, isShortNotice, isWithinPolicy, type PolicyRule } from '../policies/policy-check';
import { flightTripCo2Kg, missedSavingsOf, routeOf, sellingAirlineOf } from '../reports/booking-report-facts';

/*
 * What a booking stores beside what was booked, worked out once from what the server priced: its dates, the policy's
 * verdict and what the reports read (decision 026). The booking use cases and the demo history both derive them here
 * (decision 050), so a seeded trip is one the API would have stored.
 */

/** What the reports read of a booking, as stored with it. */
export interface BookingReportFacts {
  lowestFare: number | null;
  missedSavings: number | null;
  publicRate: number | null;
  co2Kg: number | null;
  isInternational: boolean;
  isShortNotice: boolean;
  vendor: string | null;
  vendorName: string | null;
  route: string | null;
  destination: string | null;
  roomNights: number | null;
}

export interface BookingFacts {
  /** `YYYY-MM-DD`: the first departure or the check-in; advance purchase counts to it. */
  startsOn: string;
  /** `YYYY-MM-DD`: the last departure or the check-out. */
  endsOn: string;
  isNational: boolean;
  isWithinPolicy: boolean;
  reportFacts: BookingReportFacts;
}

export interface FlightFactsInput {
  itinerary: FlightResult;
  family: FareFamily;
  passengers: FlightPassengers;
  /** The traveller's flight rules; the first covering one decides. */
  rules: readonly PolicyRule[];
  /** The lowest fare the search showed for this party; null when unknown. */
  lowestFare: number | null;
  /** When it is booked (now, for the API). */
  now?: Date;
}

/** A flight booking's dates, policy verdict and report facts. */
export function flightBookingFacts({
  itinerary,
  family,
  passengers,
  rules,
  lowestFare,
  now = new Date(),
}: FlightFactsInput): BookingFacts {
  // The supplier's itinerary, built from the legs it checked against the search: never the client's say-so.
  const isNational = isNationalFlight(itinerary);
  const startsOn = departureDateOf(itinerary);
  const policy = { startsAt: startsOn, rules, isNational, now };
  return {
    startsOn,
    endsOn: lastFlightDateOf(itinerary),
    isNational,
    isWithinPolicy: isWithinPolicy({ ...policy, price: flightPolicyPrice(family) }),
    reportFacts: {
      lowestFare,
      missedSavings: lowestFare === null ? null : missedSavingsOf(family.price, lowestFare),
      publicRate: null,
      co2Kg: flightTripCo2Kg(itinerary, passengers, findAirport),
      isInternational: !isNational,
      isShortNotice: isShortNotice(policy),
      vendor: sellingAirlineOf(itinerary),
      vendorName: null,
      route: routeOf(itinerary),
      destination: itinerary.flyTo,
      roomNights: null,
    },
  };
}

/**
 * A fare family's price split into fare and taxes, and the chargeable luggage: the supplier states taxes and fees for
 * the cheapest family's price, and every family carries the same share.
 */
export function flightFareBreakdown(
  itinerary: Pick<FlightResult, 'price' | 'price_dropdown' | 'fareFamilies'>,
  family: Pick<FareFamily, 'price'>,
  luggage: number,
): FlightBooking['breakdown'] {
  const cheapestPrice = itinerary.fareFamilies[0]?.price ?? itinerary.price;
  const taxes =
    cheapestPrice > 0 ? Math.round((family.price * itinerary.price_dropdown.fees) / cheapestPrice) : 0;
  return { fare: family.price - taxes, luggage, taxes };
}

export interface HotelFactsInput {
  hotel: { code: string; name: string; iata: string; country: string; stars: number };
  /** The booking company's country: a stay there is national. */
  companyCountry: string | null;
  stay: { checkIn: string; checkOut: string };
  rooms: number;
  /** What the rooms cost for the whole stay. */
  total: number;
  /** The traveller's hotel rules; the first covering one decides. */
  rules: readonly PolicyRule[];
  /** At a negotiated rate: the hotel's public rate per room and night, when the company recorded it. */
  publicNightlyRate: number | null;
  now?: Date;
}

/** A stay's nights, dates, policy verdict (its price per night and stars) and report facts. */
export function hotelBookingFacts({
  hotel,
  companyCountry,
  stay,
  rooms,
  total,
  rules,
  publicNightlyRate,
  now = new Date(),
}: HotelFactsInput): BookingFacts & { nights: number } {
  const nights = countNights(stay.checkIn, stay.checkOut);
  const isNational = isNationalTrip(hotel.country, companyCountry);
  const policy = { startsAt: stay.checkIn, rules, isNational, now };
  // The stay's estimate by the destination's country (decision 024).
  const country = findAirport(hotel.iata)?.countryCode;
  return {
    nights,
    startsOn: stay.checkIn,
    endsOn: stay.checkOut,
    isNational,
    isWithinPolicy: isWithinPolicy({ ...policy, price: pricePerNight(total, nights), stars: hotel.stars }),
    reportFacts: {
      lowestFare: null,
      missedSavings: null,
      publicRate: publicNightlyRate === null ? null : publicNightlyRate * nights * rooms,
      co2Kg: country ? hotelStayEmissions(country, nights, rooms).stayKg : null,
      isInternational: !isNational,
      isShortNotice: isShortNotice(policy),
      vendor: hotel.code,
      vendorName: hotel.name,
      route: null,
      destination: hotel.iata,
      roomNights: nights * rooms,
    },
  };
}
