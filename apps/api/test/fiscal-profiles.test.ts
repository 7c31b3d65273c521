import { auditLog, companyFiscalProfiles, users } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  DEMO_USERS,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

const PROFILE = {
  nit: '800197268',
  checkDigit: 4,
  legalName: 'Andes Energía S.A.S.',
  personType: 'juridica',
  responsibilities: ['O-13', 'O-23'],
  taxScheme: '01',
  municipalityCode: '11001',
  billingEmail: 'facturas@andesenergia.co',
  withholdsIncomeTax: true,
  withholdsIca: false,
};

describe.each(databases)("the company's fiscal profile (%s)", (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let andesId: number;
  let cafeId: number;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const companyOf = async (email: string) =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.companyId ?? 0;
    andesId = await companyOf(DEMO_USERS.ana.email);
    cafeId = await companyOf(DEMO_USERS.julian.email);
  });
  afterAll(() => t.close());

  const get = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/fiscal-profile${query}`, headers: bearer(token) });
  const put = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/fiscal-profile', headers: bearer(token), payload });

  it('is empty until the administrator saves it, then kept and audited', async () => {
    expect((await get(tokens.ana)).json()).toEqual({ companyId: andesId, profile: null, updatedAt: null });

    const saved = await put(tokens.ana, { ...PROFILE, billingEmail: ' Facturas@AndesEnergia.co ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ companyId: andesId, profile: PROFILE });
    expect((await get(tokens.ana)).json().profile).toEqual(PROFILE);

    const changed = await put(tokens.ana, { ...PROFILE, withholdsIca: true });
    expect(changed.json().profile.withholdsIca).toBe(true);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, andesId), eq(auditLog.entity, 'company')));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['company.fiscal_profile.create', 'company.fiscal_profile.update']),
    );
    expect(entries.at(-1)?.details).toEqual({ changes: { withholdsIca: { from: false, to: true } } });
  });

  it('refuses a wrong check digit in Spanish and changes nothing', async () => {
    const before = await t.database.db.select().from(companyFiscalProfiles);
    const response = await put(tokens.ana, { ...PROFILE, checkDigit: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'El dígito de verificación no corresponde a ese NIT. Revisa el NIT y el dígito en el RUT.',
      },
    });
    expect(await t.database.db.select().from(companyFiscalProfiles)).toEqual(before);
  });

  it.each([
    [
      { nit: '800.197.268' },
      'El NIT tiene entre 5 y 15 dígitos, sin puntos, guion ni dígito de verificación.',
    ],
    [{ checkDigit: '4' }, 'El dígito de verificación es un número del 0 al 9.'],
    [
      { responsibilities: ['R-99-PN', 'O-15'] },
      'R-99-PN (No aplica – Otros) no se combina con otras responsabilidades.',
    ],
    [{ municipalityCode: 'Bogotá' }, 'El código DANE del municipio tiene 5 dígitos (11001 para Bogotá).'],
    [{ billingEmail: 'facturas' }, 'Ingresa un correo electrónico válido.'],
    [{ personType: 'sociedad' }, 'Elige si la empresa es persona jurídica o natural.'],
  ])('answers %j with a Spanish 400', async (change, message) => {
    const response = await put(tokens.ana, { ...PROFILE, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it("lets the operador keep a named company's profile, apart from the others'", async () => {
    const cafe = { ...PROFILE, nit: '860502609', checkDigit: 1, legalName: 'Café del Sur S.A.S.' };
    const saved = await put(tokens.operador, { ...cafe, companyId: cafeId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(tokens.operador, `?companyId=${cafeId}`)).json().profile.legalName).toBe(
      'Café del Sur S.A.S.',
    );
    expect((await get(tokens.ana)).json().profile.legalName).toBe('Andes Energía S.A.S.');
    expect((await put(tokens.ana, { ...cafe, companyId: cafeId })).statusCode).toBe(404);
  });
});
