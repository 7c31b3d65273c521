import { randomUUID } from 'node:crypto';
import { bookings, companies, hotelAllotments, hotelRoomTypes, hotels, outbox } from '@travesia/db';
import { addDays, toIsoDate } from '@travesia/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  DEMO_USERS,
  type DemoTokens,
  LAURA_AS_HOTEL_GUEST,
  loginDemoUsers,
  type TestApp,
} from './test-app';

export const today = toIsoDate(new Date());

export interface Summary {
  id: string;
  status: string;
  locator: string;
  title: string;
  traveller: { name: string; documento: string };
  allowedTransitions: string[];
  approvalDeadline: string | null;
  supplierLocator: string | null;
}

/**
 * The app of a booking lifecycle file on a database of its own, every demo user signed in, and the requests its
 * tests make. Call it inside the file's `describe`: it registers the hooks that build and close the app.
 */
export function useBookingLifecycleApp(kind: DatabaseKind) {
  const suite = {} as { t: TestApp; tokens: DemoTokens; costCenterId: number; andesId: number };

  beforeAll(async () => {
    suite.t = await createTestApp({ database: kind });
    suite.tokens = await loginDemoUsers(suite.t.app);
    suite.costCenterId = (await get('/api/centros-utilidad', suite.tokens.laura)).json().data[0].id;
    const [andes] = await suite.t.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'Andes Energía S.A.S.'));
    suite.andesId = andes?.id ?? 0;
  });
  afterAll(() => suite.t.close());

  const get = (url: string, token?: string) =>
    suite.t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const decideByLink = (token: string, payload: Record<string, unknown> = {}) =>
    suite.t.app.inject({ method: 'POST', url: `/api/approval-links/${token}`, payload });
  const put = (id: string, token: string, payload: Record<string, unknown>) =>
    suite.t.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: bearer(token), payload });

  /** What Laura sends to book the cheapest Bogotá room `daysAhead` from today, with `extra` on top. */
  async function hotelBookingBody(daysAhead: number, extra: Record<string, unknown> = {}) {
    const stay = { checkIn: addDays(today, daysAhead), checkOut: addDays(today, daysAhead + 2) };
    const search = await suite.t.app.inject({
      method: 'POST',
      url: '/api/hotels/search',
      payload: { stay, occupancies: [{ rooms: 1, adults: 1, children: 0 }], destination: { zone: 'BOG' } },
    });
    const hotel = [...search.json().results].sort(
      (a: { minRate: number }, b: { minRate: number }) => a.minRate - b.minRate,
    )[0];
    const detail = (
      await get(
        `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=1`,
      )
    ).json();
    const room = detail.rooms.find((candidate: { total: number }) => candidate.total === hotel.minRate);
    return {
      hotelCode: hotel.code,
      roomCode: room.code,
      ...stay,
      rooms: 1,
      adults: 1,
      guest: LAURA_AS_HOTEL_GUEST,
      costCenterId: suite.costCenterId,
      paymentMethod: 'nomina',
      expectedTotal: room.total,
      outOfPolicyReason: 'Reunión con cliente confirmada ayer',
      // These tests book the same room for the same nights many times on purpose.
      confirmDuplicate: true,
      ...extra,
    };
  }

  /** Laura books with `body` (hotelBookingBody) under a key of its own; answers the booking created. */
  async function postHotelBooking(body: Record<string, unknown>) {
    const response = await suite.t.app.inject({
      method: 'POST',
      url: '/api/bookings/hotel',
      headers: { ...bearer(suite.tokens.laura), 'idempotency-key': `lifecycle-${randomUUID()}` },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** Laura books the cheapest Bogotá room `daysAhead` from today: 1 day ahead breaks the 3-day national rule. */
  const bookHotel = async (daysAhead: number, extra: Record<string, unknown> = {}) =>
    postHotelBooking(await hotelBookingBody(daysAhead, extra));

  /** The tokens of the approve and reject links Carlos was e-mailed for the booking `locator`. */
  async function carlosLinksFor(locator: string) {
    const mails = await suite.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, DEMO_USERS.carlos.email));
    const text = mails.find((mail) => mail.textBody.includes(locator))?.textBody ?? '';
    return {
      approveToken: /Aprobar: \S+\/approval\/(\S+)/.exec(text)?.[1] ?? '',
      rejectToken: /Rechazar: \S+\/approval\/(\S+)/.exec(text)?.[1] ?? '',
    };
  }

  /** Rooms sold of the booking's room type on its first night. */
  async function soldRooms(bookingId: string): Promise<number> {
    const [row] = await suite.t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const details = row?.details as { checkIn: string; roomCode: string; hotelCode: string };
    const [allotment] = await suite.t.database.db
      .select({ sold: hotelAllotments.sold })
      .from(hotelAllotments)
      .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelAllotments.roomTypeId))
      .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
      .where(
        and(
          eq(hotels.code, details.hotelCode),
          eq(hotelRoomTypes.code, details.roomCode),
          eq(hotelAllotments.date, details.checkIn),
        ),
      );
    return allotment?.sold ?? -1;
  }

  return {
    suite,
    get,
    put,
    decideByLink,
    hotelBookingBody,
    postHotelBooking,
    bookHotel,
    carlosLinksFor,
    soldRooms,
  };
}
