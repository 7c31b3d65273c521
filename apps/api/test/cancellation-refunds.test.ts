import { bookings } from '@travesia/db';
import { addDays, formatCop } from '@travesia/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { today, useBookingLifecycleApp } from './helpers/booking-lifecycle';
import { flightBookingHelpers } from './helpers/flight-bookings';
import { DEMO_USERS, databases } from './helpers/test-app';

interface Refund {
  refunded: number | null;
  lost: number | null;
  text: string;
}

describe.each(databases)('what cancelling refunds and loses (issue 36) (%s)', (kind) => {
  const { suite, get, put, bookHotel } = useBookingLifecycleApp(kind);
  const flights = flightBookingHelpers({ t: () => suite.t, costCenterId: () => suite.costCenterId });

  /** Laura's e-mail about the booking `locator` whose subject starts with `subject`. */
  async function lauraMail(locator: string, subject: string): Promise<string> {
    const { messages } = (await suite.t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json<{
      messages: { to: string; subject: string; text: string }[];
    }>();
    const mail = messages.find(
      (message) =>
        message.to === DEMO_USERS.laura.email &&
        message.subject.startsWith(subject) &&
        message.text.includes(locator),
    );
    return mail?.text ?? '';
  }

  /** Cancels as Laura and answers the history's last entry and her cancellation e-mail. */
  async function cancel(id: string, locator: string) {
    const cancelled = await put(id, suite.tokens.laura, {
      status: 'cancelled',
      comment: 'Se movió la reunión.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return {
      history: cancelled.json().events.at(-1).comment as string,
      mail: await lauraMail(locator, 'Reserva cancelada'),
    };
  }

  async function emittedFlight(fareFamily: 'BASICA' | 'CLASICA', daysAhead: number) {
    const itinerary = await flights.directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, daysAhead),
    });
    const price = itinerary.fareFamilies.find((family) => family.code === fareFamily)?.price;
    const response = await flights.book(
      suite.tokens.laura,
      `refund-${fareFamily}-${daysAhead}`,
      flights.bookingBody(itinerary, undefined, { fareFamily, expectedTotal: price }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json();
    // Before emission nothing was bought: cancelling costs nothing.
    expect(booking.cancellationRefund).toEqual({
      refunded: booking.total,
      lost: 0,
      text: 'Aún no está emitida con el proveedor: cancelarla no tiene costo.',
    });
    expect((await put(booking.id, suite.tokens.operador, { status: 'emitted' })).statusCode).toBe(200);
    return booking;
  }

  it('an emitted non-refundable ticket loses its whole price, said before, in the history and in the e-mail', async () => {
    const booking = await emittedFlight('BASICA', 35);
    const refund: Refund = (await get(`/api/bookings/${booking.id}`, suite.tokens.laura)).json()
      .cancellationRefund;
    const text = `Se reembolsan ${formatCop(0)} y se pierden ${formatCop(booking.total)}, según las condiciones: «No reembolsable».`;
    expect(refund).toEqual({ refunded: 0, lost: booking.total, text });

    const { history, mail } = await cancel(booking.id, booking.locator);
    expect(history).toBe(`Se movió la reunión. · ${text}`);
    expect(mail).toContain(text);
  });

  it('a fare that keeps the airport taxes gives them back', async () => {
    const booking = await emittedFlight('CLASICA', 36);
    const refund: Refund = (await get(`/api/bookings/${booking.id}`, suite.tokens.laura)).json()
      .cancellationRefund;
    expect(refund).toMatchObject({
      refunded: booking.breakdown.taxes,
      lost: booking.total - booking.breakdown.taxes,
    });
    expect(booking.breakdown.taxes).toBeGreaterThan(0);
    const { mail } = await cancel(booking.id, booking.locator);
    expect(mail).toContain(`Se reembolsan ${formatCop(booking.breakdown.taxes)}`);
  });

  it('a hotel stay follows the room policy it stored, and says so honestly when it stored none', async () => {
    const stay = await bookHotel(20, { outOfPolicyReason: undefined });
    expect((await put(stay.id, suite.tokens.operador, { status: 'emitted' })).statusCode).toBe(200);
    const refund: Refund = (await get(`/api/bookings/${stay.id}`, suite.tokens.laura)).json()
      .cancellationRefund;
    // Twenty days ahead every built-in policy is decided: free until 24 or 48 hours before, or not refundable.
    expect(refund.refunded === stay.total || refund.refunded === 0).toBe(true);
    expect(refund.text).toMatch(/^Se reembolsan .+, según las condiciones: «.+[^.]»\.$/);

    const older = await bookHotel(22, { outOfPolicyReason: undefined });
    expect((await put(older.id, suite.tokens.operador, { status: 'emitted' })).statusCode).toBe(200);
    // As a booking made before the policy was kept: no version then, and what was unknown was absent (decision 073).
    await suite.t.database.db
      .update(bookings)
      .set({ details: sql`jsonb_strip_nulls(${bookings.details} - 'cancellationPolicy' - 'version')` })
      .where(eq(bookings.id, older.id));
    const unknown =
      'Esta reserva no guardó sus condiciones de cancelación: no sabemos cuánto se reembolsa; la agencia lo confirma con el proveedor.';
    expect((await get(`/api/bookings/${older.id}`, suite.tokens.laura)).json().cancellationRefund).toEqual({
      refunded: null,
      lost: null,
      text: unknown,
    });
    const { history, mail } = await cancel(older.id, older.locator);
    expect(history).toBe(`Se movió la reunión. · ${unknown}`);
    expect(mail).toContain(unknown);
    await put(stay.id, suite.tokens.laura, { status: 'cancelled' });
  });
});
