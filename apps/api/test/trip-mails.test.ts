import { bookings, hotels, outbox } from '@travesia/db';
import { addDays, fareTotal, formatCop, formatDay, formatMoment, loadAirlineNames } from '@travesia/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { today, useBookingLifecycleApp } from './helpers/booking-lifecycle';
import { flightBookingHelpers } from './helpers/flight-bookings';
import { DEMO_USERS, databases } from './helpers/test-app';

interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
}

describe.each(databases)('the traveller’s itinerary and cancellation e-mails (%s)', (kind) => {
  const { suite, get, put, bookHotel } = useBookingLifecycleApp(kind);
  const flights = flightBookingHelpers({ t: () => suite.t, costCenterId: () => suite.costCenterId });

  /** Laura's e-mails about one booking, through the development outbox, oldest first. */
  async function lauraMailsAbout(locator: string): Promise<OutboxMessage[]> {
    const response = await suite.t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json<{ messages: OutboxMessage[] }>();
    return messages
      .filter((message) => message.to === DEMO_USERS.laura.email && message.text.includes(locator))
      .reverse();
  }

  const htmlOf = async (id: number) =>
    (await suite.t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]?.htmlBody ?? '';

  /** A stay within the policy: approved at once, so the agency may emit it. */
  const bookApprovedHotel = () => bookHotel(20, { outOfPolicyReason: undefined });

  it('sends the flight’s itinerary once the agency emits it: legs in Colombian time, passengers, total', async () => {
    const itinerary = await flights.directItinerary({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: addDays(today, 40),
    });
    const basica = itinerary.fareFamilies[0];
    if (!basica) throw new Error('no fare family');
    const withBag = {
      extraLuggage: ['Grande'],
      expectedTotal: fareTotal(basica, ['Grande'], { adults: 1, children: 0, infants: 0 }, 1),
    };
    const created = await flights.book(
      suite.tokens.laura,
      `itinerario-${kind}`,
      flights.bookingBody(itinerary, undefined, withBag),
    );
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json();
    expect(await lauraMailsAbout(booking.locator)).toEqual([]);

    const emitted = await put(booking.id, suite.tokens.operador, { status: 'emitted' });
    expect(emitted.statusCode, emitted.body).toBe(200);
    const { supplierLocator } = emitted.json();
    // One e-mail: the itinerary replaces the short notice's.
    const [mail, ...others] = await lauraMailsAbout(booking.locator);
    expect(others).toEqual([]);
    const [leg] = itinerary.route;
    if (!mail || !leg) throw new Error('no itinerary e-mail');
    const airline = (await loadAirlineNames())[leg.airline];
    expect(mail.subject).toBe(`Itinerario de tu viaje: Bogotá → Medellín (localizador ${booking.locator})`);
    for (const line of [
      'Hola, Laura:',
      `Localizador de la aerolínea: ${supplierLocator}`,
      `Localizador de Travesía: ${booking.locator}`,
      `Ida: ${airline} ${leg.airline} ${leg.flight_no}`,
      `${leg.cityFrom} (BOG) → ${leg.cityTo} (MDE)`,
      `Sale: ${formatMoment(leg.utc_departure)}`,
      `Llega: ${formatMoment(leg.utc_arrival)}`,
      'Las horas de salida y llegada están en hora de Colombia.',
      'Pasajeros:\nLaura Gómez (adulto)',
      'Tarifa: Básica, cabina Económica\nEquipaje adicional por pasajero: Maleta facturada 23 kg',
      `Total: ${formatCop(booking.total)} COP`,
      'Medio de pago: Descuento por nómina',
      `Ver la reserva en Travesía: http://travesia.test/bookings/${booking.id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect((await get('/api/notifications', suite.tokens.laura)).json().data[0]).toMatchObject({
      kind: 'emitted',
      bookingId: booking.id,
    });
  });

  it('sends the hotel’s itinerary with its address, nights, room and the hotel’s confirmation', async () => {
    const booking = await bookApprovedHotel();
    const emitted = await put(booking.id, suite.tokens.operador, { status: 'emitted' });
    expect(emitted.statusCode, emitted.body).toBe(200);
    const [hotel] = await suite.t.database.db.select().from(hotels).where(eq(hotels.code, booking.hotelCode));
    const [mail, ...others] = await lauraMailsAbout(booking.locator);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(
      `Itinerario de tu viaje: ${booking.hotelName} (localizador ${booking.locator})`,
    );
    for (const line of [
      'Tu hotel está confirmado.',
      `Confirmación del hotel: ${emitted.json().supplierLocator}`,
      // The generated address already ends with the city: it is not repeated.
      `${booking.hotelName}\n${hotel?.address}, Colombia\n`,
      `Entrada: ${formatDay(booking.checkIn)}`,
      `Salida: ${formatDay(booking.checkOut)} (2 noches)`,
      `Habitación: ${booking.roomName}`,
      'Huéspedes: 1 adulto',
      `Total: ${formatCop(booking.total)} COP`,
    ]) {
      expect(mail?.text).toContain(line);
    }
  });

  it('tells the traveller what was cancelled and why, whoever cancelled it, they included', async () => {
    const own = await bookApprovedHotel();
    expect((await put(own.id, suite.tokens.laura, { status: 'cancelled' })).statusCode).toBe(200);
    const [ownMail, ...more] = await lauraMailsAbout(own.locator);
    expect(more).toEqual([]);
    expect(ownMail?.subject).toBe(`Reserva cancelada: ${own.hotelName} (localizador ${own.locator})`);
    expect(ownMail?.text).toContain('Tu reserva de hotel fue cancelada. La cancelaste tú en Travesía.');
    expect(ownMail?.text).toContain(`${own.hotelName}\n`);
    expect(ownMail?.text).toContain('La habitación quedó liberada. Se retiró del descuento por nómina.');

    // An administrator's comment is quoted, and escaped in the HTML part.
    const byAdmin = await bookApprovedHotel();
    const comment = '<script>alert("x")</script> Cambio de agenda';
    const cancelled = await put(byAdmin.id, suite.tokens.ana, { status: 'cancelled', comment });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [adminMail, ...again] = await lauraMailsAbout(byAdmin.locator);
    expect(again).toEqual([]);
    expect(adminMail?.text).toContain('La canceló Ana Martínez (administrador de Travesía en tu empresa).');
    expect(adminMail?.text).toContain(`Comentario:\n> ${comment}`);
    const html = await htmlOf(adminMail?.id ?? 0);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Cambio de agenda');
  });

  it('tells the traveller of a rejection, by the approver or by the deadline, with the reason', async () => {
    const rejected = await bookHotel(1);
    const decided = await put(rejected.id, suite.tokens.carlos, {
      status: 'rejected',
      comment: 'Viaja la próxima semana',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [mail, ...more] = await lauraMailsAbout(rejected.locator);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      `Tu viaje fue rechazado: ${rejected.hotelName} (localizador ${rejected.locator})`,
    );
    expect(mail?.text).toContain(
      'Tu solicitud de hotel fue rechazada. Carlos Restrepo, quien aprueba tus viajes, rechazó la solicitud.',
    );
    expect(mail?.text).toContain('Motivo:\n> Viaja la próxima semana');

    const expired = await bookHotel(1);
    await suite.t.database.db
      .update(bookings)
      .set({ approvalDeadline: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, expired.id));
    expect((await get(`/api/bookings/${expired.id}`, suite.tokens.laura)).json().status).toBe('rejected');
    const [deadlineMail, ...others] = await lauraMailsAbout(expired.locator);
    expect(others).toEqual([]);
    expect(deadlineMail?.text).toContain(
      'Nadie la decidió antes del plazo de aprobación, y tu empresa rechaza las solicitudes que vencen sin decisión.',
    );
  });

  it('sends one e-mail when two people end the same trip at once, or two reads settle the same deadline', async () => {
    const booking = await bookApprovedHotel();
    const answers = await Promise.all([
      put(booking.id, suite.tokens.laura, { status: 'cancelled' }),
      put(booking.id, suite.tokens.ana, { status: 'cancelled' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await lauraMailsAbout(booking.locator)).toHaveLength(1);

    const expired = await bookHotel(1);
    await suite.t.database.db
      .update(bookings)
      .set({ approvalDeadline: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, expired.id));
    await Promise.all([
      get(`/api/bookings/${expired.id}`, suite.tokens.laura),
      get('/api/approvals', suite.tokens.carlos),
    ]);
    expect(await lauraMailsAbout(expired.locator)).toHaveLength(1);
  });
});
