import type { FlightResult } from '@travesia/domain';
import { buildLeg } from '@travesia/domain/testing';
import { mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { FlightResultsPage } from '../pages/flight-results-page';
import { buildPricedItinerary } from './flight-search-fixtures';

/** The one-way search the flight results page tests run, its three itineraries and the helpers that read its cards. */
export const ONE_WAY_ROUTE =
  '/shop/flights/results/oneway/:origin/:destination/:date/:adults/:children/:infants';
export const ROUND_TRIP_ROUTE =
  '/shop/flights/results/roundtrip/:origin/:destination/:dateDeparture/:dateReturn/:adults/:children/:infants';
export const ONE_WAY_PATH = '/shop/flights/results/oneway/BOG/MDE/2027-03-10/1/0/0';
export const SUPPLIER_DOWN = 'El proveedor de vuelos no responde. Intenta de nuevo en unos minutos.';

export const MORNING = buildPricedItinerary(
  [
    buildLeg({
      from: 'BOG',
      to: 'MDE',
      departs: '2027-03-10T06:05',
      arrives: '2027-03-10T07:10',
      flightNo: 9301,
    }),
  ],
  400_000,
);
export const EVENING = buildPricedItinerary(
  [
    buildLeg({
      from: 'BOG',
      to: 'MDE',
      departs: '2027-03-10T19:30',
      arrives: '2027-03-10T20:30',
      airline: 'LA',
      flightNo: 4101,
    }),
  ],
  300_000,
);
export const VIA_PANAMA = buildPricedItinerary(
  [
    buildLeg({
      from: 'BOG',
      to: 'PTY',
      departs: '2027-03-10T21:00',
      arrives: '2027-03-10T22:40',
      airline: 'CM',
      flightNo: 101,
    }),
    buildLeg({
      from: 'PTY',
      to: 'MDE',
      departs: '2027-03-10T23:50',
      arrives: '2027-03-11T01:10',
      airline: 'CM',
      flightNo: 202,
    }),
  ],
  250_000,
);
export const ONE_WAY_RESULTS = [MORNING, EVENING, VIA_PANAMA];

export function renderOneWay(path = ONE_WAY_PATH) {
  return renderWithProviders(<FlightResultsPage />, { path, routePath: ONE_WAY_ROUTE });
}

/** What GET /api/airports/:iata answers for the route's two airports: the page's heading names their cities. */
export const ROUTE_AIRPORTS = {
  'GET /api/airports/BOG': {
    status: 200,
    body: {
      iata: 'BOG',
      airport: 'Aeropuerto Internacional El Dorado',
      city: 'Bogotá',
      country: 'Colombia',
      countryCode: 'CO',
      size: 'large',
    },
  },
  'GET /api/airports/MDE': {
    status: 200,
    body: {
      iata: 'MDE',
      airport: 'Aeropuerto Internacional José María Córdova',
      city: 'Medellín',
      country: 'Colombia',
      countryCode: 'CO',
      size: 'large',
    },
  },
} as const;

export function searchAnswers(results: FlightResult[]) {
  return mockFetch({ 'POST /api/flights/search': { status: 200, body: { results } }, ...ROUTE_AIRPORTS });
}

/** Card prices as numbers (formatCop writes '$ 450.000'). */
export function cardPrices(): number[] {
  return Array.from(document.querySelectorAll('.itinerary-card__price strong'), (price) =>
    Number((price.textContent ?? '').replace(/\D/g, '')),
  );
}
