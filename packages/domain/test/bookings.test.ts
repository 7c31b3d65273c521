import { describe, expect, it } from 'vitest';
import {
  approvalDeadlineOf,
  BOOKING_COUNT_LIMIT,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  type BookingActor,
  type BookingStatus,
  bookingListQuerySchema,
  bookingStatusChangeSchema,
  buildCalendar,
  checkBookingTransition,
  formatBookingTotal,
  initialBookingStatus,
  listPager,
  statusAfterDeadline,
  utf8Octets,
} from '../src';

const traveller: BookingActor = { role: 'viajero', isTraveller: true, isApprover: false, isBooker: true };
const approver: BookingActor = { role: 'aprobador', isTraveller: false, isApprover: true, isBooker: false };
const otherApprover: BookingActor = {
  role: 'aprobador',
  isTraveller: false,
  isApprover: false,
  isBooker: false,
};
const admin: BookingActor = { role: 'administrador', isTraveller: false, isApprover: false, isBooker: false };
const operator: BookingActor = { role: 'operador', isTraveller: false, isApprover: false, isBooker: false };

describe('booking lifecycle', () => {
  it('starts pending or approved by the company approval mode', () => {
    expect(initialBookingStatus('all', true)).toBe('pending_approval');
    expect(initialBookingStatus('out_of_policy', true)).toBe('approved');
    expect(initialBookingStatus('out_of_policy', false)).toBe('pending_approval');
    expect(initialBookingStatus('none', false)).toBe('approved');
  });

  it('lists exactly the documented transitions', () => {
    expect(BOOKING_TRANSITIONS.map(([from, to]) => `${from}>${to}`).sort()).toEqual(
      [
        'approved>cancelled',
        'approved>emitted',
        'emitted>cancelled',
        'pending_approval>approved',
        'pending_approval>cancelled',
        'pending_approval>rejected',
      ].sort(),
    );
  });

  it('refuses every other pair as a conflict with a Spanish message, whoever asks', () => {
    const allowed = new Set(BOOKING_TRANSITIONS.map(([from, to]) => `${from}>${to}`));
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        if (allowed.has(`${from}>${to}`)) continue;
        for (const actor of [traveller, approver, admin, operator]) {
          const check = checkBookingTransition(from as BookingStatus, to as BookingStatus, actor);
          expect(check).toMatchObject({ ok: false, kind: 'conflict' });
        }
      }
    }
    expect(checkBookingTransition('rejected', 'approved', approver)).toEqual({
      ok: false,
      kind: 'conflict',
      message: 'Una reserva rechazada no puede pasar a aprobada.',
    });
  });

  it('lets only the traveller’s approvers decide, never on their own trip', () => {
    expect(checkBookingTransition('pending_approval', 'approved', approver)).toEqual({ ok: true });
    expect(checkBookingTransition('pending_approval', 'rejected', approver)).toEqual({ ok: true });
    expect(checkBookingTransition('pending_approval', 'approved', otherApprover)).toMatchObject({
      ok: false,
      kind: 'forbidden',
      message: 'Solo los aprobadores de este viajero pueden aprobar o rechazar su viaje.',
    });
    expect(
      checkBookingTransition('pending_approval', 'approved', { ...approver, isTraveller: true }),
    ).toMatchObject({
      ok: false,
      kind: 'forbidden',
      message: 'No puedes aprobar ni rechazar tu propio viaje.',
    });
    // Who booked the trip for the traveller (decision 069) asked for it: an approver of theirs may not decide it.
    expect(
      checkBookingTransition('pending_approval', 'approved', { ...approver, isBooker: true }),
    ).toMatchObject({
      ok: false,
      kind: 'forbidden',
      message: 'No puedes aprobar ni rechazar tu propio viaje.',
    });
    expect(checkBookingTransition('pending_approval', 'approved', admin)).toMatchObject({
      kind: 'forbidden',
    });
    expect(checkBookingTransition('pending_approval', 'approved', operator)).toMatchObject({
      kind: 'forbidden',
    });
  });

  it('lets only the operador emit', () => {
    expect(checkBookingTransition('approved', 'emitted', operator)).toEqual({ ok: true });
    for (const actor of [traveller, approver, admin]) {
      expect(checkBookingTransition('approved', 'emitted', actor)).toMatchObject({
        ok: false,
        kind: 'forbidden',
        message: 'Solo la agencia (operador) puede emitir una reserva.',
      });
    }
  });

  it('lets the traveller, the administrator and the operador cancel, not an approver', () => {
    for (const from of ['pending_approval', 'approved', 'emitted'] as const) {
      for (const actor of [traveller, admin, operator]) {
        expect(checkBookingTransition(from, 'cancelled', actor)).toEqual({ ok: true });
      }
      expect(checkBookingTransition(from, 'cancelled', approver)).toMatchObject({ kind: 'forbidden' });
    }
  });

  it('computes the deadline and what it decides', () => {
    const bookedAt = new Date('2026-11-22T10:00:00Z');
    expect(approvalDeadlineOf(bookedAt, 48, '2026-12-10').toISOString()).toBe('2026-11-24T10:00:00.000Z');
    // Never after the trip's first day has begun in Colombia (00:00 UTC−5)…
    expect(approvalDeadlineOf(bookedAt, 48, '2026-11-23').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    // …and never less than an hour away, for a trip starting today.
    expect(approvalDeadlineOf(bookedAt, 48, '2026-11-22').toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(statusAfterDeadline('approve')).toBe('approved');
    expect(statusAfterDeadline('reject')).toBe('rejected');
  });
});

