import type { Executor } from '@travesia/db';
import { users } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type PersonalDataChanges = Pick<
  typeof users.$inferInsert,
  'firstname' | 'lastName' | 'phone' | 'documentType' | 'documento'
>;

export const USER_DOCUMENTO_CONSTRAINT = 'users_company_documento_key';

export async function updatePersonalData(
  db: Executor,
  scope: TenantScope,
  userId: number,
  changes: PersonalDataChanges,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inScope(scope, users.companyId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
