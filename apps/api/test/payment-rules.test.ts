import { bookings, corporateCards, payrollAuthorizations, users } from '@travesia/db';
import {
  CORPORATE_CARD_REQUIRED_MESSAGE,
  PAYROLL_AUTHORIZATION_REQUIRED_MESSAGE,
  PAYROLL_NOT_ENABLED_MESSAGE,
} from '@travesia/domain';
import { buildHotelDetails } from '@travesia/domain/testing/stored-details';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { scopeOf } from '../src/lib/tenant-scope';
import {
  assertPaymentAllowed,
  recordPayrollDeduction,
  removePayrollDeduction,
} from '../src/modules/payments/service';
import { usePaymentsApp } from './helpers/payments';
import { DEMO_USERS, databases, type TestApp } from './helpers/test-app';
import { CARD } from './helpers/test-card';

describe.each(databases)('payment methods: booking rules and payroll exports (%s)', (kind) => {
  const { suite, call, errorOf, setPayroll } = usePaymentsApp(kind);

  async function expectRefused(promise: Promise<unknown>, statusCode: number, message: string | RegExp) {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(statusCode);
    if (typeof message === 'string') expect((error as AppError).message).toBe(message);
    else expect((error as AppError).message).toMatch(message);
  }

  it('tells the booking service whether a payment is allowed', async () => {
    const db = suite.t.database.db;
    const [laura] = await db.select().from(users).where(eq(users.id, suite.lauraId));
    if (!laura) throw new Error('Laura is missing');
    const actor = { id: laura.id, companyId: laura.companyId };
    const scope = scopeOf(laura);
    const nomina = { paymentMethod: 'nomina' as const };

    await setPayroll(false);
    await expectRefused(
      assertPaymentAllowed(db, scope, actor, nomina, 300_000),
      409,
      PAYROLL_NOT_ENABLED_MESSAGE,
    );
    await setPayroll(true);
    await call('DELETE', '/api/payment/payroll-authorization', suite.tokens.laura);
    await expectRefused(
      assertPaymentAllowed(db, scope, actor, nomina, 300_000),
      409,
      PAYROLL_AUTHORIZATION_REQUIRED_MESSAGE,
    );
    const signed = await call('PUT', '/api/payment/payroll-authorization', suite.tokens.laura, {
      amountCap: 800_000,
      consent: true,
    });
    await expect(assertPaymentAllowed(db, scope, actor, nomina, 800_000)).resolves.toEqual({
      authorizationId: signed.json().id,
      corporateCardId: null,
    });
    await expectRefused(
      assertPaymentAllowed(db, scope, actor, nomina, 800_001),
      409,
      /supera el tope de \$\s800\.000/,
    );

    const card = (await call('POST', '/api/payment/cards', suite.tokens.ana, CARD)).json();
    const byCard = (corporateCardId?: number) =>
      assertPaymentAllowed(
        db,
        scope,
        actor,
        { paymentMethod: 'tarjeta_corporativa', corporateCardId },
        5_000_000,
      );
    await expect(byCard(card.id)).resolves.toEqual({ authorizationId: null, corporateCardId: card.id });
    await expectRefused(byCard(), 400, CORPORATE_CARD_REQUIRED_MESSAGE);
    await expectRefused(byCard(999_999), 400, 'La tarjeta corporativa elegida no existe.');

    const cafeCard = await db
      .insert(corporateCards)
      .values({ ...cardRow(suite.cafeId), last4: '0005' })
      .returning();
    await expectRefused(byCard(cafeCard[0]?.id), 400, 'La tarjeta corporativa elegida no existe.');
    // The operator's scope covers every company, yet a booking still pays only with its own company's card.
    await expectRefused(
      assertPaymentAllowed(
        db,
        { companyId: null },
        actor,
        { paymentMethod: 'tarjeta_corporativa', corporateCardId: cafeCard[0]?.id },
        1,
      ),
      400,
      'La tarjeta corporativa elegida no existe.',
    );

    const [expired] = await db
      .insert(corporateCards)
      .values({ ...cardRow(suite.andesId), expMonth: 1, expYear: 2024 })
      .returning();
    await expectRefused(byCard(expired?.id), 409, 'La tarjeta corporativa elegida está vencida. Elige otra.');
    await call('DELETE', `/api/payment/cards/${card.id}`, suite.tokens.ana);
    await expectRefused(byCard(card.id), 409, 'La tarjeta corporativa elegida fue desactivada. Elige otra.');
  });

  it('exports the payroll deductions of a period as CSV for the administrator and the operator', async () => {
    const db = suite.t.database.db;
    const [authorization] = await db
      .insert(payrollAuthorizations)
      .values({
        companyId: suite.andesId,
        userId: suite.lauraId,
        amountCap: 2_000_000,
        revokedAt: new Date(),
      })
      .returning();
    const booking = await insertBooking(db, suite.andesId, suite.lauraId, 'TRV-NOM001', 640_000);
    const other = await insertBooking(db, suite.andesId, suite.lauraId, 'TRV-NOM002', 210_000);
    await db.transaction(async (tx) => {
      const base = {
        companyId: suite.andesId,
        userId: suite.lauraId,
        authorizationId: authorization?.id ?? -1,
        documento: DEMO_USERS.laura.documento,
      };
      await recordPayrollDeduction(tx, { ...base, bookingId: booking, amount: 640_000, period: '2026-05' });
      await recordPayrollDeduction(tx, { ...base, bookingId: other, amount: 210_000, period: '2026-05' });
      // Recording the same booking again replaces its deduction.
      await recordPayrollDeduction(tx, { ...base, bookingId: other, amount: 200_000, period: '2026-05' });
    });
    // A name that a spreadsheet would run as a formula is neutralised.
    await db.update(users).set({ firstName: '=Laura' }).where(eq(users.id, suite.lauraId));

    const exported = await call('GET', '/api/payment/payroll-export?period=2026-05', suite.tokens.ana);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="descuentos-nomina-2026-05.csv"',
    );
    const lines = exported.body.split('\r\n');
    // ';' between cells: Excel in a Spanish locale opens it in columns.
    expect(lines[0]).toBe('\uFEFFDocumento;Nombre;Localizador;Fecha;Valor (COP)');
    expect(lines.slice(1, 3).sort()).toEqual([
      expect.stringMatching(/^1020304050;'=Laura Gómez;TRV-NOM001;\d{4}-\d{2}-\d{2};640000$/),
      expect.stringMatching(/^1020304050;'=Laura Gómez;TRV-NOM002;\d{4}-\d{2}-\d{2};200000$/),
    ]);
    expect(lines).toHaveLength(4);

    await db.transaction((tx) => removePayrollDeduction(tx, other));
    // The operator names the company, and is never defaulted to the agency's own.
    const withoutCompany = await call(
      'GET',
      '/api/payment/payroll-export?period=2026-05',
      suite.tokens.operador,
    );
    expect(withoutCompany.statusCode).toBe(400);
    expect(errorOf(withoutCompany).message).toBe('Elige una empresa.');
    const forAndes = await call(
      'GET',
      `/api/payment/payroll-export?period=2026-05&companyId=${suite.andesId}`,
      suite.tokens.operador,
    );
    expect(forAndes.body).toContain('TRV-NOM001');
    expect(forAndes.body).not.toContain('TRV-NOM002');

    expect((await call('GET', '/api/payment/payroll-export?period=2026-04', suite.tokens.ana)).body).toBe(
      '\uFEFFDocumento;Nombre;Localizador;Fecha;Valor (COP)\r\n',
    );
    const badPeriod = await call('GET', '/api/payment/payroll-export?period=2026-5', suite.tokens.ana);
    expect(badPeriod.statusCode).toBe(400);
    expect(errorOf(badPeriod).message).toBe('El período debe tener el formato AAAA-MM.');
    expect(
      (await call('GET', '/api/payment/payroll-export?period=2026-05', suite.tokens.laura)).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'GET',
          `/api/payment/payroll-export?period=2026-05&companyId=${suite.cafeId}`,
          suite.tokens.ana,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('exports the documento a deduction was recorded with, even after the employee edits their profile', async () => {
    const db = suite.t.database.db;
    const [authorization] = await db
      .insert(payrollAuthorizations)
      .values({ companyId: suite.andesId, userId: suite.lauraId, amountCap: 2_000_000 })
      .returning();
    const booking = await insertBooking(db, suite.andesId, suite.lauraId, 'TRV-NOM010', 330_000);
    await db.transaction((tx) =>
      recordPayrollDeduction(tx, {
        companyId: suite.andesId,
        userId: suite.lauraId,
        authorizationId: authorization?.id ?? -1,
        bookingId: booking,
        amount: 330_000,
        period: '2026-07',
        documento: DEMO_USERS.laura.documento,
      }),
    );
    const edited = await call('PUT', '/api/me', suite.tokens.laura, {
      firstname: 'Laura',
      last_name: 'Gómez',
      phone: '+57 315 444 2211',
      document: { type: 'CC', number: '99887766' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.documento).toBe('99887766');

    const exported = await call('GET', '/api/payment/payroll-export?period=2026-07', suite.tokens.ana);
    expect(exported.statusCode, exported.body).toBe(200);
    const lines = exported.body.split('\r\n');
    expect(lines[1]).toMatch(/^1020304050;.*;TRV-NOM010;\d{4}-\d{2}-\d{2};330000$/);
    expect(exported.body).not.toContain('99887766');
  });
});

function cardRow(companyId: number) {
  return {
    companyId,
    providerToken: 'sbx_test',
    brand: 'visa',
    last4: '4242',
    holder: 'PRUEBA',
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
  };
}

async function insertBooking(
  db: TestApp['database']['db'],
  companyId: number,
  userId: number,
  locator: string,
  total: number,
): Promise<string> {
  const [row] = await db
    .insert(bookings)
    .values({
      locator,
      companyId,
      userId,
      bookedBy: userId,
      type: 'hotel',
      status: 'approved',
      supplier: 'builtin',
      details: buildHotelDetails(),
      total,
      withinPolicy: true,
      paymentMethod: 'nomina',
      idempotencyKey: `key-${locator}`,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not stored');
  return row.id;
}
