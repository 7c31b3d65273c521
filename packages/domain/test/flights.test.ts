import { describe, expect, it } from 'vitest';
import {
  ageOn,
  airlineLogoUrl,
  applyFlightFilters,
  chargeableLuggage,
  checkoutParamsFor,
  checkoutParamsFromRoute,
  criteriaFromResultsParams,
  DEPARTURE_RANGES,
  defaultFlightSearchForm,
  departureDateOf,
  directionSegments,
  directionsOf,
  EMPTY_FLIGHT_FILTERS,
  FLIGHT_SEARCH_MESSAGES,
  FLIGHT_SORT_LABELS,
  type FlightCheckoutParams,
  type FlightRouteCriteria,
  type FlightRouteSegment,
  fareTotal,
  findFlightSearchProblem,
  findPassengerProblem,
  flightFilterOptions,
  flightPassengerSchema,
  flightPolicyPrice,
  flightRoutes,
  flightSearchRequestSchema,
  formatFlightDuration,
  formatLayover,
  formatStopDuration,
  GENDER_LABELS,
  GENDERS,
  holdBagsCarried,
  holdBagsToBuy,
  isNationalFlight,
  layoverBetween,
  luggagePrice,
  MAX_ADVANCE_DAYS,
  matchesCheckoutParams,
  outboundChoices,
  outboundKey,
  passengerSlots,
  passengerTypeForAge,
  returnChoicesFor,
  searchRequestFromForm,
  seatedPassengers,
  sortFlights,
  stationName,
  stopsCount,
  TRAIN_STATION_LABEL,
  toDdmmyy,
  toHourMinute,
  toSegmentInfo,
  withSearchedBags,
} from '../src';
import { buildFamily, buildItinerary, buildLeg } from '../src/testing/flight-builders';

const direct = buildItinerary([
  buildLeg({
    from: 'BOG',
    to: 'MDE',
    departs: '2026-12-01T06:05',
    arrives: '2026-12-01T07:02',
    flightNo: 9301,
  }),
]);
const connection = buildItinerary(
  [
    buildLeg({
      from: 'PEI',
      to: 'BOG',
      departs: '2026-12-01T05:30',
      arrives: '2026-12-01T06:30',
      flightNo: 9420,
    }),
    buildLeg({
      from: 'BOG',
      to: 'CTG',
      departs: '2026-12-01T08:45',
      arrives: '2026-12-01T10:15',
      flightNo: 9580,
    }),
  ],
  { price: 520_000, duration: { departure: 17_100, return: 0, total: 17_100 } },
);
const roundTrip = buildItinerary(
  [
    buildLeg({
      from: 'BOG',
      to: 'PTY',
      departs: '2026-12-01T13:10',
      arrives: '2026-12-01T14:55',
      airline: 'CM',
      flightNo: 105,
    }),
    buildLeg({
      from: 'PTY',
      to: 'MIA',
      departs: '2026-12-01T16:40',
      arrives: '2026-12-01T20:35',
      airline: 'CM',
      flightNo: 420,
    }),
    buildLeg({
      from: 'MIA',
      to: 'BOG',
      departs: '2026-12-08T23:50',
      arrives: '2026-12-09T03:30',
      airline: 'AA',
      flightNo: 921,
      direction: 1,
    }),
  ],
  { countryTo: { code: 'US', name: 'Estados Unidos' }, airlines: ['CM', 'AA'], price: 2_300_000 },
);

