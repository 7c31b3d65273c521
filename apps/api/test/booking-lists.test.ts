import { addDays } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { type Summary, today, useBookingLifecycleApp } from './helpers/booking-lifecycle';
import { bearer, DEMO_USERS, databases } from './helpers/test-app';

describe.each(databases)('booking lists, queue, calendar and notifications (%s)', (kind) => {
  const { suite, get, put, bookHotel } = useBookingLifecycleApp(kind);

  it('queues the approved bookings of every company for the operador, soonest trip first, and nobody else', async () => {
    // Booked first, travels later: the queue puts the trip that cannot wait first (issue 36, item 18).
    const second = await bookHotel(21, { outOfPolicyReason: undefined });
    const first = await bookHotel(20, { outOfPolicyReason: undefined });
    const pending = await bookHotel(1);
    expect([first.status, second.status, pending.status]).toEqual([
      'approved',
      'approved',
      'pending_approval',
    ]);

    const all = (await get('/api/emission-queue?pageSize=100', suite.tokens.operador)).json();
    const ids = all.data.map((row: Summary) => row.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(pending.id);
    expect(all.data.every((row: Summary) => row.status === 'approved')).toBe(true);
    expect(all.data.find((row: Summary) => row.id === first.id)).toMatchObject({
      companyName: 'Andes Energía S.A.S.',
      traveller: { name: 'Laura Gómez' },
      total: first.total,
      allowedTransitions: expect.arrayContaining(['emitted']),
    });
    const startsOns = all.data.map((row: Summary & { startsOn: string }) => row.startsOn);
    expect(startsOns).toEqual([...startsOns].sort());

    const page = (await get('/api/emission-queue?pageSize=1&page=2', suite.tokens.operador)).json();
    expect(page).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(page.data[0].id).toBe(all.data[1].id);

    await put(first.id, suite.tokens.operador, { status: 'emitted' });
    const after = (await get('/api/emission-queue?pageSize=100', suite.tokens.operador)).json();
    expect(after.data.map((row: Summary) => row.id)).not.toContain(first.id);

    for (const token of [suite.tokens.laura, suite.tokens.carlos, suite.tokens.ana]) {
      const refused = await get('/api/emission-queue', token);
      expect(refused.statusCode).toBe(403);
    }
    expect((await get('/api/emission-queue?page=0', suite.tokens.operador)).statusCode).toBe(400);
    await put(second.id, suite.tokens.laura, { status: 'cancelled' });
    await put(pending.id, suite.tokens.laura, { status: 'cancelled' });
  });

  it('lists bookings by documento, by company and in the queue, filtered and paginated, per role', async () => {
    const refused = await bookHotel(1);
    await put(refused.id, suite.tokens.carlos, { status: 'rejected', comment: 'No' });
    const soon = await bookHotel(5, { outOfPolicyReason: undefined });
    const later = await bookHotel(12, { outOfPolicyReason: undefined });
    const mine = await get(
      `/api/bookings/documento/${DEMO_USERS.laura.documento}?pageSize=2`,
      suite.tokens.laura,
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ page: 1, pageSize: 2 });
    expect(mine.json().data).toHaveLength(2);
    expect(mine.json().total).toBeGreaterThanOrEqual(3);
    const second = (
      await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}?pageSize=2&page=2`, suite.tokens.laura)
    ).json();
    expect(second.data[0].id).not.toBe(mine.json().data[0].id);

    const rejected = (
      await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}?status=rejected`, suite.tokens.laura)
    ).json();
    expect(rejected.data.length).toBeGreaterThan(0);
    expect(rejected.data.every((row: Summary) => row.status === 'rejected')).toBe(true);
    expect(rejected.data.map((row: Summary) => row.id)).toContain(refused.id);
    const flights = (
      await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}?type=flight`, suite.tokens.laura)
    ).json();
    expect(flights.total).toBe(0);
    const fromDay10 = (
      await get(
        `/api/bookings/documento/${DEMO_USERS.laura.documento}?from=${addDays(today, 10)}`,
        suite.tokens.laura,
      )
    ).json();
    expect(fromDay10.data.every((row: { startsOn: string }) => row.startsOn >= addDays(today, 10))).toBe(
      true,
    );
    expect(fromDay10.data.map((row: Summary) => row.id)).toEqual(expect.arrayContaining([later.id]));
    expect(fromDay10.data.map((row: Summary) => row.id)).not.toContain(soon.id);
    const bad = await get(
      `/api/bookings/documento/${DEMO_USERS.laura.documento}?pageSize=1000`,
      suite.tokens.laura,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('El tamaño de página debe estar entre 1 y 100.');

    // The app's call names no documento (issue 27): the same pages, filtered alike, of the signed-in user only.
    for (const query of [
      'pageSize=2',
      'pageSize=2&page=2',
      'status=rejected',
      `from=${addDays(today, 10)}`,
    ]) {
      const own = await get(`/api/me/bookings?${query}`, suite.tokens.laura);
      expect(own.statusCode, query).toBe(200);
      expect(own.json(), query).toEqual(
        (
          await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}?${query}`, suite.tokens.laura)
        ).json(),
      );
    }
    for (const token of [suite.tokens.carlos, suite.tokens.ana]) {
      const others = (await get('/api/me/bookings?pageSize=100', token)).json();
      expect(others.data.map((row: Summary) => row.id)).not.toContain(refused.id);
    }
    expect((await get('/api/me/bookings?pageSize=1000', suite.tokens.laura)).statusCode).toBe(400);

    // Her approver and her admin may look; for a colleague she is missing, as for another company.
    expect(
      (await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}`, suite.tokens.carlos)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}`, suite.tokens.ana)).statusCode,
    ).toBe(200);
    expect(
      (await get(`/api/bookings/documento/${DEMO_USERS.carlos.documento}`, suite.tokens.laura)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/bookings/documento/${DEMO_USERS.laura.documento}`, suite.tokens.julian)).statusCode,
    ).toBe(404);

    expect((await get(`/api/bookings/company/${suite.andesId}`, suite.tokens.ana)).json().total).toBe(
      mine.json().total,
    );
    expect((await get(`/api/bookings/company/${suite.andesId}`, suite.tokens.operador)).statusCode).toBe(200);
    expect((await get(`/api/bookings/company/${suite.andesId}`, suite.tokens.carlos)).statusCode).toBe(403);
    expect((await get(`/api/bookings/company/${suite.andesId}`, suite.tokens.julian)).statusCode).toBe(404);
    expect((await get(`/api/bookings/company/${suite.andesId}`)).statusCode).toBe(401);
  });

  it('gives every trip as a calendar file to those who may see it', async () => {
    const booking = await bookHotel(20, { outOfPolicyReason: undefined });
    const calendar = await get(`/api/bookings/${booking.id}/calendar.ics`, suite.tokens.laura);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.headers['content-disposition']).toBe(
      `attachment; filename="viaje-${booking.locator}.ics"`,
    );
    expect(calendar.body).toContain(`SUMMARY:Estadía en ${booking.hotelName}`);
    expect(calendar.body).not.toContain('SUMMARY:Hotel Hotel');
    expect(calendar.body).toContain(`DTSTART;VALUE=DATE:${booking.checkIn.replaceAll('-', '')}`);
    expect((await get(`/api/bookings/${booking.id}/calendar.ics`, suite.tokens.julian)).statusCode).toBe(404);
  });

  it('marks notifications read, one or all, only one’s own', async () => {
    const booking = await bookHotel(1);
    await put(booking.id, suite.tokens.carlos, { status: 'rejected', comment: 'No' });
    const list = (await get('/api/notifications', suite.tokens.laura)).json();
    const first = list.data[0];
    const read = await suite.t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: bearer(suite.tokens.laura),
    });
    expect(read.statusCode).toBe(204);
    const foreign = await suite.t.app.inject({
      method: 'POST',
      url: `/api/notifications/${first.id}/read`,
      headers: bearer(suite.tokens.carlos),
    });
    expect(foreign.statusCode).toBe(404);
    const after = (await get('/api/notifications', suite.tokens.laura)).json();
    expect(after.unread).toBe(list.unread - (first.readAt ? 0 : 1));
    await suite.t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(suite.tokens.laura),
    });
    expect((await get('/api/notifications', suite.tokens.laura)).json().unread).toBe(0);
  });
});
