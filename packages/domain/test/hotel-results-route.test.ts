import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHILD_AGES,
  criteriaFromRoute,
  type HotelSearchCriteria,
  hotelRoutes,
  hotelSearchRequestOf,
  hotelSearchRequestSchema,
} from '../src';

const FAMILY: HotelSearchCriteria = {
  destination: 'MDE',
  checkIn: '2030-03-10',
  checkOut: '2030-03-12',
  rooms: 1,
  adults: 4,
  childAges: [3, 11],
  infants: 1,
};

function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The segments and query of a results address, as a router hands them over. */
function routeOf(criteria: HotelSearchCriteria) {
  const [path, query = ''] = hotelRoutes.results(criteria).split('?');
  const [destination, checkIn, checkOut, rooms, adults] = (path ?? '').split('/').slice(3);
  return { params: { destination, checkIn, checkOut, rooms, adults }, search: query ? `?${query}` : '' };
}

describe('the criteria of a results address', () => {
  it('reads back the criteria the address was written from', () => {
    const { params, search } = routeOf(FAMILY);
    expect(criteriaFromRoute(params, search)).toEqual(FAMILY);
  });

  it('holds for any party the forms can make', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.constantFrom(...CHILD_AGES), { maxLength: 4 }),
        fc.integer({ min: 0, max: 2 }),
        (rooms, adults, childAges, infants) => {
          const criteria = { ...FAMILY, rooms, adults: adults + childAges.length, childAges, infants };
          const { params, search } = routeOf(criteria);
          expect(criteriaFromRoute(params, search)).toEqual(criteria);
        },
      ),
    );
  });

  it('falls back to one room and two guests, and upper-cases the destination', () => {
    expect(criteriaFromRoute({ destination: 'bog', checkIn: 'x', rooms: '0', adults: 'dos' }, '')).toEqual({
      destination: 'BOG',
      checkIn: 'x',
      checkOut: '',
      rooms: 1,
      adults: 2,
      childAges: [],
      infants: 0,
    });
  });

  it('asks the API for the stay, the party with the children’s ages and the destination', () => {
    expect(hotelSearchRequestOf(FAMILY)).toEqual({
      stay: { checkIn: '2030-03-10', checkOut: '2030-03-12' },
      occupancies: [{ rooms: 1, adults: 2, children: 2, childAges: [3, 11] }],
      destination: { zone: 'MDE' },
    });
    // Within the year ahead a search may ask for, the API takes it as it is.
    const nextMonth = { ...FAMILY, checkIn: dayFromNow(30), checkOut: dayFromNow(32) };
    expect(hotelSearchRequestSchema.safeParse(hotelSearchRequestOf(nextMonth)).success).toBe(true);
  });
});