describe('booking list and status change requests', () => {
  it('defaults to the first page of 20 and refuses bad values in Spanish', () => {
    expect(bookingListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(bookingListQuerySchema.safeParse({ pageSize: '500' }).error?.issues[0]?.message).toBe(
      'El tamaño de página debe estar entre 1 y 100.',
    );
    expect(bookingListQuerySchema.safeParse({ status: 'lost' }).error?.issues[0]?.message).toBe(
      'Estado de reserva desconocido.',
    );
    expect(bookingListQuerySchema.safeParse({ from: '22/11/2026' }).error?.issues[0]?.message).toBe(
      'La fecha inicial debe tener el formato AAAA-MM-DD.',
    );
  });

  it('needs a comment to reject', () => {
    expect(
      bookingStatusChangeSchema.safeParse({ status: 'rejected', comment: '  ' }).error?.issues[0]?.message,
    ).toBe('Indica el motivo del rechazo.');
    expect(bookingStatusChangeSchema.parse({ status: 'approved' })).toEqual({ status: 'approved' });
    expect(bookingStatusChangeSchema.safeParse({ status: 'pending_approval' }).success).toBe(false);
  });
});

describe('calendar file', () => {
  it('writes a timed flight and an all-day hotel stay, escaped and folded', () => {
    const text = buildCalendar(
      [
        {
          uid: 'a@travesia.co',
          title: 'Vuelo Bogotá → Medellín',
          description: 'Localizador ABC123; 2 pasajeros, tarifa Clásica',
          location: 'Aeropuerto El Dorado',
          startsAt: '2026-12-01T13:05:00.000Z',
          endsAt: '2026-12-01T14:10:00.000Z',
        },
        {
          uid: 'b@travesia.co',
          title: 'Hotel Estelar La Fontana',
          description: 'ñ'.repeat(120),
          location: 'Bogotá, Colombia',
          startsOn: '2026-12-01',
          endsOn: '2026-12-03',
        },
      ],
      new Date('2026-11-22T10:00:00Z'),
    );
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261201T130500Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261201');
    expect(lines).toContain('DTEND;VALUE=DATE:20261203');
    expect(lines).toContain('DESCRIPTION:Localizador ABC123\\; 2 pasajeros\\, tarifa Clásica');
    const octets = (line: string) => [...line].reduce((sum, character) => sum + utf8Octets(character), 0);
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(octets('aé€😀')).toBe(10);
    expect(lines.some((line) => line.startsWith(' ñ'))).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('list totals and pages (counted up to BOOKING_COUNT_LIMIT)', () => {
  it('reads an exact total as the number and limit + 1 as "más de 1.000"', () => {
    expect(formatBookingTotal(0)).toBe('0');
    expect(formatBookingTotal(BOOKING_COUNT_LIMIT)).toBe('1000');
    expect(formatBookingTotal(BOOKING_COUNT_LIMIT + 1)).toBe('más de 1.000');
  });

  it('knows every page of an exact total, and past the limit pages on while pages are full', () => {
    expect(listPager({ page: 1, pageSize: 20, total: 20, rowsOnPage: 20 })).toEqual({
      pages: '1',
      hasNext: false,
      isSinglePage: true,
    });
    expect(listPager({ page: 1, pageSize: 20, total: 21, rowsOnPage: 20 })).toMatchObject({
      pages: '2',
      hasNext: true,
    });
    expect(listPager({ page: 50, pageSize: 20, total: 1000, rowsOnPage: 20 })).toMatchObject({
      hasNext: false,
    });
    const capped = { pageSize: 20, total: BOOKING_COUNT_LIMIT + 1 };
    expect(listPager({ ...capped, page: 60, rowsOnPage: 20 })).toEqual({
      pages: 'más de 50',
      hasNext: true,
      isSinglePage: false,
    });
    expect(listPager({ ...capped, page: 61, rowsOnPage: 3 })).toMatchObject({ hasNext: false });
  });
});
