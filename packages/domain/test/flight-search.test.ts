import { describe, expect, it } from 'vitest';
import {
  checkoutParamsFor,
  checkoutParamsFromRoute,
  criteriaFromResultsParams,
  defaultFlightSearchForm,
  FLIGHT_SEARCH_MESSAGES,
  type FlightCheckoutParams,
  type FlightRouteCriteria,
  findFlightSearchProblem,
  flightRoutes,
  flightSearchRequestSchema,
  MAX_ADVANCE_DAYS,
  matchesCheckoutParams,
  searchRequestFromForm,
  seatedPassengers,
} from '../src';
import { buildFamily } from '../src/testing/flight-builders';
import { connection, direct, roundTrip } from './flight-fixtures';

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