describe('duration and layover formatting', () => {
  it('writes durations as hours and two-digit minutes', () => {
    expect(formatFlightDuration(7500)).toBe('2h 05m');
    expect(formatFlightDuration(3600)).toBe('1h 00m');
    expect(formatFlightDuration(59 * 60)).toBe('0h 59m');
    expect(formatFlightDuration(26 * 3600 + 600)).toBe('26h 10m');
    expect(formatFlightDuration(0)).toBe('0h 00m');
  });

  it('removes the leading PT of stop durations only', () => {
    expect(formatStopDuration('PT1H05M')).toBe('1h 05m');
    expect(formatStopDuration('PT45M')).toBe('45m');
    expect(formatStopDuration('1H')).toBe('1h 00m');
    expect(formatStopDuration('PT2H')).toBe('2h 00m');
    expect(formatStopDuration('PTunknown')).toBe('unknown');
  });

  it('reads local times as written, without time-zone conversion', () => {
    expect(toDdmmyy('2026-12-01T06:05:00.000Z')).toBe('011226');
    expect(toHourMinute('2026-12-01T06:05:00.000Z')).toBe('06:05');
    expect(toHourMinute('2026-12-31T23:59:00.000Z')).toBe('23:59');
  });

  it('shows layovers as days, hours and minutes, always with the three parts', () => {
    expect(formatLayover('011226', '06:30', '011226', '08:45')).toBe('0d 2h 15m');
    expect(formatLayover('011226', '06:30', '011226', '06:30')).toBe('0d 0h 0m');
    expect(formatLayover('011226', '22:10', '031226', '07:05')).toBe('1d 8h 55m');
  });

  it('counts layovers across month, year and leap-day boundaries', () => {
    expect(formatLayover('311226', '23:00', '010127', '01:30')).toBe('0d 2h 30m');
    expect(formatLayover('280228', '20:00', '010328', '20:00')).toBe('2d 0h 0m');
    expect(formatLayover('300426', '12:00', '010526', '12:00')).toBe('1d 0h 0m');
  });

  it('never reports a negative layover', () => {
    expect(formatLayover('021226', '08:00', '011226', '09:00')).toBe('0d 0h 0m');
  });

  it('computes the layover between two legs at their meeting airport', () => {
    const [arriving, leaving] = connection.route as [FlightRouteSegment, FlightRouteSegment];
    expect(layoverBetween(arriving, leaving)).toBe('0d 2h 15m');
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

describe('flight search rules', () => {
  const today = '2026-11-22';

  it('accepts today, a same-day return and the last bookable day', () => {
    expect(findFlightSearchProblem({ departureDate: today }, today)).toBeNull();
    expect(
      findFlightSearchProblem({ departureDate: '2026-12-01', returnDate: '2026-12-01' }, today),
    ).toBeNull();
    expect(findFlightSearchProblem({ departureDate: '2027-10-18' }, today)).toBeNull();
  });

  it('names each problem', () => {
    expect(findFlightSearchProblem({ departureDate: '2026-11-21' }, today)).toBe('pastDeparture');
    expect(findFlightSearchProblem({ departureDate: '2026-12-08', returnDate: '2026-12-01' }, today)).toBe(
      'returnBeforeDeparture',
    );
    expect(findFlightSearchProblem({ departureDate: '2027-10-19' }, today)).toBe('tooFar');
    expect(findFlightSearchProblem({ departureDate: '2027-10-01', returnDate: '2027-10-19' }, today)).toBe(
      'tooFar',
    );
    expect(FLIGHT_SEARCH_MESSAGES.tooFar).toContain(String(MAX_ADVANCE_DAYS));
  });

  it('starts the form with the spec defaults', () => {
    expect(defaultFlightSearchForm(today)).toEqual({
      origin: '',
      destination: '',
      tripType: 'idaVuelta',
      departureDate: '2026-11-26',
      returnDate: '2026-12-03',
      passengers: { adults: 1, children: 0, infants: 0 },
      cabin: 'Y',
      nonStop: true,
      bags: { hand: 1, hold: 0 },
    });
  });

  it('builds a request the API schema accepts, without a return date one way', () => {
    const form = { ...defaultFlightSearchForm(today), origin: 'BOG', destination: 'MDE' };
    const roundRequest = searchRequestFromForm(form);
    expect(roundRequest.returnDate).toBe('2026-12-03');
    expect(flightSearchRequestSchema.safeParse(roundRequest).success).toBe(true);

    const oneWay = searchRequestFromForm({ ...form, tripType: 'ida' });
    expect(oneWay).not.toHaveProperty('returnDate');
    expect(flightSearchRequestSchema.parse(oneWay).returnDate).toBeUndefined();
  });

  it('seats adults and children but not infants', () => {
    expect(seatedPassengers({ adults: 2, children: 1, infants: 2 })).toBe(3);
  });
});

describe('flight routes', () => {
  const oneWay: FlightRouteCriteria = {
    origin: 'bog',
    destination: 'MDE',
    departureDate: '2026-12-01',
    adults: 1,
    children: 0,
    infants: 0,
  };

  it('builds the one-way and round-trip results routes', () => {
    expect(flightRoutes.results(oneWay)).toBe('/shop/flights/results/oneway/BOG/MDE/2026-12-01/1/0/0');
    expect(flightRoutes.results({ ...oneWay, returnDate: '2026-12-08', adults: 2, infants: 1 })).toBe(
      '/shop/flights/results/roundtrip/BOG/MDE/2026-12-01/2026-12-08/2/0/1',
    );
    expect(flightRoutes.confirmation('b-123')).toBe('/flight-confirmation/b-123');
  });

  it('reads both results routes back, with the spec parameter names', () => {
    expect(
      criteriaFromResultsParams({
        origin: 'BOG',
        destination: 'MDE',
        date: '2026-12-01',
        adults: '1',
        children: '0',
        infants: '0',
      }),
    ).toEqual({ ...oneWay, origin: 'BOG' });
    expect(
      criteriaFromResultsParams({
        origin: 'bog',
        destination: 'mia',
        dateDeparture: '2026-12-01',
        dateReturn: '2026-12-08',
        adults: '2',
        children: '1',
        infants: '1',
      }),
    ).toEqual({
      origin: 'BOG',
      destination: 'MIA',
      departureDate: '2026-12-01',
      returnDate: '2026-12-08',
      adults: 2,
      children: 1,
      infants: 1,
    });
  });

  it('rejects malformed results routes', () => {
    const valid = {
      origin: 'BOG',
      destination: 'MDE',
      date: '2026-12-01',
      adults: '1',
      children: '0',
      infants: '0',
    };
    expect(criteriaFromResultsParams(valid)).not.toBeNull();
    for (const broken of [
      { origin: 'BOGO' },
      { destination: undefined },
      { date: '2026-02-30' },
      { date: '01-12-2026' },
      { adults: '0' },
      { adults: '7' },
      { children: '-1' },
      { infants: '1.5' },
      { infants: undefined },
    ]) {
      expect(criteriaFromResultsParams({ ...valid, ...broken })).toBeNull();
    }
    expect(
      criteriaFromResultsParams({
        ...valid,
        date: undefined,
        dateDeparture: '2026-12-01',
        dateReturn: 'mañana',
      }),
    ).toBeNull();
  });

  it('builds the one-way checkout route from the chosen family and total', () => {
    const params = checkoutParamsFor(direct, buildFamily(), oneWay, 460_000);
    expect(params).toEqual({
      origin: 'BOG',
      destination: 'MDE',
      date: '2026-12-01',
      adults: '1',
      children: '0',
      infants: '0',
      companyCode: 'AV',
      flightNumber: '9301',
      bookingClass: 'Q',
      nrOfPassengers: '1',
      departureTime: '0605',
      arrivalTime: '0702',
      price: '460000',
    });
    expect(flightRoutes.checkout(params)).toBe(
      '/flight-checkout/BOG/MDE/2026-12-01/1/0/0/AV/9301/Q/1/0605/0702/460000',
    );
  });

  it('inserts the return parameters before the price on a round trip', () => {
    const criteria = { ...oneWay, destination: 'MIA', returnDate: '2026-12-08', adults: 2, infants: 1 };
    const params = checkoutParamsFor(roundTrip, buildFamily({ bookingClass: 'M' }), criteria, 4_900_000);
    expect(params).toMatchObject({
      companyCode: 'CM',
      flightNumber: '105',
      departureTime: '1310',
      // Arrival of the last outbound leg, not of the first.
      arrivalTime: '2035',
      nrOfPassengers: '3',
      returnDate: '2026-12-08',
      returnCompanyCode: 'AA',
      returnFlightNumber: '921',
      returnBookingClass: 'M',
      returnDepartureTime: '2350',
      returnArrivalTime: '0330',
    });
    expect(flightRoutes.checkout(params)).toBe(
      '/flight-checkout/BOG/MIA/2026-12-01/2/0/1/CM/105/M/3/1310/2035/2026-12-08/AA/921/M/2350/0330/4900000',
    );
  });

  it('reads a checkout route back into the same parameters', () => {
    const criteria = { ...oneWay, destination: 'MIA', returnDate: '2026-12-08' };
    const params = checkoutParamsFor(roundTrip, buildFamily(), criteria, 2_300_000);
    expect(checkoutParamsFromRoute({ ...params })).toEqual(params);
    expect(criteriaFromResultsParams({ ...params })).toEqual({ ...criteria, origin: 'BOG' });

    const oneWayParams = checkoutParamsFor(direct, buildFamily(), oneWay, 400_000);
    expect(checkoutParamsFromRoute({ ...oneWayParams })).toEqual(oneWayParams);
  });

  it('rejects malformed checkout routes', () => {
    const params: Record<string, string | undefined> = {
      ...checkoutParamsFor(direct, buildFamily(), oneWay, 400_000),
    };
    expect(checkoutParamsFromRoute({ ...params, departureTime: '2460' })).toBeNull();
    expect(checkoutParamsFromRoute({ ...params, price: '12a' })).toBeNull();
    expect(checkoutParamsFromRoute({ ...params, nrOfPassengers: '2' })).toBeNull();
    expect(checkoutParamsFromRoute({ ...params, bookingClass: 'QQ' })).toBeNull();
    // A return date without its flight is not a round trip.
    expect(checkoutParamsFromRoute({ ...params, returnDate: '2026-12-08' })).toBeNull();
  });

  it('finds the checkout itinerary again in a fresh search', () => {
    const oneWayParams = checkoutParamsFor(direct, buildFamily(), oneWay, 400_000);
    expect(matchesCheckoutParams(direct, oneWayParams)).toBe(true);
    expect(matchesCheckoutParams({ ...direct, booking_token: 'other', price: 1 }, oneWayParams)).toBe(true);
    expect(matchesCheckoutParams(connection, oneWayParams)).toBe(false);
    expect(matchesCheckoutParams(direct, { ...oneWayParams, flightNumber: '9302' })).toBe(false);
    expect(matchesCheckoutParams(direct, { ...oneWayParams, date: '2026-12-02' })).toBe(false);
    expect(matchesCheckoutParams(direct, { ...oneWayParams, arrivalTime: '0703' })).toBe(false);

    const criteria = { ...oneWay, destination: 'MIA', returnDate: '2026-12-08' };
    const roundParams: FlightCheckoutParams = checkoutParamsFor(
      roundTrip,
      buildFamily(),
      criteria,
      2_300_000,
    );
    expect(matchesCheckoutParams(roundTrip, roundParams)).toBe(true);
    expect(matchesCheckoutParams(roundTrip, { ...roundParams, returnFlightNumber: '922' })).toBe(false);
    // A one-way address never matches a round trip, nor the reverse.
    const { returnDate: _, ...outboundOnly } = roundParams;
    expect(matchesCheckoutParams(roundTrip, outboundOnly)).toBe(false);
    expect(matchesCheckoutParams(direct, { ...oneWayParams, returnDate: '2026-12-08' })).toBe(false);
  });
});

describe('flight filters and sort', () => {
  const night = buildItinerary(
    [
      buildLeg({
        from: 'BOG',
        to: 'MDE',
        departs: '2026-12-01T21:40',
        arrives: '2026-12-01T22:35',
        airline: 'LA',
        flightNo: 4010,
      }),
    ],
    { price: 310_000, duration: { departure: 3300, return: 0, total: 3300 } },
  );
  const twoStops = buildItinerary(
    [
      buildLeg({
        from: 'BOG',
        to: 'PEI',
        departs: '2026-12-01T00:15',
        arrives: '2026-12-01T01:10',
        airline: 'P5',
      }),
      buildLeg({
        from: 'PEI',
        to: 'CLO',
        departs: '2026-12-01T03:00',
        arrives: '2026-12-01T04:00',
        airline: 'P5',
      }),
      buildLeg({
        from: 'CLO',
        to: 'MDE',
        departs: '2026-12-01T05:00',
        arrives: '2026-12-01T06:00',
        airline: 'AV',
      }),
    ],
    { price: 610_000, airlines: ['P5', 'AV'], duration: { departure: 20_700, return: 0, total: 20_700 } },
  );
  const results = [connection, direct, night, twoStops];

  it('keeps everything with empty filters', () => {
    expect(applyFlightFilters(results, EMPTY_FLIGHT_FILTERS)).toEqual(results);
  });

  it('filters by stops, 2 meaning two or more', () => {
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, stops: [0] })).toEqual([direct, night]);
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, stops: [1, 2] })).toEqual([
      connection,
      twoStops,
    ]);
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, stops: [2] })).toEqual([twoStops]);
  });

  it('keeps itineraries flown by any selected airline', () => {
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, airlines: ['P5'] })).toEqual([twoStops]);
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, airlines: ['LA', 'AV'] })).toEqual(results);
  });

  it('filters by local departure time band and by price cap', () => {
    const ranges = Object.fromEntries(DEPARTURE_RANGES.map((range) => [range.id, range]));
    expect(ranges.manana?.label).toBe('Mañana (06:00 – 11:59)');
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, departureRanges: ['madrugada'] })).toEqual([
      connection,
      twoStops,
    ]);
    expect(
      applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, departureRanges: ['manana', 'noche'] }),
    ).toEqual([direct, night]);
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, departureRanges: ['tarde'] })).toEqual([]);
    expect(applyFlightFilters(results, { ...EMPTY_FLIGHT_FILTERS, maxPrice: 400_000 })).toEqual([
      direct,
      night,
    ]);
  });

  it('looks at the return legs when choosing the return', () => {
    expect(applyFlightFilters([roundTrip], { ...EMPTY_FLIGHT_FILTERS, stops: [0] }, 1)).toEqual([roundTrip]);
    expect(applyFlightFilters([roundTrip], { ...EMPTY_FLIGHT_FILTERS, stops: [0] }, 0)).toEqual([]);
    expect(
      applyFlightFilters([roundTrip], { ...EMPTY_FLIGHT_FILTERS, departureRanges: ['noche'] }, 1),
    ).toEqual([roundTrip]);
  });

  it('sorts by price, duration or departure without touching the input', () => {
    const copy = [...results];
    expect(sortFlights(results, 'price')).toEqual([night, direct, connection, twoStops]);
    expect(sortFlights(results, 'duration')).toEqual([night, direct, connection, twoStops]);
    expect(sortFlights(results, 'departure')).toEqual([twoStops, connection, direct, night]);
    expect(results).toEqual(copy);
    expect(FLIGHT_SORT_LABELS.duration).toBe('Duración');
  });

  it('keeps the supplier order between equal keys', () => {
    const same = [
      { ...direct, id: 'a' },
      { ...direct, id: 'b' },
      { ...direct, id: 'c' },
    ];
    expect(sortFlights(same, 'price').map((result) => result.id)).toEqual(['a', 'b', 'c']);
  });

  it('offers only the options present in the results', () => {
    expect(flightFilterOptions(results)).toEqual({
      airlines: [
        { code: 'AV', minPrice: 400_000 },
        { code: 'LA', minPrice: 310_000 },
        { code: 'P5', minPrice: 610_000 },
      ],
      stops: [0, 1, 2],
      minPrice: 310_000,
      maxPrice: 610_000,
    });
    expect(flightFilterOptions([])).toEqual({ airlines: [], stops: [], minPrice: 0, maxPrice: 0 });
  });
});

