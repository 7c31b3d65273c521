import { describe, expect, it } from 'vitest';
import {
  airlineLogoUrl,
  directionSegments,
  directionsOf,
  type FlightRouteSegment,
  formatDuration,
  formatLayover,
  formatStopDuration,
  layoverBetween,
  stationName,
  stopsCount,
  TRAIN_STATION_LABEL,
  toDdmmyy,
  toHourMinute,
  toSegmentInfo,
} from '../src';
import { buildItinerary, buildLeg } from '../src/testing/flight-builders';
import { connection, direct, roundTrip } from './flight-fixtures';

describe('duration and layover formatting', () => {
  it('writes durations as they are said: "55 min", "1 h", "1 h 20 min"', () => {
    expect(formatDuration(125)).toBe('2 h 5 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(59)).toBe('59 min');
    expect(formatDuration(26 * 60 + 10)).toBe('26 h 10 min');
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(7500 / 60)).toBe('2 h 5 min');
  });

  it('removes the leading PT of stop durations only', () => {
    expect(formatStopDuration('PT1H05M')).toBe('1 h 5 min');
    expect(formatStopDuration('PT45M')).toBe('45 min');
    expect(formatStopDuration('1H')).toBe('1 h');
    expect(formatStopDuration('PT2H')).toBe('2 h');
    expect(formatStopDuration('PTunknown')).toBe('unknown');
  });

  it('reads local times as written, without time-zone conversion', () => {
    expect(toDdmmyy('2026-12-01T06:05:00.000Z')).toBe('011226');
    expect(toHourMinute('2026-12-01T06:05:00.000Z')).toBe('06:05');
    expect(toHourMinute('2026-12-31T23:59:00.000Z')).toBe('23:59');
  });

  it('shows layovers as every other duration, never "0d 0h 55m" (issue 36)', () => {
    expect(formatLayover('011226', '06:30', '011226', '07:25')).toBe('55 min');
    expect(formatLayover('011226', '06:30', '011226', '07:50')).toBe('1 h 20 min');
    expect(formatLayover('011226', '06:30', '011226', '06:30')).toBe('0 min');
    expect(formatLayover('011226', '22:10', '031226', '07:05')).toBe('32 h 55 min');
  });

  it('counts layovers across month, year and leap-day boundaries', () => {
    expect(formatLayover('311226', '23:00', '010127', '01:30')).toBe('2 h 30 min');
    expect(formatLayover('280228', '20:00', '010328', '20:00')).toBe('48 h');
    expect(formatLayover('300426', '12:00', '010526', '12:00')).toBe('24 h');
  });

  it('never reports a negative layover', () => {
    expect(formatLayover('021226', '08:00', '011226', '09:00')).toBe('0 min');
  });

  it('computes the layover between two legs at their meeting airport', () => {
    const [arriving, leaving] = connection.route as [FlightRouteSegment, FlightRouteSegment];
    expect(layoverBetween(arriving, leaving)).toBe('2 h 15 min');
  });
});

describe('itinerary directions', () => {
  it('splits legs by direction and counts connections', () => {
    expect(directionSegments(roundTrip, 0).map((segment) => segment.flyTo)).toEqual(['PTY', 'MIA']);
    expect(directionSegments(roundTrip, 1).map((segment) => segment.flyTo)).toEqual(['BOG']);
    expect(stopsCount(roundTrip, 0)).toBe(1);
    expect(stopsCount(roundTrip, 1)).toBe(0);
    expect(stopsCount(direct, 1)).toBe(0);
    expect(directionsOf(direct)).toBe(1);
    expect(directionsOf(roundTrip)).toBe(2);
  });

  it('does not count a technical stop as a connection', () => {
    const refuel = buildItinerary([
      buildLeg({
        from: 'BOG',
        to: 'MAD',
        departs: '2026-12-01T18:00',
        arrives: '2026-12-02T11:00',
        technicalStop: { iataCode: 'PUJ', duration: 'PT1H05M' },
      }),
    ]);
    expect(stopsCount(refuel, 0)).toBe(0);
  });
});

describe('segment info and names', () => {
  it('maps a leg to the spec segment, trip number included', () => {
    const segment = buildLeg({
      from: 'BOG',
      to: 'MAD',
      departs: '2026-12-01T18:00',
      arrives: '2026-12-02T11:00',
      airline: 'IB',
      flightNo: 6586,
      operatingCarrier: 'UX',
      technicalStop: { iataCode: 'PUJ', duration: 'PT1H05M' },
    });
    expect(toSegmentInfo(segment)).toEqual({
      operatingCarrier: 'UX',
      marketingCarrier: 'IB',
      numberTrip: 'IB6586',
      iataFrom: 'BOG',
      iataTo: 'MAD',
      aircraft: 'Airbus A320neo',
      technicalStop: { iataCode: 'PUJ' },
      stops: [{ iataCode: 'PUJ', duration: 'PT1H05M' }],
    });
  });

  it('leaves the technical stop out when there is none', () => {
    const info = toSegmentInfo(
      buildLeg({
        from: 'BOG',
        to: 'MDE',
        departs: '2026-12-01T06:05',
        arrives: '2026-12-01T07:02',
        equipment: null,
      }),
    );
    expect(info).not.toHaveProperty('technicalStop');
    expect(info.stops).toEqual([]);
    expect(info.aircraft).toBeNull();
  });

  it('names unknown or empty codes as a train station', () => {
    const names: Record<string, string> = { BOG: 'El Dorado' };
    const find = (iata: string) => names[iata];
    expect(stationName('BOG', find)).toBe('El Dorado');
    expect(stationName('XZQ', find)).toBe(TRAIN_STATION_LABEL);
    expect(stationName('', find)).toBe('Estación de tren');
    expect(stationName('  ', find)).toBe('Estación de tren');
    expect(stationName(null, find)).toBe('Estación de tren');
    expect(stationName(undefined, find)).toBe('Estación de tren');
  });

  it('loads carrier logos from the 32 px image service', () => {
    expect(airlineLogoUrl('AV')).toBe('https://images.kiwi.com/airlines/32/AV.png');
  });
});
