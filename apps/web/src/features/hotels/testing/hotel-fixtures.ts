import type { HotelResult } from '@travesia/domain';

export const SEARCH_PATTERN = ':destination/:checkIn/:checkOut/:rooms/:adults';

export function buildHotelResult(overrides: Partial<HotelResult> = {}): HotelResult {
  return {
    code: 'H-1',
    name: 'Hotel Poblado Plaza',
    latitude: 6.2,
    longitude: -75.57,
    images: ['/img/1.jpg', '/img/2.jpg'],
    minRate: 640_000,
    currency: 'COP',
    breakfast: true,
    stars: 4,
    ...overrides,
  };
}

/** Names in the order the cards show them. */
export function cardNames(): string[] {
  return Array.from(document.querySelectorAll('.hotel-card__name'), (heading) => heading.textContent ?? '');
}

/** What GET /api/airports/BOG answers: the results pages name their destination from it. */
export const BOGOTA_AIRPORT_ROUTE = {
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
} as const;
