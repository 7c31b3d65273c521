import { describe, expect, it } from 'vitest';
import {
  applyHotelFilters,
  canDecrement,
  canIncrement,
  countNights,
  criteriaFromForm,
  DEFAULT_GUESTS,
  defaultStayDates,
  findStayProblem,
  formatCop,
  type GuestCount,
  guestSummary,
  type HotelResult,
  hasImages,
  hotelRoutes,
  hotelsFoundText,
  isWithinGuestLimits,
  lastCheckInDate,
  lastCheckOutDate,
  nightsLabel,
  pricePerNight,
  STAR_FILTER_VALUES,
  STAY_PROBLEM_MESSAGES,
  starFilterFromOption,
  starsOf,
  stepGuests,
} from '../src';

function hotel(overrides: Partial<HotelResult>): HotelResult {
  return {
    code: 'H',
    name: 'Hotel',
    latitude: 0,
    longitude: 0,
    images: ['/a.jpg'],
    minRate: 100,
    currency: 'COP',
    breakfast: true,
    ...overrides,
  };
}

describe('stay dates', () => {
  it('default to today+4 and today+6', () => {
    expect(defaultStayDates('2026-12-30')).toEqual({ checkIn: '2027-01-03', checkOut: '2027-01-05' });
  });

  it('count nights as the day difference, at least one', () => {
    expect(countNights('2026-12-01', '2026-12-04')).toBe(3);
    expect(countNights('2026-12-01', '2026-12-01')).toBe(1);
    expect(countNights('2027-02-27', '2027-03-02')).toBe(3);
  });

  it('split the stay price per night in whole pesos and label the nights', () => {
    expect(pricePerNight(1_000_000, 3)).toBe(333_333);
    expect(nightsLabel(1)).toBe('por 1 noche');
    expect(nightsLabel(2)).toBe('por 2 noches');
  });

  it('count the hotels found in Spanish, singular for one', () => {
    expect(hotelsFoundText(0)).toBe('0 hoteles encontrados');
    expect(hotelsFoundText(1)).toBe('1 hotel encontrado');
    expect(hotelsFoundText(12)).toBe('12 hoteles encontrados');
  });

  it('find the first problem of a requested stay', () => {
    const today = '2026-11-22';
    expect(findStayProblem({ checkIn: '2026-11-21', checkOut: '2026-11-25' }, today)).toBe('checkInPast');
    expect(findStayProblem({ checkIn: '2026-11-25', checkOut: '2026-11-25' }, today)).toBe(
      'checkOutNotAfterCheckIn',
    );
    expect(findStayProblem({ checkIn: '2026-11-22', checkOut: '2026-12-23' }, today)).toBe('tooLong');
    expect(findStayProblem({ checkIn: '2026-11-22', checkOut: '2026-12-22' }, today)).toBeNull();
  });

  it('accept check-ins up to 365 days ahead, what hotels sell', () => {
    const today = '2026-11-22';
    expect(lastCheckInDate(today)).toBe('2027-11-22');
    expect(findStayProblem({ checkIn: '2027-11-22', checkOut: '2027-12-22' }, today)).toBeNull();
    expect(findStayProblem({ checkIn: '2027-11-23', checkOut: '2027-11-24' }, today)).toBe('checkInTooFar');
    expect(findStayProblem({ checkIn: '9999-12-01', checkOut: '9999-12-02' }, today)).toBe('checkInTooFar');
    expect(STAY_PROBLEM_MESSAGES.checkInTooFar).toBe(
      'La fecha de entrada no puede ser más de 365 días en el futuro.',
    );
    expect(lastCheckOutDate('2027-11-22')).toBe('2027-12-22');
    // A value that is no date is the date field's problem (its own message); this check must not throw on it.
    expect(findStayProblem({ checkIn: '\u0007', checkOut: '2026-12-01' }, today)).toBeNull();
  });
});