describe('round-trip grouping', () => {
  const outboundA = buildLeg({
    from: 'BOG',
    to: 'MDE',
    departs: '2026-12-01T06:05',
    arrives: '2026-12-01T07:02',
    flightNo: 9301,
  });
  const outboundB = buildLeg({
    from: 'BOG',
    to: 'MDE',
    departs: '2026-12-01T09:00',
    arrives: '2026-12-01T10:00',
    flightNo: 9311,
  });
  const returnX = buildLeg({
    from: 'MDE',
    to: 'BOG',
    departs: '2026-12-08T07:00',
    arrives: '2026-12-08T08:00',
    flightNo: 9302,
    direction: 1,
  });
  const returnY = buildLeg({
    from: 'MDE',
    to: 'BOG',
    departs: '2026-12-08T19:00',
    arrives: '2026-12-08T20:00',
    flightNo: 9312,
    direction: 1,
  });
  const ax = buildItinerary([outboundA, returnX], { price: 500_000 });
  const ay = buildItinerary([outboundA, returnY], { price: 450_000 });
  const bx = buildItinerary([outboundB, returnX], { price: 480_000 });
  const results = [ax, bx, ay];

  it('keys an outbound by its legs, whatever the return', () => {
    expect(outboundKey(ax)).toBe(outboundKey(ay));
    expect(outboundKey(ax)).not.toBe(outboundKey(bx));
    expect(outboundKey(ax)).toBe('AV9301@2026-12-01T06:05:00.000Z');
  });

  it('offers each outbound once, at its cheapest combination', () => {
    expect(outboundChoices(results)).toEqual([ay, bx]);
  });

  it('lists the returns that fly with the chosen outbound', () => {
    expect(returnChoicesFor(results, outboundKey(ax))).toEqual([ax, ay]);
    expect(returnChoicesFor(results, 'nope')).toEqual([]);
  });
});

