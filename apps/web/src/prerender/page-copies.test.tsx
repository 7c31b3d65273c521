import { type HotelResultsPageData, pageCopiesOf } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { buildHotelResult } from '../features/hotels/testing/hotel-fixtures';
import { pageCopies } from './page-copies';

const DATA: HotelResultsPageData = {
  criteria: {
    destination: 'BOG',
    checkIn: '2031-03-10',
    checkOut: '2031-03-12',
    rooms: 1,
    adults: 2,
    childAges: [],
    infants: 0,
  },
  results: [
    buildHotelResult({ code: 'A', name: 'Hotel Andino', images: ['/img/andino.jpg'] }),
    buildHotelResult({ code: 'B', name: 'Casa Candelaria', images: ['/img/candelaria.jpg'] }),
    buildHotelResult({ code: 'C', name: 'Sin Fotos Inn', images: [] }),
  ],
  place: {
    iata: 'BOG',
    airport: 'Aeropuerto Internacional El Dorado',
    city: 'Bogotá',
    country: 'Colombia',
    countryCode: 'CO',
    size: 'large',
  },
};

describe('the page copies the API draws (decision 032)', () => {
  it('are the module the API loads through the domain’s contract', () => {
    expect(pageCopiesOf({ pageCopies })).toBe(pageCopies);
  });

  it('draw the hotel results with their pictures, the first one hinted for the head', () => {
    const { head, body } = pageCopies['hotel-results'](DATA);
    expect(head).toMatch(
      /^<link rel="preload" as="image" href="\/img\/andino\.jpg"[^>]*fetchPriority="high"/,
    );
    expect(body).not.toContain('<link');
    expect(body).toContain('Hoteles en Bogotá');
    expect(body).toContain('Hotel Andino');
    expect(body).toContain('Casa Candelaria');
    expect(body).not.toContain('Sin Fotos Inn');
  });
});
