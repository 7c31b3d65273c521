import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  BOOKING_STATUSES,
  findOverlappingTrips,
  flightTripTimes,
  isTripGoingAhead,
  type TripTimes,
  tripOverlapText,
  tripOverlapWarning,
  tripsOverlap,
} from '../src';
import { buildItinerary, buildLeg } from '../src/testing/flight-builders';

const MINUTE = 60_000;
/** Instants of 2026–2028, to the minute. */
const instant = fc.integer({ min: Date.UTC(2026, 0, 1) / MINUTE, max: Date.UTC(2028, 0, 1) / MINUTE });
/** UTC offsets airports use, from −12:00 to +14:00 in quarter hours. */
const offset = fc.integer({ min: -48, max: 56 }).map((quarters) => quarters * 15);
/** A flight's duration in the air or away, from 20 minutes to three weeks. */
const duration = fc.integer({ min: 20, max: 21 * 24 * 60 });

/** The instant `minutes` (since the epoch) written as the wall clock of a place `offsetMinutes` from UTC. */
function writtenAt(minutes: number, offsetMinutes: number): string {
  const wallClock = new Date((minutes + offsetMinutes) * MINUTE).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const rest = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${wallClock}${sign}${hours}:${rest}`;
}

const LAURA = '1020304050';

function flight(
  departs: number,
  arrives: number,
  offsets: [number, number] = [0, 0],
  passengers: string[] = [LAURA],
): TripTimes {
  return {
    kind: 'flight',
    departsAt: writtenAt(departs, offsets[0]),
    arrivesAt: writtenAt(arrives, offsets[1]),
    passengers,
  };
}

const day = fc.integer({ min: 0, max: 700 }).map((days) => addDays('2026-01-01', days));
const nights = fc.integer({ min: 1, max: 30 });
const hotel = (checkIn: string, stayNights: number): TripTimes => ({
  kind: 'hotel',
  checkIn,
  checkOut: addDays(checkIn, stayNights),
});

describe('tripsOverlap', () => {
  it('a flight landing before or when the next one departs is no overlap, whatever the time zones', () => {
    fc.assert(
      fc.property(
        instant,
        duration,
        fc.nat(3 * 24 * 60),
        duration,
        offset,
        offset,
        (start, first, gap, second, o1, o2) => {
          const earlier = flight(start, start + first, [o1, o2]);
          const later = flight(start + first + gap, start + first + gap + second, [o2, o1]);
          expect(tripsOverlap(earlier, later)).toBe(false);
          expect(tripsOverlap(later, earlier)).toBe(false);
        },
      ),
    );
  });

  it('a flight departing a minute before the other lands overlaps it, both ways', () => {
    fc.assert(
      fc.property(instant, duration, duration, offset, offset, (start, first, second, o1, o2) => {
        const earlier = flight(start, start + first, [o1, o1]);
        const later = flight(start + first - 1, start + first - 1 + second, [o2, o2]);
        expect(tripsOverlap(earlier, later)).toBe(true);
        expect(tripsOverlap(later, earlier)).toBe(true);
      }),
    );
  });

  it('compares instants, not the wall clocks they are written in', () => {
    fc.assert(
      fc.property(instant, duration, instant, duration, offset, offset, (a, aLength, b, bLength, o1, o2) => {
        const inUtc = tripsOverlap(flight(a, a + aLength), flight(b, b + bLength));
        expect(tripsOverlap(flight(a, a + aLength, [o1, o2]), flight(b, b + bLength, [o2, o1]))).toBe(inUtc);
        // The same answer as the intervals' own arithmetic.
        expect(inUtc).toBe(a < b + bLength && b < a + aLength);
      }),
    );
  });

  it('the same local time in Bogotá and in Madrid is not the same moment', () => {
    const bogota = {
      kind: 'flight',
      departsAt: '2026-12-05T08:00:00-05:00',
      arrivesAt: '2026-12-05T09:00:00-05:00',
      passengers: [LAURA],
    };
    const madrid = {
      kind: 'flight',
      departsAt: '2026-12-05T08:00:00+01:00',
      arrivesAt: '2026-12-05T09:00:00+01:00',
      passengers: [LAURA],
    };
    expect(tripsOverlap(bogota as TripTimes, madrid as TripTimes)).toBe(false);
  });

  it('check-out day is the next check-in day without an overlap; a night in common is one', () => {
    fc.assert(
      fc.property(day, nights, nights, fc.nat(10), (checkIn, first, second, gap) => {
        const earlier = hotel(checkIn, first);
        expect(tripsOverlap(earlier, hotel(addDays(checkIn, first + gap), second))).toBe(false);
        expect(tripsOverlap(hotel(addDays(checkIn, first + gap), second), earlier)).toBe(false);
        const shared = hotel(addDays(checkIn, first - 1), second);
        expect(tripsOverlap(earlier, shared)).toBe(true);
        expect(tripsOverlap(shared, earlier)).toBe(true);
      }),
    );
  });

  it('eight hotels for the same night all overlap each other', () => {
    const stays = Array.from({ length: 8 }, () => hotel('2026-12-03', 1));
    for (const stay of stays)
      expect(
        findOverlappingTrips(
          stay,
          stays.map((times) => ({ times, status: 'approved' as const })),
        ),
      ).toHaveLength(8);
  });

  it('flights at the same time overlap only with a passenger in common, whatever the case of the documento', () => {
    fc.assert(
      fc.property(instant, duration, fc.nat(60), (start, length, lag) => {
        const mine = flight(start, start + length, [0, 0], [LAURA, 'PA123X']);
        expect(tripsOverlap(mine, flight(start + lag, start + lag + length, [0, 0], ['79800123']))).toBe(
          false,
        );
      }),
    );
    const withMe = flightTripTimes(
      buildItinerary([
        buildLeg({ from: 'BOG', to: 'MDE', departs: '2026-12-07T07:00', arrives: '2026-12-07T08:00' }),
      ]),
      [{ documento: 'pa123x' }],
    );
    const alsoMe = flightTripTimes(
      buildItinerary([
        buildLeg({ from: 'BOG', to: 'CTG', departs: '2026-12-07T07:30', arrives: '2026-12-07T09:00' }),
      ]),
      [{ documento: 'PA123X' }, { documento: '79800123' }],
    );
    expect(tripsOverlap(withMe, alsoMe)).toBe(true);
  });

  it('a flight and a hotel are one trip, never an overlap', () => {
    fc.assert(
      fc.property(instant, duration, day, nights, (start, length, checkIn, stayNights) => {
        expect(tripsOverlap(flight(start, start + length), hotel(checkIn, stayNights))).toBe(false);
        expect(tripsOverlap(hotel(checkIn, stayNights), flight(start, start + length))).toBe(false);
      }),
    );
  });
});

describe('findOverlappingTrips', () => {
  it('counts only trips still going ahead', () => {
    const times = hotel('2026-12-03', 2);
    const trips = BOOKING_STATUSES.map((status) => ({ times, status }));
    expect(findOverlappingTrips(times, trips).map((trip) => trip.status)).toEqual(
      BOOKING_STATUSES.filter(isTripGoingAhead),
    );
  });

  it('two BOG–MDE round trips on the same days overlap, whatever their hours', () => {
    const roundTrip = (out: [string, string], back: [string, string]) =>
      flightTripTimes(
        buildItinerary([
          buildLeg({
            from: 'BOG',
            to: 'MDE',
            departs: `2026-12-07T${out[0]}`,
            arrives: `2026-12-07T${out[1]}`,
          }),
          buildLeg({
            from: 'MDE',
            to: 'BOG',
            departs: `2026-12-09T${back[0]}`,
            arrives: `2026-12-09T${back[1]}`,
            direction: 1,
          }),
        ]),
        [{ documento: LAURA }],
      );
    expect(
      tripsOverlap(
        roundTrip(['07:00', '08:00'], ['18:00', '19:00']),
        roundTrip(['09:00', '10:00'], ['20:00', '21:00']),
      ),
    ).toBe(true);
    // The second leaves once the first is home: two trips one after the other.
    expect(
      tripsOverlap(
        roundTrip(['07:00', '08:00'], ['18:00', '19:00']),
        flightTripTimes(
          buildItinerary([
            buildLeg({ from: 'BOG', to: 'CLO', departs: '2026-12-09T19:00', arrives: '2026-12-09T20:00' }),
          ]),
          [{ documento: LAURA }],
        ),
      ),
    ).toBe(false);
  });
});

describe('the overlap texts', () => {
  const overlap = {
    bookingId: 'b1',
    locator: 'TRV-H7K2Q',
    title: 'Hotel Andes Centro',
    startsOn: '2026-12-03',
    endsOn: '2026-12-04',
  };

  it('name each trip with its locator and days, and say nothing when there is none', () => {
    expect(tripOverlapText([])).toBeNull();
    expect(tripOverlapText([overlap])).toMatch(
      /^Se cruza con otro viaje del mismo viajero: Hotel Andes Centro \(TRV-H7K2Q, .+\)\.$/,
    );
    expect(tripOverlapText([overlap, { ...overlap, locator: 'TRV-ZZZZZ' }])).toMatch(
      /^Se cruza con otros 2 viajes/,
    );
    expect(tripOverlapWarning([overlap])).toMatch(
      /^Este viaje se cruza con otro viaje tuyo: .+ confirma de nuevo\.$/,
    );
  });
});
