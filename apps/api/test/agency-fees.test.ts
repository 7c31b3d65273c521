import { auditLog, users } from '@travesia/db';
import { formatCop } from '@travesia/domain';
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

const FEES = { 'national-flight': 35_000, 'international-flight': 90_000, hotel: 25_000, change: 20_000 };

describe.each(databases)("the agency's fees per company (%s)", (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let andesId: number;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const [ana] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.ana.email));
    andesId = ana?.companyId ?? 0;
  });
  afterAll(() => t.close());

  const get = (token: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/agency-fees${query}`, headers: bearer(token) });
  const put = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/agency-fees', headers: bearer(token), payload });

  it('are set by the operador, read by the company’s administrator, and audited', async () => {
    expect((await get(tokens.ana)).json()).toEqual({ companyId: andesId, fees: null });

    const saved = await put(tokens.operador, { companyId: andesId, fees: FEES });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(tokens.ana)).json()).toEqual({ companyId: andesId, fees: FEES });

    await put(tokens.operador, { companyId: andesId, fees: { ...FEES, hotel: 0 } });
    expect((await get(tokens.operador, `?companyId=${andesId}`)).json().fees.hotel).toBe(0);
    const [last] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.agency_fees.update'), eq(auditLog.companyId, andesId)))
      .orderBy(auditLog.id)
      .limit(1)
      .offset(1);
    expect(last?.details).toEqual({ changes: { hotel: { from: 25_000, to: 0 } } });
  });

  it('may not be set by the company’s administrator', async () => {
    const response = await put(tokens.ana, { fees: FEES });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [{ ...FEES, hotel: -1 }],
    [{ ...FEES, change: 12.5 }],
    [{ ...FEES, 'national-flight': '35000' }],
    [{ ...FEES, hotel: 2_000_001 }],
  ])('refuses %j in Spanish', async (fees) => {
    const response = await put(tokens.operador, { companyId: andesId, fees });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      `Cada tarifa es un valor en pesos, sin decimales, de ${formatCop(0)} a ${formatCop(2_000_000)}.`,
    );
  });

  it('needs all four products', async () => {
    const { change: _change, ...three } = FEES;
    const response = await put(tokens.operador, { companyId: andesId, fees: three });
    expect(response.statusCode).toBe(400);
  });
});
