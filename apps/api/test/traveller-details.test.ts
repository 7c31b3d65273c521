import { auditLog, users } from '@travesia/db';
import { addDays, type FlightPassenger, fareTotal } from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { laura, today, useFlightBookingApp } from './helpers/flight-bookings';
import { bearer, DEMO_USERS, databases } from './helpers/test-app';

/** Carlos, Laura's colleague, flying with her: his details are his, never kept on her profile. */
const carlos: FlightPassenger = {
  type: 'adult',
  documentType: 'CC',
  documento: DEMO_USERS.carlos.documento,
  firstname: 'Carlos',
  last_name: 'Restrepo',
  gender: 'M',
  birthDate: '1978-11-02',
  nationality: 'VE',
  email: DEMO_USERS.carlos.email,
  phone: '+573005550202',
};

const UNKEPT = { gender: null, birthDate: null, nationality: null };

describe.each(databases)('traveller details kept from flight bookings (%s)', (kind) => {
  const { suite, book, directItinerary, bookingBody } = useFlightBookingApp(kind);

  const detailsOf = async (email: string) => {
    const [row] = await suite.t.database.db
      .select({ gender: users.gender, birthDate: users.birthDate, nationality: users.nationality })
      .from(users)
      .where(eq(users.email, email));
    return row;
  };
  const profile = (token: string) =>
    suite.t.app.inject({ method: 'GET', url: '/api/me/profile', headers: bearer(token) });

  async function bookTwoAdults(key: string, passengers: FlightPassenger[], daysAhead: number) {
    const party = { adults: 2, children: 0, infants: 0 };
    const itinerary = await directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, daysAhead),
      passengers: party,
    });
    const family = itinerary.fareFamilies.find((candidate) => candidate.code === 'BASICA');
    if (!family) throw new Error('no Básica family');
    const created = await book(
      suite.tokens.laura,
      key,
      bookingBody(itinerary, passengers, { expectedTotal: fareTotal(family, [], party, 1) }),
    );
    expect(created.statusCode, created.body).toBe(201);
  }

  it("keeps nothing when the traveller books colleagues only, whatever the passenger's name", async () => {
    const namedLikeLaura = {
      ...carlos,
      firstname: 'Laura',
      last_name: 'Gómez',
      email: laura.email,
      phone: laura.phone,
    };
    await bookTwoAdults('detalles-colega-01', [namedLikeLaura, { ...carlos, documento: '80111222' }], 50);
    expect(await detailsOf(DEMO_USERS.laura.email)).toEqual(UNKEPT);
    expect(await detailsOf(DEMO_USERS.carlos.email)).toEqual(UNKEPT);
  });

  it("keeps the traveller's own sex, birth date and nationality, and only hers, from a booking for herself", async () => {
    const herself = { ...laura, gender: 'F', birthDate: '1991-03-08', nationality: 'AR' } as const;
    await bookTwoAdults('detalles-propios-01', [carlos, herself], 51);
    expect(await detailsOf(DEMO_USERS.laura.email)).toEqual({
      gender: 'F',
      birthDate: '1991-03-08',
      nationality: 'AR',
    });
    expect(await detailsOf(DEMO_USERS.carlos.email)).toEqual(UNKEPT);
    expect((await profile(suite.tokens.laura)).json()).toMatchObject({
      gender: 'F',
      birthDate: '1991-03-08',
      nationality: 'AR',
    });
    const [lauraRow] = await suite.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USERS.laura.email));
    const entries = await suite.t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.profile_update'), eq(auditLog.entityId, String(lauraRow?.id))));
    expect(entries.map((entry) => entry.details)).toEqual([
      {
        via: 'flight_booking',
        changes: {
          gender: { from: null, to: 'F' },
          birthDate: { from: null, to: '1991-03-08' },
          nationality: { from: null, to: 'AR' },
        },
      },
    ]);
  });
});
