import { auditLog, bookings, companies, corporateCards, payrollAuthorizations, users } from '@travesia/db';
import {
  CORPORATE_CARD_REQUIRED_MESSAGE,
  PAYROLL_AUTHORIZATION_REQUIRED_MESSAGE,
  PAYROLL_NOT_ENABLED_MESSAGE,
} from '@travesia/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { scopeOf } from '../src/lib/tenant-scope';
import {
  assertPaymentAllowed,
  recordPayrollDeduction,
  removePayrollDeduction,
} from '../src/modules/payments/service';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';
import { CARD, CARD_DIGITS, CARD_NUMBER, CVC, NEXT_YEAR } from './helpers/test-card';

describe.each(databases)('payment methods (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let andesId: number;
  let cafeId: number;
  let lauraId: number;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const companyRows = await t.database.db
      .select({ id: companies.id, name: companies.name })
      .from(companies);
    andesId = companyRows.find((row) => row.name.startsWith('Andes'))?.id ?? -1;
    cafeId = companyRows.find((row) => row.name.startsWith('Café'))?.id ?? -1;
    const [laura] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.laura.email));
    lauraId = laura?.id ?? -1;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const errorOf = (response: { json(): unknown }) =>
    (response.json() as { error: { message: string } }).error;

  async function setPayroll(enabled: boolean) {
    const response = await call('PUT', '/api/payment/payroll-settings', tokens.ana, { enabled });
    expect(response.statusCode, response.body).toBe(200);
  }

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

  it('registers a corporate card keeping only brand, last four, holder, expiry and the provider token', async () => {
    const created = await call('POST', '/api/payment/cards', tokens.ana, CARD);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      brand: 'mastercard',
      last4: '5100',
      holder: 'ANDES ENERGÍA SAS',
      expMonth: 9,
      expYear: NEXT_YEAR,
    });
    const [row] = await t.database.db
      .select()
      .from(corporateCards)
      .where(eq(corporateCards.id, created.json().id));
    expect(row?.providerToken).toMatch(/^sbx_[\w-]{20,}$/);
    expect(row?.companyId).toBe(andesId);

    // Every value of every table: the number never appears, and no column holds the security code.
    // Both drivers answer raw queries as { rows }.
    const query = async (statement: SQL) =>
      ((await t.database.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const tables = await query(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables.map((row) => String(row.table_name))) {
      const rows = await query(sql`SELECT * FROM ${sql.identifier(table)}`);
      const dump = JSON.stringify(rows);
      expect(dump, table).not.toContain(CARD_DIGITS);
      expect(dump, table).not.toContain(CARD_NUMBER);
      expect(dump, table).not.toContain('51051051');
      for (const value of rows.flatMap((entry) => Object.values(entry))) {
        expect(String(value), table).not.toBe(CVC);
      }
    }

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.card_register'));
    expect(audit?.details).toEqual({ brand: 'mastercard', last4: '5100', provider: 'sandbox' });

    const listed = await call('GET', '/api/payment/cards', tokens.laura);
    expect(listed.json().data).toContainEqual(created.json());
  });

  it('refuses bad cards with Spanish messages and stores nothing', async () => {
    const before = await t.database.db.select().from(corporateCards);
    const cases: [object, string][] = [
      [{ ...CARD, number: '5105 1051 0510 5101' }, 'El número de la tarjeta no es válido. Revísalo.'],
      [
        { ...CARD, number: '6011 1111 1111 1117' },
        'Solo aceptamos tarjetas Visa, Mastercard, American Express y Diners Club.',
      ],
      [{ ...CARD, expMonth: 1, expYear: 2021 }, 'La tarjeta está vencida.'],
      [{ ...CARD, expYear: NEXT_YEAR + 25 }, 'La fecha de vencimiento no puede superar 20 años.'],
      [{ ...CARD, expMonth: 13 }, 'Indica el mes (1 a 12) y el año de vencimiento.'],
      [{ ...CARD, cvc: '12' }, 'El código de seguridad debe tener 3 o 4 dígitos.'],
      [
        { ...CARD, holder: ' ' },
        'Indica el nombre del titular como aparece en la tarjeta (2 a 80 caracteres).',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/payment/cards', tokens.ana, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
      expect(response.body).not.toContain('5105');
    }
    expect(await t.database.db.select().from(corporateCards)).toHaveLength(before.length);
  });

  it('keeps card management to administrators of the company and the operator', async () => {
    expect((await call('POST', '/api/payment/cards', tokens.laura, CARD)).statusCode).toBe(403);
    expect((await call('POST', '/api/payment/cards', tokens.carlos, CARD)).statusCode).toBe(403);
    expect((await call('POST', '/api/payment/cards', undefined, CARD)).statusCode).toBe(401);
    expect((await call('GET', '/api/payment/cards')).statusCode).toBe(401);

    // Ana cannot name another company; the operator can.
    const foreign = await call('POST', '/api/payment/cards', tokens.ana, { ...CARD, companyId: cafeId });
    expect(foreign.statusCode).toBe(404);
    const cafeCard = await call('POST', '/api/payment/cards', tokens.operador, {
      ...CARD,
      number: '4242424242424242',
      holder: 'Café del Sur',
      companyId: cafeId,
    });
    expect(cafeCard.statusCode, cafeCard.body).toBe(201);
    const cafeCardId: number = cafeCard.json().id;

    const forJulian = await call('GET', '/api/payment/cards', tokens.julian);
    expect(forJulian.json().data.map((card: { id: number }) => card.id)).toEqual([cafeCardId]);
    const forLaura = await call('GET', '/api/payment/cards', tokens.laura);
    expect(forLaura.json().data.map((card: { id: number }) => card.id)).not.toContain(cafeCardId);
    expect((await call('GET', `/api/payment/cards?companyId=${cafeId}`, tokens.ana)).statusCode).toBe(404);
    const forOperator = await call('GET', `/api/payment/cards?companyId=${cafeId}`, tokens.operador);
    expect(forOperator.json().data.map((card: { id: number }) => card.id)).toEqual([cafeCardId]);

    // Deactivation: 404 across companies, 403 below administrador, 204 then gone.
    expect((await call('DELETE', `/api/payment/cards/${cafeCardId}`, tokens.ana)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/payment/cards/${cafeCardId}`, tokens.julian)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/payment/cards/${cafeCardId}`, tokens.operador)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/payment/cards/${cafeCardId}`, tokens.operador)).statusCode).toBe(404);
    expect((await call('GET', '/api/payment/cards', tokens.julian)).json().data).toEqual([]);
    const badId = await call('DELETE', '/api/payment/cards/abc', tokens.operador);
    expect(errorOf(badId).message).toBe('El identificador de la tarjeta no es válido.');
  });

  it('lets the administrator switch payroll deduction and the employee sign, replace and revoke the authorization', async () => {
    const options = () => call('GET', '/api/payment/options', tokens.laura);
    expect(
      (await call('PUT', '/api/payment/payroll-settings', tokens.laura, { enabled: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/payment/payroll-settings', tokens.ana, { enabled: true, companyId: cafeId }))
        .statusCode,
    ).toBe(404);
    // Start from no authorization (the demo data signs one for Laura).
    await call('DELETE', '/api/payment/payroll-authorization', tokens.laura);
    await setPayroll(false);
    expect((await options()).json().payroll).toEqual({ companyEnabled: false, authorization: null });

    const whileDisabled = await call('PUT', '/api/payment/payroll-authorization', tokens.laura, {
      amountCap: 1_000_000,
      consent: true,
    });
    expect(whileDisabled.statusCode).toBe(409);
    expect(errorOf(whileDisabled).message).toBe(PAYROLL_NOT_ENABLED_MESSAGE);

    await setPayroll(true);
    const withoutConsent = await call('PUT', '/api/payment/payroll-authorization', tokens.laura, {
      amountCap: 1_000_000,
      consent: false,
    });
    expect(errorOf(withoutConsent).message).toBe('Debes aceptar la autorización para firmarla.');
    const signed = await call('PUT', '/api/payment/payroll-authorization', tokens.laura, {
      amountCap: 1_000_000,
      consent: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ amountCap: 1_000_000 });
    const resigned = await call('PUT', '/api/payment/payroll-authorization', tokens.laura, {
      amountCap: 2_500_000,
      consent: true,
    });
    expect(resigned.json().id).not.toBe(signed.json().id);
    const payroll = (await options()).json().payroll;
    expect(payroll).toEqual({
      companyEnabled: true,
      authorization: { id: resigned.json().id, amountCap: 2_500_000, signedAt: expect.any(String) },
    });
    const inForce = await t.database.db
      .select()
      .from(payrollAuthorizations)
      .where(and(eq(payrollAuthorizations.userId, lauraId), isNull(payrollAuthorizations.revokedAt)));
    expect(inForce.map((row) => row.amountCap)).toEqual([2_500_000]);
    expect(inForce[0]?.signedIp).toBe('127.0.0.1');

    // Another company's traveller sees his own company's state, not Laura's.
    expect((await call('GET', '/api/payment/options', tokens.julian)).json().payroll).toEqual({
      companyEnabled: false,
      authorization: null,
    });

    expect((await call('DELETE', '/api/payment/payroll-authorization', tokens.laura)).statusCode).toBe(204);
    expect((await options()).json().payroll.authorization).toBeNull();
    const again = await call('DELETE', '/api/payment/payroll-authorization', tokens.laura);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('No tienes una autorización de descuento por nómina vigente.');
  });

  it('tells the booking service whether a payment is allowed', async () => {
    const db = t.database.db;
    const [laura] = await db.select().from(users).where(eq(users.id, lauraId));
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
    await call('DELETE', '/api/payment/payroll-authorization', tokens.laura);
    await expectRefused(
      assertPaymentAllowed(db, scope, actor, nomina, 300_000),
      409,
      PAYROLL_AUTHORIZATION_REQUIRED_MESSAGE,
    );
    const signed = await call('PUT', '/api/payment/payroll-authorization', tokens.laura, {
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

    const card = (await call('POST', '/api/payment/cards', tokens.ana, CARD)).json();
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
      .values({ ...cardRow(cafeId), last4: '0005' })
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
      .values({ ...cardRow(andesId), expMonth: 1, expYear: 2024 })
      .returning();
    await expectRefused(byCard(expired?.id), 409, 'La tarjeta corporativa elegida está vencida. Elige otra.');
    await call('DELETE', `/api/payment/cards/${card.id}`, tokens.ana);
    await expectRefused(byCard(card.id), 409, 'La tarjeta corporativa elegida fue desactivada. Elige otra.');
  });

  it('exports the payroll deductions of a period as CSV for the administrator and the operator', async () => {
    const db = t.database.db;
    const [authorization] = await db
      .insert(payrollAuthorizations)
      .values({ companyId: andesId, userId: lauraId, amountCap: 2_000_000, revokedAt: new Date() })
      .returning();
    const booking = await insertBooking(db, andesId, lauraId, 'TRV-NOM001', 640_000);
    const other = await insertBooking(db, andesId, lauraId, 'TRV-NOM002', 210_000);
    await db.transaction(async (tx) => {
      const base = {
        companyId: andesId,
        userId: lauraId,
        authorizationId: authorization?.id ?? -1,
        documento: DEMO_USERS.laura.documento,
      };
      await recordPayrollDeduction(tx, { ...base, bookingId: booking, amount: 640_000, period: '2026-05' });
      await recordPayrollDeduction(tx, { ...base, bookingId: other, amount: 210_000, period: '2026-05' });
      // Recording the same booking again replaces its deduction.
      await recordPayrollDeduction(tx, { ...base, bookingId: other, amount: 200_000, period: '2026-05' });
    });
    // A name that a spreadsheet would run as a formula is neutralised.
    await db.update(users).set({ firstname: '=Laura' }).where(eq(users.id, lauraId));

    const exported = await call('GET', '/api/payment/payroll-export?period=2026-05', tokens.ana);
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
    const withoutCompany = await call('GET', '/api/payment/payroll-export?period=2026-05', tokens.operador);
    expect(withoutCompany.statusCode).toBe(400);
    expect(errorOf(withoutCompany).message).toBe('Elige una empresa.');
    const forAndes = await call(
      'GET',
      `/api/payment/payroll-export?period=2026-05&companyId=${andesId}`,
      tokens.operador,
    );
    expect(forAndes.body).toContain('TRV-NOM001');
    expect(forAndes.body).not.toContain('TRV-NOM002');

    expect((await call('GET', '/api/payment/payroll-export?period=2026-04', tokens.ana)).body).toBe(
      '\uFEFFDocumento;Nombre;Localizador;Fecha;Valor (COP)\r\n',
    );
    const badPeriod = await call('GET', '/api/payment/payroll-export?period=2026-5', tokens.ana);
    expect(badPeriod.statusCode).toBe(400);
    expect(errorOf(badPeriod).message).toBe('El período debe tener el formato AAAA-MM.');
    expect((await call('GET', '/api/payment/payroll-export?period=2026-05', tokens.laura)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/payment/payroll-export?period=2026-05&companyId=${cafeId}`, tokens.ana))
        .statusCode,
    ).toBe(404);
  });

  it('exports the documento a deduction was recorded with, even after the employee edits their profile', async () => {
    const db = t.database.db;
    const [authorization] = await db
      .insert(payrollAuthorizations)
      .values({ companyId: andesId, userId: lauraId, amountCap: 2_000_000 })
      .returning();
    const booking = await insertBooking(db, andesId, lauraId, 'TRV-NOM010', 330_000);
    await db.transaction((tx) =>
      recordPayrollDeduction(tx, {
        companyId: andesId,
        userId: lauraId,
        authorizationId: authorization?.id ?? -1,
        bookingId: booking,
        amount: 330_000,
        period: '2026-07',
        documento: DEMO_USERS.laura.documento,
      }),
    );
    const edited = await call('PUT', '/api/me', tokens.laura, {
      firstname: 'Laura',
      last_name: 'Gómez',
      phone: '+57 315 444 2211',
      document: { type: 'CC', number: '99887766' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.documento).toBe('99887766');

    const exported = await call('GET', '/api/payment/payroll-export?period=2026-07', tokens.ana);
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
      type: 'hotel',
      status: 'approved',
      supplier: 'builtin',
      details: {},
      total,
      withinPolicy: true,
      paymentMethod: 'nomina',
      idempotencyKey: `key-${locator}`,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not stored');
  return row.id;
}