describe('fare totals', () => {
  const passengers = { adults: 2, children: 1, infants: 1 };

  it('prices extra luggage per seated passenger and direction', () => {
    // (60 000 + 120 000) × 3 seats × 2 directions.
    expect(luggagePrice(buildFamily(), ['Mediano', 'Grande'], passengers, 2)).toBe(1_080_000);
    expect(luggagePrice(buildFamily(), ['Mediano'], passengers, 1)).toBe(180_000);
    expect(luggagePrice(buildFamily(), [], passengers, 2)).toBe(0);
  });

  it('charges nothing for sizes the family includes or does not offer, and each size at most as allowed', () => {
    expect(luggagePrice(buildFamily(), ['Pequeño'], passengers, 2)).toBe(0);
    const flexible = buildFamily({
      luggage: buildFamily().luggage.map((option) => ({ ...option, included: true, price: 0 })),
    });
    expect(luggagePrice(flexible, ['Mediano', 'Grande'], passengers, 2)).toBe(0);
    expect(luggagePrice(buildFamily({ luggage: [] }), ['Grande'], passengers, 1)).toBe(0);
    // Up to two hold bags per passenger, any other size once: 2 × 120 000 + 60 000, for 3 seats.
    expect(
      luggagePrice(buildFamily(), ['Grande', 'Grande', 'Grande', 'Mediano', 'Mediano'], passengers, 1),
    ).toBe(900_000);
  });

  it('sells a second hold bag in a family that includes one, and starts from the bags searched for', () => {
    const flexible = buildFamily({
      luggage: buildFamily().luggage.map((option) => ({ ...option, included: true })),
    });
    expect(chargeableLuggage(flexible, ['Grande', 'Grande', 'Mediano'])).toEqual(['Grande']);
    expect(luggagePrice(flexible, ['Grande'], passengers, 1)).toBe(360_000);
    expect(holdBagsToBuy(buildFamily(), 2)).toEqual(['Grande', 'Grande']);
    expect(holdBagsToBuy(flexible, 2)).toEqual(['Grande']);
    expect(holdBagsToBuy(flexible, 1)).toEqual([]);
    expect(holdBagsCarried(flexible, ['Grande'])).toBe(2);
    expect(holdBagsCarried(buildFamily(), [])).toBe(0);
  });

  it('prices a result with the hold bags its search asked for', () => {
    const result = buildItinerary(roundTrip.route, { price: 400_000, fareFamilies: [buildFamily()] });
    const search = { passengers: { adults: 1, children: 0, infants: 0 }, bags: { hand: 1, hold: 1 } };
    expect(withSearchedBags(result, search).price).toBe(640_000);
    expect(withSearchedBags(result, { ...search, bags: { hand: 1, hold: 0 } })).toBe(result);
  });

  it('adds the luggage to the family price', () => {
    expect(fareTotal(buildFamily(), [], passengers, 1)).toBe(400_000);
    expect(
      fareTotal(buildFamily(), ['Grande'], { adults: 1, children: 0, infants: 0 }, directionsOf(roundTrip)),
    ).toBe(640_000);
  });
});

