import { describe, expect, it } from 'vitest';
import {
  applyHotelFilters,
  countNights,
  GUEST_LIMITS,
  type GuestCount,
  type GuestKind,
  type HotelResult,
  isWithinGuestLimits,
  isWithinPolicy,
  minRateOf,
  type PolicyRule,
  pricePerNight,
  starsOf,
  stepGuests,
} from '../src';

/** Small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
  return { next, integer: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const SEEDS = Array.from({ length: 200 }, (_, index) => index + 1);
const NAMES = [
  'Casa Andina',
  'Hotel Caribe',
  'Suites del Parque',
  'Boutique Sur',
  'Hostal Real',
  'Torre Norte',
];

function randomHotels(seed: number): HotelResult[] {
  const { integer } = random(seed);
  return Array.from({ length: integer(0, 30) }, (_, index) => ({
    code: `H${index}`,
    name: `${NAMES[integer(0, NAMES.length - 1)]} ${index}`,
    latitude: 0,
    longitude: 0,
    images: [],
    minRate: integer(0, 1) ? integer(50_000, 5_000_000) : String(integer(50_000, 5_000_000)),
    currency: 'COP',
    breakfast: true,
    stars: integer(0, 5) || null,
  }));
}

describe('hotel filters, for any list', () => {
  it.each(SEEDS)('keep a sorted subset whose every hotel matches (seed %i)', (seed) => {
    const { integer } = random(seed * 7919);
    const hotels = randomHotels(seed);
    const stars = integer(0, 5) || null;
    const name = ['', 'casa', ' SUITES ', 'real', 'zzz'][integer(0, 4)] as string;
    const sort = integer(0, 1) ? 'asc' : 'desc';
    const result = applyHotelFilters(hotels, { name, stars, sort });

    expect(result.length).toBeLessThanOrEqual(hotels.length);
    for (const hotel of result) {
      expect(hotels).toContain(hotel);
      expect(hotel.name.toLowerCase()).toContain(name.trim().toLowerCase());
      if (stars !== null) expect(starsOf(hotel)).toBe(stars);
    }
    const prices = result.map(minRateOf);
    for (let index = 1; index < prices.length; index++) {
      const [previous, current] = [prices[index - 1] as number, prices[index] as number];
      expect(sort === 'asc' ? previous <= current : previous >= current).toBe(true);
    }
    const expectedCount = hotels.filter(
      (hotel) =>
        hotel.name.toLowerCase().includes(name.trim().toLowerCase()) &&
        (stars === null || starsOf(hotel) === stars),
    ).length;
    expect(result).toHaveLength(expectedCount);
  });
});

describe('guest steppers, for any sequence of presses', () => {
  const kinds: GuestKind[] = ['adults', 'children', 'infants'];
  it.each(SEEDS)('never leave the limits of spec §9 (seed %i)', (seed) => {
    const { integer } = random(seed);
    let guests: GuestCount = { adults: 1, children: 0, infants: 0 };
    for (let press = 0; press < 40; press++) {
      const kind = kinds[integer(0, 2)] as GuestKind;
      const next = stepGuests(guests, kind, integer(0, 1) ? 1 : -1);
      expect(isWithinGuestLimits(next)).toBe(true);
      expect(Math.abs(next[kind] - guests[kind])).toBeLessThanOrEqual(1);
      guests = next;
    }
    expect(guests.adults).toBeLessThanOrEqual(GUEST_LIMITS.adults.max);
  });
});

describe('nights and prices, for any stay', () => {
  it.each(SEEDS)('give at least one night and a per-night price that adds back up (seed %i)', (seed) => {
    const { integer } = random(seed);
    const checkIn = new Date(Date.UTC(2027, 0, 1) + integer(0, 700) * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + integer(-3, 30) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const nights = countNights(checkIn, checkOut);
    expect(nights).toBeGreaterThanOrEqual(1);
    const total = integer(1, 20_000_000);
    expect(Math.abs(pricePerNight(total, nights) * nights - total)).toBeLessThanOrEqual(nights);
  });
});

describe('policy check, for any rules', () => {
  it.each(SEEDS)('only a covering rule can put a trip out of policy (seed %i)', (seed) => {
    const { integer } = random(seed);
    const types = ['NACIONAL', 'INTERNACIONAL', 'AMBOS'] as const;
    const rules: PolicyRule[] = Array.from({ length: integer(0, 3) }, () => ({
      type: types[integer(0, 2)] as PolicyRule['type'],
      time_min: integer(0, 30),
      price_max: integer(0, 2_000_000),
    }));
    const isNational = integer(0, 1) === 1;
    const input = {
      price: integer(0, 3_000_000),
      startsAt: new Date(Date.UTC(2027, 0, 1) + integer(0, 60) * 86_400_000).toISOString().slice(0, 10),
      rules,
      isNational,
      now: new Date('2027-01-01T12:00:00Z'),
    };
    const covering = rules.filter(
      (rule) => rule.type === 'AMBOS' || rule.type === (isNational ? 'NACIONAL' : 'INTERNACIONAL'),
    );
    if (covering.length === 0) expect(isWithinPolicy(input)).toBe(true);
    if (input.price > Math.max(...covering.map((rule) => rule.price_max), -1) && covering.length > 0) {
      expect(isWithinPolicy(input)).toBe(false);
    }
  });
});
