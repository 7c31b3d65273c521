import { bookings } from '@travesia/db';
import { addDays, type FlightResult } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import {
  decodeBookingToken,
  encodeBookingToken,
  type TokenLeg,
} from '../src/suppliers/flights/builtin/booking-token';
import { createFlightOffers, OFFER_TTL_MS } from '../src/suppliers/flights/flight-offers';
import { type Criteria, laura, OFFER_INVALID, today, useFlightBookingApp } from './helpers/flight-bookings';
import { databases, TEST_TOKEN_SECRET } from './helpers/test-app';

describe.each(databases)('flight offers edited by hand, the Trust issue (%s)', (kind) => {
  const { suite, book, searchFlights, directItinerary, bookingBody, seatsLeft } = useFlightBookingApp(kind);

  /** Signs as the API does: what a forger holding the secret could send, or a supplier token gone wrong. */
  const offers = createFlightOffers(TEST_TOKEN_SECRET, 'builtin');
  const legsOf = (itinerary: FlightResult): TokenLeg[] => {
    const content = decodeBookingToken(offers.open(itinerary.booking_token).token);
    if (!content) throw new Error('not a built-in token');
    return content.legs;
  };
  /** The itinerary again, its offer now naming these legs for this search, signed with the secret. */
  const forged = (
    itinerary: FlightResult,
    legs: TokenLeg[],
    search: Criteria,
    sealer = offers,
  ): FlightResult => {
    const token = encodeBookingToken({ cabin: 'Y', legs });
    const [offer] = sealer.seal(
      {
        ...search,
        passengers: { adults: 1, children: 0, infants: 0 },
        cabin: 'Y',
        nonStop: true,
        bags: { hand: 1, hold: 0 },
      },
      [{ ...itinerary, booking_token: token }],
    );
    return offer as FlightResult;
  };
  const storedBookings = async () =>
    (await suite.t.database.db.select({ id: bookings.id }).from(bookings)).length;

  /** Each attempt is refused with the Spanish 409, takes no seat and stores no booking. */
  async function expectRefused(attempts: [string, FlightResult][], watched: FlightResult) {
    const [before, seats] = [await storedBookings(), await seatsLeft(watched)];
    for (const [name, itinerary] of attempts) {
      const response = await book(
        suite.tokens.laura,
        `vuelo-trampa-${name}`,
        bookingBody(itinerary, [laura], { outOfPolicyReason: 'Prueba.' }),
      );
      expect(response.statusCode, name).toBe(409);
      expect(response.json(), name).toEqual({ error: OFFER_INVALID });
    }
    expect(await storedBookings()).toBe(before);
    expect(await seatsLeft(watched)).toBe(seats);
  }

  it('refuses a round trip whose return is relabelled as outbound, and books the honest one as international', async () => {
    const search = {
      origin: 'BOG',
      destination: 'MIA',
      departureDate: addDays(today, 40),
      returnDate: addDays(today, 47),
    };
    const roundTrip = await directItinerary(search);
    const [out, back] = legsOf(roundTrip) as [TokenLeg, TokenLeg];
    const relabelled = [out, { ...back, direction: 0 as const }];
    const { returnDate: _return, ...oneWay } = search;
    await expectRefused(
      [
        ['relabelled', forged(roundTrip, relabelled, search)],
        ['relabelled-one-way', forged(roundTrip, relabelled, oneWay)],
        ['return-first', forged(roundTrip, [back, out], search)],
      ],
      roundTrip,
    );

    // An international trip needs each passenger's document valid on the last flight.
    const { documentExpiry: _expiry, ...undocumented } = laura;
    const withoutDocument = await book(
      suite.tokens.laura,
      'vuelo-sin-documento',
      bookingBody(roundTrip, [undocumented], { outOfPolicyReason: 'Prueba.' }),
    );
    expect(withoutDocument.statusCode).toBe(400);
    expect(withoutDocument.json().error.message).toBe(
      'Laura Gómez: Indica la fecha de vencimiento del documento: los vuelos internacionales la piden.',
    );
    const expiring = await book(
      suite.tokens.laura,
      'vuelo-documento-vencido',
      bookingBody(roundTrip, [{ ...laura, documentExpiry: addDays(today, 45) }], {
        outOfPolicyReason: 'Prueba.',
      }),
    );
    expect(expiring.statusCode).toBe(400);
    expect(expiring.json().error.message).toBe(
      'Laura Gómez: El documento vence antes del último vuelo: viaja con uno vigente.',
    );

    const honest = await book(
      suite.tokens.laura,
      'vuelo-honesto-ida-vuelta',
      bookingBody(roundTrip, [laura], { outOfPolicyReason: 'Prueba.' }),
    );
    expect(honest.statusCode, honest.body).toBe(201);
    expect(honest.json()).toMatchObject({
      itinerary: { flyFrom: 'BOG', flyTo: 'MIA', countryTo: { code: 'US' } },
      total: roundTrip.fareFamilies[0]?.price,
    });
  });

  it('refuses the same flight twice, legs that do not connect and a second leg leaving before the first lands', async () => {
    const departureDate = addDays(today, 42);
    const toMde = await directItinerary({ origin: 'BOG', destination: 'MDE', departureDate });
    const toCtg = await directItinerary({ origin: 'BOG', destination: 'CTG', departureDate });
    const [bogMde] = legsOf(toMde) as [TokenLeg];
    const [bogCtg] = legsOf(toCtg) as [TokenLeg];
    const connecting = (
      await searchFlights({ origin: 'BGA', destination: 'MIA', departureDate, nonStop: false })
    ).find((result) => result.route.length === 2);
    if (!connecting) throw new Error('no BGA-MIA connection');
    const [first, second] = legsOf(connecting) as [TokenLeg, TokenLeg];
    const connectingSearch = { origin: 'BGA', destination: 'MIA', departureDate };
    await expectRefused(
      [
        ['twice', forged(toMde, [bogMde, bogMde], { origin: 'BOG', destination: 'MDE', departureDate })],
        [
          'disconnected',
          forged(toCtg, [bogMde, bogCtg], { origin: 'BOG', destination: 'CTG', departureDate }),
        ],
        // The hub's flight onward flies daily: the day before leaves long before the first leg lands.
        [
          'before',
          forged(
            connecting,
            [first, { ...second, departureDate: addDays(departureDate, -1) }],
            connectingSearch,
          ),
        ],
        ['swapped', forged(connecting, [second, first], connectingSearch)],
        ['elsewhere', forged(toMde, [bogMde], { origin: 'BOG', destination: 'CTG', departureDate })],
      ],
      toMde,
    );

    const honest = await book(
      suite.tokens.laura,
      'vuelo-honesto-conexion',
      bookingBody(connecting, [laura], { outOfPolicyReason: 'Prueba.' }),
    );
    expect(honest.statusCode, honest.body).toBe(201);
  });

  it('refuses an offer edited without the secret, an unsigned token and an expired offer', async () => {
    const criteria = { origin: 'BOG', destination: 'MDE', departureDate: addDays(today, 44) };
    const itinerary = await directItinerary(criteria);
    const offer = itinerary.booking_token;
    const [mac, meta, token] = [
      offer.slice(0, 43),
      offer.slice(44, offer.indexOf('.', 44)),
      offer.slice(offer.indexOf('.', 44) + 1),
    ];
    const [leg] = legsOf(itinerary) as [TokenLeg];
    const otherDay = encodeBookingToken({
      cabin: 'Y',
      legs: [{ ...leg, departureDate: addDays(criteria.departureDate, 1) }],
    });
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    const expired = createFlightOffers(
      TEST_TOKEN_SECRET,
      'builtin',
      () => Date.now() - OFFER_TTL_MS - 60_000,
    );
    const withToken = (bookingToken: string) => ({ ...itinerary, booking_token: bookingToken });
    await expectRefused(
      [
        ['payload', withToken(`${mac}.${meta}.${otherDay}`)],
        ['signature', withToken(`${flipped}.${meta}.${token}`)],
        ['unsigned', withToken(token)],
        ['expired', forged(itinerary, [leg], criteria, expired)],
        ['other-secret', forged(itinerary, [leg], criteria, createFlightOffers('x'.repeat(32), 'builtin'))],
        ['other-supplier', forged(itinerary, [leg], criteria, createFlightOffers(TEST_TOKEN_SECRET, 'kiwi'))],
      ],
      itinerary,
    );
    expect((await book(suite.tokens.laura, 'vuelo-honesto-firmado', bookingBody(itinerary))).statusCode).toBe(
      201,
    );
  });
});