describe('passenger ages', () => {
  it('counts whole years, birthday included', () => {
    expect(ageOn('2000-12-01', '2026-12-01')).toBe(26);
    expect(ageOn('2000-12-02', '2026-12-01')).toBe(25);
    expect(ageOn('2026-11-30', '2026-12-01')).toBe(0);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('types passengers by age: infant under 2, child 2–12, adult 13+', () => {
    expect([0, 1, 2, 12, 13, 80].map(passengerTypeForAge)).toEqual([
      'infant',
      'infant',
      'child',
      'child',
      'adult',
      'adult',
    ]);
  });

  it('checks the age on the last flight date', () => {
    const today = '2026-11-22';
    const turnsThirteen = '2013-12-05';
    expect(findPassengerProblem({ type: 'child', birthDate: turnsThirteen }, '2026-12-01', today)).toBeNull();
    expect(findPassengerProblem({ type: 'child', birthDate: turnsThirteen }, '2026-12-08', today)).toBe(
      'Un niño debe tener entre 2 y 12 años en la fecha del viaje.',
    );
    expect(findPassengerProblem({ type: 'adult', birthDate: turnsThirteen }, '2026-12-08', today)).toBeNull();
    expect(findPassengerProblem({ type: 'adult', birthDate: '2015-01-01' }, '2026-12-08', today)).toBe(
      'Un adulto debe tener 13 años o más en la fecha del viaje.',
    );
    expect(findPassengerProblem({ type: 'infant', birthDate: '2024-12-01' }, '2026-12-08', today)).toBe(
      'Un bebé debe tener menos de 2 años en la fecha del viaje.',
    );
    expect(findPassengerProblem({ type: 'infant', birthDate: '2026-11-22' }, '2026-12-08', today)).toBeNull();
    expect(findPassengerProblem({ type: 'infant', birthDate: '2026-11-23' }, '2026-12-08', today)).toBe(
      'La fecha de nacimiento no puede ser futura.',
    );
  });

  it('needs the sex on the travel document of every passenger, F or M', () => {
    const passenger = {
      type: 'infant',
      documentType: 'RC',
      documento: '1122334455',
      firstname: 'Tomás',
      last_name: 'Gómez',
      gender: 'M',
      birthDate: '2026-01-20',
      nationality: 'CO',
    };
    expect(GENDERS.map((code) => GENDER_LABELS[code])).toEqual(['Femenino', 'Masculino']);
    expect(flightPassengerSchema.parse(passenger)).toEqual(passenger);
    expect(flightPassengerSchema.parse({ ...passenger, gender: 'F' }).gender).toBe('F');
    const { gender: _gender, ...withoutGender } = passenger;
    for (const invalid of [withoutGender, { ...passenger, gender: '' }, { ...passenger, gender: 'X' }]) {
      const parsed = flightPassengerSchema.safeParse(invalid);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map(({ path, message }) => [path, message])).toEqual([
        [['gender'], 'Indica el sexo del pasajero como figura en su documento.'],
      ]);
    }
  });

  it('orders the form sections adults, children, infants', () => {
    expect(passengerSlots({ adults: 2, children: 1, infants: 1 })).toEqual([
      'adult',
      'adult',
      'child',
      'infant',
    ]);
    expect(passengerSlots({ adults: 1, children: 0, infants: 0 })).toEqual(['adult']);
  });
});

describe('flight policy inputs', () => {
  it('is national when origin and destination share a country', () => {
    expect(isNationalFlight(direct)).toBe(true);
    expect(isNationalFlight(roundTrip)).toBe(false);
  });

  it('caps the traveller’s own adult fare and counts advance from the first departure', () => {
    expect(flightPolicyPrice(buildFamily())).toBe(200_000);
    expect(departureDateOf(roundTrip)).toBe('2026-12-01');
  });
});
