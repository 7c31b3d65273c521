import { companies, corporateCards, users } from '@travesia/db';
import { eq } from 'drizzle-orm';
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

describe.each(databases)("the company's set-up checklist (%s)", (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let cafeId: number;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const [julian] = await t.database.db.select().from(users).where(eq(users.email, DEMO_USERS.julian.email));
    cafeId = julian?.companyId ?? 0;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const stepsOf = async (url: string, token: string) => {
    const response = await get(url, token);
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(
      (response.json().steps as { step: string; isDone: boolean }[]).map(({ step, isDone }) => [
        step,
        isDone,
      ]),
    );
  };

  it("is complete for Andes Energía; Café del Sur's traveller has no approver", async () => {
    expect(await stepsOf('/api/company-setup', tokens.ana)).toEqual({
      payment: true,
      policies: true,
      'cost-centers': true,
      approvers: true,
    });
    expect(await stepsOf(`/api/company-setup?companyId=${cafeId}`, tokens.operador)).toEqual({
      payment: true,
      policies: true,
      'cost-centers': true,
      approvers: false,
    });
  });

  it('counts no payment method once the cards are off or expired and payroll deduction is off', async () => {
    await t.database.db
      .update(corporateCards)
      .set({ expYear: 2020 })
      .where(eq(corporateCards.companyId, cafeId));
    expect((await stepsOf(`/api/company-setup?companyId=${cafeId}`, tokens.operador)).payment).toBe(false);
    await t.database.db
      .update(companies)
      .set({ payrollDeductionEnabled: true })
      .where(eq(companies.id, cafeId));
    expect((await stepsOf(`/api/company-setup?companyId=${cafeId}`, tokens.operador)).payment).toBe(true);
  });

  it('is for administrators of their own company, and for the operador of the company they name', async () => {
    expect((await get('/api/company-setup', tokens.laura)).statusCode).toBe(403);
    expect((await get(`/api/company-setup?companyId=${cafeId}`, tokens.ana)).statusCode).toBe(404);
    expect((await get('/api/company-setup', tokens.operador)).statusCode).toBe(400);
  });
});