describe('guests', () => {
  it('start at one adult and read "1 Adulto"', () => {
    expect(DEFAULT_GUESTS).toEqual({ adults: 1, children: 0, infants: 0 });
    expect(guestSummary(DEFAULT_GUESTS)).toBe('1 Adulto');
    expect(guestSummary({ adults: 2, children: 1, infants: 1 })).toBe('2 Adulto(s), 1 Niño(s), 1 Bebé(s)');
  });

  it('step one count at a time within the limits of spec §9', () => {
    let guests: GuestCount = DEFAULT_GUESTS;
    expect(canDecrement(guests, 'adults')).toBe(false);
    expect(stepGuests(guests, 'adults', -1)).toBe(guests);
    for (let press = 0; press < 10; press += 1) guests = stepGuests(guests, 'adults', 1);
    expect(guests.adults).toBe(6);
    expect(canIncrement(guests, 'adults')).toBe(false);
    for (let press = 0; press < 10; press += 1) guests = stepGuests(guests, 'children', 1);
    for (let press = 0; press < 10; press += 1) guests = stepGuests(guests, 'infants', 1);
    expect(guests).toEqual({ adults: 6, children: 4, infants: 2 });
  });

  it('check a whole count against the limits', () => {
    expect(isWithinGuestLimits({ adults: 0, children: 0, infants: 0 })).toBe(false);
    expect(isWithinGuestLimits({ adults: 1, children: 5, infants: 0 })).toBe(false);
    expect(isWithinGuestLimits({ adults: 1.5, children: 0, infants: 0 })).toBe(false);
    expect(isWithinGuestLimits({ adults: 6, children: 4, infants: 2 })).toBe(true);
  });
});

describe('hotel routes', () => {
  it('upper-case the destination, fix rooms at 1, add children to adults and carry ages and infants', () => {
    const criteria = criteriaFromForm(
      'ctg',
      { checkIn: '2026-12-01', checkOut: '2026-12-03' },
      { adults: 2, childAges: [5], infants: 1 },
    );
    const party = '?edadesNinos=5&bebes=1';
    expect(hotelRoutes.results(criteria)).toBe(`/hotels/results/CTG/2026-12-01/2026-12-03/1/3${party}`);
    expect(hotelRoutes.corporateResults(criteria)).toBe(
      `/hotels/results-corporative/CTG/2026-12-01/2026-12-03/1/3${party}`,
    );
    expect(hotelRoutes.detail('H-1', criteria)).toBe(
      `/hotels/detail/H-1/CTG/2026-12-01/2026-12-03/1/3${party}`,
    );
    expect(hotelRoutes.checkout('H-1', criteria, 'DBL')).toBe(
      `/hotels/checkout/H-1/CTG/2026-12-01/2026-12-03/1/3/DBL${party}`,
    );
  });

  it('keep the spec routes unchanged for a party of adults', () => {
    const criteria = criteriaFromForm(
      'ctg',
      { checkIn: '2026-12-01', checkOut: '2026-12-03' },
      { adults: 2, childAges: [], infants: 0 },
    );
    expect(hotelRoutes.results(criteria)).toBe('/hotels/results/CTG/2026-12-01/2026-12-03/1/2');
  });
});

describe('hotel filters', () => {
  const hotels = [
    hotel({ code: 'a', name: ' Casa Andina ', minRate: 300, stars: 4 }),
    hotel({ code: 'b', name: 'Hotel Caribe', minRate: '120', stars: null }),
    hotel({ code: 'c', name: 'Boutique Sur', minRate: 500, stars: 5, images: [] }),
  ];

  it('offer all, 5 to 1 stars; all means no filter', () => {
    expect(STAR_FILTER_VALUES).toEqual([-1, 5, 4, 3, 2, 1]);
    expect(starFilterFromOption(-1)).toBeNull();
    expect(starFilterFromOption(4)).toBe(4);
  });

  it('count a hotel with no stars as three', () => {
    expect(starsOf({ stars: null })).toBe(3);
    expect(starsOf({ stars: 0 })).toBe(3);
  });

  it('keep only hotels with images for the standard results', () => {
    expect(hotels.filter(hasImages).map((h) => h.code)).toEqual(['a', 'b']);
  });

  it('filter by trimmed, case-insensitive name and by exact stars, sorted by numeric price', () => {
    expect(applyHotelFilters(hotels, { name: '', stars: null, sort: 'asc' }).map((h) => h.code)).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(applyHotelFilters(hotels, { name: '', stars: null, sort: 'desc' }).map((h) => h.code)).toEqual([
      'c',
      'a',
      'b',
    ]);
    expect(
      applyHotelFilters(hotels, { name: '  CASA ', stars: null, sort: 'asc' }).map((h) => h.code),
    ).toEqual(['a']);
    expect(applyHotelFilters(hotels, { name: '', stars: 3, sort: 'asc' }).map((h) => h.code)).toEqual(['b']);
  });
});

describe('formatCop', () => {
  it('shows whole pesos with Colombian grouping and no decimals', () => {
    expect(formatCop(1234567.6).replace(/\s/g, ' ')).toBe('$ 1.234.568');
  });
});
