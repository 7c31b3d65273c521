import { auditLog, corporateCards, payrollAuthorizations } from '@travesia/db';
import { PAYROLL_NOT_ENABLED_MESSAGE } from '@travesia/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usePaymentsApp } from './helpers/payments';
import { databases } from './helpers/test-app';
import { CARD, CARD_DIGITS, CARD_NUMBER, CVC, NEXT_YEAR } from './helpers/test-card';

describe.each(databases)('payment methods: cards and payroll (%s)', (kind) => {
  const { suite, call, errorOf, setPayroll } = usePaymentsApp(kind);

  it('registers a corporate card keeping only brand, last four, holder, expiry and the provider token', async () => {
    const created = await call('POST', '/api/payment/cards', suite.tokens.ana, CARD);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      brand: 'mastercard',
      last4: '5100',
      holder: 'ANDES ENERGÍA SAS',
      expMonth: 9,
      expYear: NEXT_YEAR,
    });
    const [row] = await suite.t.database.db
      .select()
      .from(corporateCards)
      .where(eq(corporateCards.id, created.json().id));
    expect(row?.providerToken).toMatch(/^sbx_[\w-]{20,}$/);
    expect(row?.companyId).toBe(suite.andesId);

    // Every value of every table: the number never appears, and no column holds the security code.
    // Both drivers answer raw queries as { rows }.
    const query = async (statement: SQL) =>
      ((await suite.t.database.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
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

    const [audit] = await suite.t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'payment.card_register'), eq(auditLog.entityId, String(created.json().id))),
      );
    expect(audit?.details).toEqual({ brand: 'mastercard', last4: '5100', provider: 'sandbox' });

    const listed = await call('GET', '/api/payment/cards', suite.tokens.laura);
    expect(listed.json().data).toContainEqual(created.json());
  });

  it('refuses bad cards with Spanish messages and stores nothing', async () => {
    const before = await suite.t.database.db.select().from(corporateCards);
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
      const response = await call('POST', '/api/payment/cards', suite.tokens.ana, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
      expect(response.body).not.toContain('5105');
    }
    expect(await suite.t.database.db.select().from(corporateCards)).toHaveLength(before.length);
  });

  it('keeps card management to administrators of the company and the operator', async () => {
    expect((await call('POST', '/api/payment/cards', suite.tokens.laura, CARD)).statusCode).toBe(403);
    expect((await call('POST', '/api/payment/cards', suite.tokens.carlos, CARD)).statusCode).toBe(403);
    expect((await call('POST', '/api/payment/cards', undefined, CARD)).statusCode).toBe(401);
    expect((await call('GET', '/api/payment/cards')).statusCode).toBe(401);

    // Ana cannot name another company; the operator can.
    const foreign = await call('POST', '/api/payment/cards', suite.tokens.ana, {
      ...CARD,
      companyId: suite.cafeId,
    });
    expect(foreign.statusCode).toBe(404);
    const cafeCard = await call('POST', '/api/payment/cards', suite.tokens.operador, {
      ...CARD,
      number: '4242424242424242',
      holder: 'Café del Sur',
      companyId: suite.cafeId,
    });
    expect(cafeCard.statusCode, cafeCard.body).toBe(201);
    const cafeCardId: number = cafeCard.json().id;

    // Café del Sur's seeded card, then the new one.
    const forJulian = await call('GET', '/api/payment/cards', suite.tokens.julian);
    const seededCafeCards: number[] = forJulian
      .json()
      .data.flatMap((card: { id: number; last4: string }) => (card.last4 === '4444' ? [card.id] : []));
    expect(seededCafeCards).toHaveLength(1);
    expect(forJulian.json().data.map((card: { id: number }) => card.id)).toEqual([
      ...seededCafeCards,
      cafeCardId,
    ]);
    const forLaura = await call('GET', '/api/payment/cards', suite.tokens.laura);
    expect(forLaura.json().data.map((card: { id: number }) => card.id)).not.toContain(cafeCardId);
    expect(
      (await call('GET', `/api/payment/cards?companyId=${suite.cafeId}`, suite.tokens.ana)).statusCode,
    ).toBe(404);
    const forOperator = await call(
      'GET',
      `/api/payment/cards?companyId=${suite.cafeId}`,
      suite.tokens.operador,
    );
    expect(forOperator.json().data.map((card: { id: number }) => card.id)).toEqual([
      ...seededCafeCards,
      cafeCardId,
    ]);

    // Deactivation: 404 across companies, 403 below administrador, 204 then gone.
    expect((await call('DELETE', `/api/payment/cards/${cafeCardId}`, suite.tokens.ana)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/payment/cards/${cafeCardId}`, suite.tokens.julian)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/payment/cards/${cafeCardId}`, suite.tokens.operador)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/payment/cards/${cafeCardId}`, suite.tokens.operador)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', '/api/payment/cards', suite.tokens.julian))
        .json()
        .data.map((card: { id: number }) => card.id),
    ).toEqual(seededCafeCards);
    const badId = await call('DELETE', '/api/payment/cards/abc', suite.tokens.operador);
    expect(errorOf(badId).message).toBe('El identificador de la tarjeta no es válido.');
  });

  it('lets the administrator switch payroll deduction and the employee sign, replace and revoke the authorization', async () => {
    const options = () => call('GET', '/api/payment/options', suite.tokens.laura);
    expect(
      (await call('PUT', '/api/payment/payroll-settings', suite.tokens.laura, { enabled: true })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/api/payment/payroll-settings', suite.tokens.ana, {
          enabled: true,
          companyId: suite.cafeId,
        })
      ).statusCode,
    ).toBe(404);
    // Start from no authorization (the demo data signs one for Laura).
    await call('DELETE', '/api/payment/payroll-authorization', suite.tokens.laura);
    await setPayroll(false);
    expect((await options()).json().payroll).toEqual({ companyEnabled: false, authorization: null });

    const whileDisabled = await call('PUT', '/api/payment/payroll-authorization', suite.tokens.laura, {
      amountCap: 1_000_000,
      consent: true,
    });
    expect(whileDisabled.statusCode).toBe(409);
    expect(errorOf(whileDisabled).message).toBe(PAYROLL_NOT_ENABLED_MESSAGE);

    await setPayroll(true);
    const withoutConsent = await call('PUT', '/api/payment/payroll-authorization', suite.tokens.laura, {
      amountCap: 1_000_000,
      consent: false,
    });
    expect(errorOf(withoutConsent).message).toBe('Debes aceptar la autorización para firmarla.');
    const signed = await call('PUT', '/api/payment/payroll-authorization', suite.tokens.laura, {
      amountCap: 1_000_000,
      consent: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ amountCap: 1_000_000 });
    const resigned = await call('PUT', '/api/payment/payroll-authorization', suite.tokens.laura, {
      amountCap: 2_500_000,
      consent: true,
    });
    expect(resigned.json().id).not.toBe(signed.json().id);
    const payroll = (await options()).json().payroll;
    expect(payroll).toEqual({
      companyEnabled: true,
      authorization: { id: resigned.json().id, amountCap: 2_500_000, signedAt: expect.any(String) },
    });
    const inForce = await suite.t.database.db
      .select()
      .from(payrollAuthorizations)
      .where(and(eq(payrollAuthorizations.userId, suite.lauraId), isNull(payrollAuthorizations.revokedAt)));
    expect(inForce.map((row) => row.amountCap)).toEqual([2_500_000]);
    expect(inForce[0]?.signedIp).toBe('127.0.0.1');

    // Another company's traveller sees his own company's state, not Laura's.
    expect((await call('GET', '/api/payment/options', suite.tokens.julian)).json().payroll).toEqual({
      companyEnabled: false,
      authorization: null,
    });

    expect((await call('DELETE', '/api/payment/payroll-authorization', suite.tokens.laura)).statusCode).toBe(
      204,
    );
    expect((await options()).json().payroll.authorization).toBeNull();
    const again = await call('DELETE', '/api/payment/payroll-authorization', suite.tokens.laura);
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe('No tienes una autorización de descuento por nómina vigente.');
  });
});
