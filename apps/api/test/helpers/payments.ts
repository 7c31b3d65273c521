import { companies, users } from '@travesia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  DEMO_USERS,
  type DemoTokens,
  loginDemoUsers,
  type TestApp,
} from './test-app';

/**
 * The app of a payment methods file on a database of its own, every demo user signed in, and the requests its
 * tests make. Call it inside the file's `describe`: it registers the hooks that build and close the app.
 */
export function usePaymentsApp(kind: DatabaseKind) {
  const suite = {} as { t: TestApp; tokens: DemoTokens; andesId: number; cafeId: number; lauraId: number };

  beforeAll(async () => {
    suite.t = await createTestApp({ database: kind });
    suite.tokens = await loginDemoUsers(suite.t.app);
    const companyRows = await suite.t.database.db
      .select({ id: companies.id, name: companies.name })
      .from(companies);
    suite.andesId = companyRows.find((row) => row.name.startsWith('Andes'))?.id ?? -1;
    suite.cafeId = companyRows.find((row) => row.name.startsWith('Café'))?.id ?? -1;
    const [laura] = await suite.t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.laura.email));
    suite.lauraId = laura?.id ?? -1;
  });
  afterAll(() => suite.t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    suite.t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const errorOf = (response: { json(): unknown }) =>
    (response.json() as { error: { message: string } }).error;

  async function setPayroll(enabled: boolean) {
    const response = await call('PUT', '/api/payment/payroll-settings', suite.tokens.ana, { enabled });
    expect(response.statusCode, response.body).toBe(200);
  }

  return { suite, call, errorOf, setPayroll };
}
