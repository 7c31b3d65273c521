import { auditLog, outbox, users } from '@travesia/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  DEMO_USERS,
  type DemoTokens,
  loginDemoUsers,
  type TestApp,
} from './test-app';

export const NEW_PASSWORD = 'ClaveNueva2026';

/**
 * The app of a company-users file on a database of its own, every demo user signed in, and the requests and reads
 * its tests make. Call it inside the file's `describe`: it registers the hooks that build and close the app.
 */
export function useCompanyUsersApp(kind: DatabaseKind) {
  const suite = {} as { t: TestApp; tokens: DemoTokens; andesId: number; cafeId: number };
  beforeAll(async () => {
    suite.t = await createTestApp({ database: kind });
    suite.tokens = await loginDemoUsers(suite.t.app);
    suite.andesId = await companyOf(DEMO_USERS.ana.email);
    suite.cafeId = await companyOf(DEMO_USERS.julian.email);
  });
  afterAll(() => suite.t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
    suite.t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  async function userRow(email: string) {
    const [row] = await suite.t.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  }
  const companyOf = async (email: string): Promise<number> => (await userRow(email)).companyId;
  const userId = async (email: string): Promise<number> => (await userRow(email)).id;

  /** The token of the newest invitation link e-mailed to `email`. */
  async function invitationToken(email: string): Promise<string> {
    const [mail] = await suite.t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = mail?.textBody.match(/\/invitation\/([\w-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mail to ${email}`);
    return token;
  }

  async function auditActions(entityId: string | number): Promise<string[]> {
    const rows = await suite.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(entityId)));
    return rows.map((row) => row.action).sort();
  }

  return { suite, request, companyOf, userId, invitationToken, auditActions };
}
