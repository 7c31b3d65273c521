import { addDays, FLIGHT_SEARCH_MESSAGES, type FlightPassenger } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import {
  child,
  infant,
  laura,
  OFFER_INVALID,
  today,
  useFlightBookingApp,
  yearsAgo,
} from './helpers/flight-bookings';
import { bearer, databases } from './helpers/test-app';

describe.each(databases)('flight bookings refused (%s)', (kind) => {
  const { suite, book, directItinerary, bookingBody, searchFlights, seatsLeft } = useFlightBookingApp(kind);

  it('answers bad passengers, keys and cost centers with a Spanish 400', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 35),
    });
    const noKey = await suite.t.app.inject({
      method: 'POST',
      url: '/api/bookings/flight',
      headers: bearer(suite.tokens.laura),
      payload: bookingBody(itinerary),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.message).toBe('Falta el encabezado Idempotency-Key.');

    const { email: _email, ...withoutEmail } = laura;
    const cases: [FlightPassenger[], string][] = [
      [[child], 'El número de adultos debe estar entre 1 y 6.'],
      [[laura, infant, { ...infant, documento: '99887766' }], FLIGHT_SEARCH_MESSAGES.infantsOverAdults],
      [[withoutEmail], 'Indica el correo y el teléfono del primer adulto: es el contacto de la reserva.'],
      [[laura, { ...child, documento: laura.documento }], 'Cada pasajero debe tener un documento distinto.'],
      [
        [{ ...laura, birthDate: yearsAgo(10) }],
        'Laura Gómez: Un adulto debe tener 13 años o más en la fecha del viaje.',
      ],
      [
        [laura, { ...child, birthDate: yearsAgo(14) }],
        'Tomás Gómez: Un niño debe tener entre 2 y 12 años en la fecha del viaje.',
      ],
      [
        [laura, { ...infant, birthDate: yearsAgo(3) }],
        'Sofía Gómez: Un bebé debe tener menos de 2 años en la fecha del viaje.',
      ],
      [
        [laura, { ...infant, birthDate: addDays(today, 2) }],
        'Sofía Gómez: La fecha de nacimiento no puede ser futura.',
      ],
    ];
    for (const [index, [passengers, message]] of cases.entries()) {
      const response = await book(
        suite.tokens.laura,
        `vuelo-invalido-${index}`,
        bookingBody(itinerary, passengers),
      );
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error.message).toBe(message);
    }

    const foreignCenter = await book(
      suite.tokens.laura,
      'vuelo-laura-0003',
      bookingBody(itinerary, [laura], { costCenterId: suite.cafeCostCenterId }),
    );
    expect(foreignCenter.statusCode).toBe(400);
    expect(foreignCenter.json().error.message).toBe('Elige un centro de costos de tu empresa.');
    const noPassengers = await book(suite.tokens.laura, 'vuelo-laura-0004', bookingBody(itinerary, []));
    expect(noPassengers.json().error.message).toBe('Indica los pasajeros.');
    // Airlines need the sex on the travel document: a passenger without it (or with another value) is refused.
    const { gender: _gender, ...withoutGender } = laura;
    for (const passenger of [withoutGender, { ...laura, gender: 'X' }]) {
      const response = await book(
        suite.tokens.laura,
        'vuelo-laura-0004b',
        bookingBody(itinerary, [passenger as FlightPassenger]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Indica el sexo del pasajero como figura en su documento.');
    }
  });

  it('refuses a passenger already on the flight, whoever booked them, until that booking is cancelled', async () => {
    const criteria = { origin: 'BOG', destination: 'CTG', departureDate: addDays(today, 40) };
    const itinerary = await directItinerary(criteria);
    const first = await book(suite.tokens.laura, 'vuelo-doble-0001', bookingBody(itinerary));
    expect(first.statusCode, first.body).toBe(201);
    const seats = await seatsLeft(itinerary);
    // The same flight found again (its price moved with the seat), booked by Laura and by Ana for Laura.
    const again = (await searchFlights(criteria)).find((result) => result.id === itinerary.id);
    if (!again) throw new Error('the flight is no longer on sale');
    const ALREADY_BOOKED = {
      code: 'PASSENGER_ALREADY_BOOKED',
      message:
        'Laura Gómez ya tiene una reserva en este vuelo: una persona no puede viajar dos veces en el mismo vuelo.',
    };
    const burst = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        book(suite.tokens.laura, `vuelo-doble-000${index + 2}`, bookingBody(again)),
      ),
    );
    expect(burst.map((response) => response.json())).toEqual(Array(4).fill({ error: ALREADY_BOOKED }));
    const forLaura = await book(suite.tokens.ana, 'vuelo-doble-ana', bookingBody(again));
    expect(forLaura.json()).toEqual({ error: ALREADY_BOOKED });
    expect(await seatsLeft(itinerary)).toBe(seats);

    const cancelled = await suite.t.app.inject({
      method: 'PUT',
      url: `/api/bookings/${first.json().id}`,
      headers: bearer(suite.tokens.laura),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancelling = (await searchFlights(criteria)).find((result) => result.id === itinerary.id);
    if (!afterCancelling) throw new Error('the flight is no longer on sale');
    const rebooked = await book(suite.tokens.laura, 'vuelo-doble-0010', bookingBody(afterCancelling));
    expect(rebooked.statusCode, rebooked.body).toBe(201);
  });

  it('books at once, of two bookings of one passenger on one flight sent together, exactly one', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'SMR',
      departureDate: addDays(today, 41),
    });
    const seats = await seatsLeft(itinerary);
    const together = await Promise.all([
      book(suite.tokens.laura, 'vuelo-juntos-0001', bookingBody(itinerary)),
      book(suite.tokens.laura, 'vuelo-juntos-0002', bookingBody(itinerary)),
    ]);
    expect(together.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    // The loser is refused as a second seat for Laura, or (if the winner's seat moved the price first) as a new
    // price, which a repeated confirmation would then refuse as her second seat; either way one seat is taken.
    const refused = together.find((response) => response.statusCode === 409)?.json().error.code;
    expect(['PASSENGER_ALREADY_BOOKED', 'PRICE_CHANGED']).toContain(refused);
    expect(await seatsLeft(itinerary)).toBe(seats - 1);
  });

  it('refuses a changed price with the new total, and a token the API did not sign', async () => {
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 50),
    });
    const price = itinerary.fareFamilies[0]?.price ?? 0;
    const stale = await book(
      suite.tokens.laura,
      'vuelo-laura-0005',
      bookingBody(itinerary, [laura], { expectedTotal: price - 1000 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('PRICE_CHANGED');
    expect(stale.json().error.message.replace(/\D/g, '')).toBe(String(price));

    // Searched for one adult, booked for two: the fare is re-priced for the passengers actually sent.
    const companion = {
      ...laura,
      documento: '1010101010',
      firstname: 'Andrés',
      gender: 'M' as const,
      email: undefined,
      phone: undefined,
    };
    const morePassengers = await book(
      suite.tokens.laura,
      'vuelo-laura-0006',
      bookingBody(itinerary, [laura, companion]),
    );
    expect(morePassengers.statusCode).toBe(409);
    expect(morePassengers.json().error.code).toBe('PRICE_CHANGED');

    const unknown = await book(
      suite.tokens.laura,
      'vuelo-laura-0007',
      bookingBody(itinerary, [laura], { booking_token: 'no-es-un-vuelo' }),
    );
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toEqual({ error: OFFER_INVALID });
  });

  it('asks for a reason out of the flight policy and leaves the booking pending approval', async () => {
    // Andes Energía's demo rules: national flights 3 days ahead, international ones 15 days ahead.
    const soon = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 2),
    });
    const noReason = await book(suite.tokens.laura, 'vuelo-laura-0008', bookingBody(soon));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe('Indica el motivo por el que reservas fuera de la política.');
    const withReason = await book(
      suite.tokens.laura,
      'vuelo-laura-0008',
      bookingBody(soon, [laura], { outOfPolicyReason: 'Visita urgente a la planta.' }),
    );
    expect(withReason.statusCode, withReason.body).toBe(201);
    expect(withReason.json()).toMatchObject({
      status: 'pending_approval',
      withinPolicy: false,
      outOfPolicyReason: 'Visita urgente a la planta.',
    });

    // Far enough ahead for both rules.
    const ahead = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 20),
    });
    const abroad = await directItinerary({
      origin: 'BOG',
      destination: 'MIA',
      departureDate: addDays(today, 20),
    });
    for (const [key, itinerary] of [
      ['vuelo-laura-0009', ahead],
      ['vuelo-laura-0010', abroad],
    ] as const) {
      const response = await book(suite.tokens.laura, key, bookingBody(itinerary));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ status: 'approved', withinPolicy: true });
    }
  });

  it('describes the flight booking and the booking union in the OpenAPI document', async () => {
    const response = await suite.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths, components } = response.json();
    expect(paths['/api/bookings/flight'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/bookings/{id}'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Booking',
    });
    expect(components.schemas.Booking).toHaveProperty('oneOf');
  });
});
