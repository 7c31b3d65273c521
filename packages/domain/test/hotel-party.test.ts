import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHILD_AGES,
  childAgesParam,
  hotelBookingRequestSchema,
  occupancySchema,
  partyFromRoute,
  partyQuery,
  partySize,
  partySummary,
  roomHoldsParty,
  roomTooSmallText,
} from '../src';

describe('a hotel party', () => {
  it('counts adults and children against the room, never infants', () => {
    expect(partySize({ adults: 2, childAges: [5] })).toBe(3);
    expect(roomHoldsParty(2, 1, { adults: 2, childAges: [5] })).toBe(false);
    expect(roomHoldsParty(3, 1, { adults: 2, childAges: [5] })).toBe(true);
    // Two rooms: the fullest holds one adult and one child.
    expect(roomHoldsParty(2, 2, { adults: 2, childAges: [5, 8] })).toBe(true);
  });

  it('reads as people say it, with the children’s ages', () => {
    expect(partySummary({ adults: 1, childAges: [], infants: 0 })).toBe('1 adulto');
    expect(partySummary({ adults: 2, childAges: [5], infants: 0 })).toBe('2 adultos, 1 niño (5 años)');
    expect(partySummary({ adults: 2, childAges: [5, 8, 12], infants: 1 })).toBe(
      '2 adultos, 3 niños (5, 8 y 12 años), 1 bebé',
    );
    expect(partySummary({ adults: 3, childAges: [], infants: 2 })).toBe('3 adultos, 2 bebés');
  });

  it('explains a room too small instead of calling it unavailable', () => {
    expect(roomTooSmallText(2, { adults: 2, childAges: [7] })).toBe(
      'Esta habitación es para hasta 2 personas y tu grupo es de 3. Elige una habitación más grande.',
    );
  });

  it('goes through the route query and back unchanged', () => {
    const party = fc.record({
      adults: fc.integer({ min: 1, max: 6 }),
      childAges: fc.array(fc.constantFrom(...CHILD_AGES), { maxLength: 4 }),
      infants: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(party, (p) => {
        expect(partyFromRoute(partySize(p), partyQuery(p))).toEqual(p);
      }),
    );
  });

  it('reads a hand-edited query as adults only rather than failing', () => {
    expect(partyFromRoute(3, '?edadesNinos=1,40&bebes=9')).toEqual({ adults: 3, childAges: [], infants: 0 });
    expect(partyFromRoute(2, '?edadesNinos=5,6')).toEqual({ adults: 2, childAges: [], infants: 0 });
    expect(partyFromRoute(2, '?edadesNinos=%E0%A4%A')).toEqual({ adults: 2, childAges: [], infants: 0 });
    expect(partyFromRoute(2, '')).toEqual({ adults: 2, childAges: [], infants: 0 });
  });
});

describe('the party in the API', () => {
  it('asks the age of every child searched for', () => {
    const search = { rooms: 1, adults: 2, children: 1 };
    expect(occupancySchema.safeParse(search).error?.issues[0]?.message).toBe('Indica la edad de cada niño.');
    expect(occupancySchema.parse({ ...search, childAges: [5] })).toEqual({ ...search, childAges: [5] });
    expect(occupancySchema.safeParse({ ...search, childAges: [13] }).error?.issues[0]?.message).toBe(
      'La edad de cada niño debe estar entre 2 y 12 años.',
    );
  });

  it('reads the ages of a query string', () => {
    expect(childAgesParam.parse('5,8')).toEqual([5, 8]);
    expect(childAgesParam.parse('')).toEqual([]);
    expect(childAgesParam.safeParse('5,x').success).toBe(false);
    expect(childAgesParam.safeParse('2,3,4,5,6').success).toBe(false);
  });

  it('books with the children and infants, none by default', () => {
    const booking = {
      hotelCode: 'H-1',
      roomCode: 'STD-BB',
      checkIn: '2027-01-10',
      checkOut: '2027-01-12',
      rooms: 1,
      adults: 2,
      guest: {
        firstname: 'Ana',
        last_name: 'Ruiz',
        documento: '123',
        email: 'ana@example.co',
        phone: '310 555 0101',
      },
      paymentMethod: 'nomina',
      costCenterId: 1,
      expectedTotal: 400000,
    };
    const parsed = hotelBookingRequestSchema.safeParse(booking);
    expect(parsed.success && parsed.data.childAges).toEqual([]);
    expect(parsed.success && parsed.data.infants).toBe(0);
  });
});
