import { auditLog } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  bearer,
  createTestApp,
  type DatabaseKind,
  type DemoTokens,
  loginDemoUsers,
  type TestApp,
} from './test-app';

export interface AdminPolicy {
  id: number;
  company_id: number;
  kind: 'hotel' | 'flight';
  type: string;
  time_min: number;
  price_max: number;
  stars_max: number | null;
  group_id: number | null;
  group_name: string | null;
  is_active: boolean;
}
export interface Member {
  id: number;
  email: string;
  travel_group_id: number | null;
}

export const ANDES_RULES = {
  hotel: [
    { type: 'NACIONAL', time_min: 3, price_max: 450_000 },
    { type: 'INTERNACIONAL', time_min: 10, price_max: 1_200_000 },
  ],
  flight: [
    { type: 'NACIONAL', time_min: 3, price_max: 900_000 },
    { type: 'INTERNACIONAL', time_min: 15, price_max: 4_500_000 },
  ],
};

/**
 * The app of a travel policy administration file on a database of its own, every demo user signed in, and the
 * requests and reads its tests make. Call it inside the file's `describe`: it registers the hooks.
 */
export function useTravelPolicyApp(kind: DatabaseKind) {
  const suite = {} as { t: TestApp; tokens: DemoTokens; andesId: number; cafeId: number };
  beforeAll(async () => {
    suite.t = await createTestApp({ database: kind });
    suite.tokens = await loginDemoUsers(suite.t.app);
    suite.andesId = (await request('GET', '/api/me', suite.tokens.ana)).json().data.id_company;
    suite.cafeId = (await request('GET', '/api/me', suite.tokens.julian)).json().data.id_company;
  });
  afterAll(() => suite.t.close());

  function request(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) {
    return suite.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  }

  async function auditActions(entity: string, entityId: number): Promise<string[]> {
    const rows = await suite.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));
    return rows.map((row) => row.action);
  }

  async function membersOfAndes(): Promise<Member[]> {
    return (await request('GET', '/api/admin/travel-groups/members', suite.tokens.ana)).json().data;
  }

  return { suite, request, auditActions, membersOfAndes };
}
