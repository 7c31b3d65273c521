import type { Executor } from '@travesia/db';
import { companies, users } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export interface CredentialsRow {
  id: number;
  companyId: number;
  firstName: string;
  email: string;
  passwordHash: string;
  isActive: boolean;
  isCompanyActive: boolean;
}

const credentialsColumns = {
  id: users.id,
  companyId: users.companyId,
  firstName: users.firstName,
  email: users.email,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  isCompanyActive: companies.isActive,
};

export async function findCredentialsByEmail(
  db: Executor,
  scope: TenantScope,
  email: string,
): Promise<CredentialsRow | undefined> {
  const [row] = await db
    .select(credentialsColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.email, email), inScope(scope, users.companyId)))
    .limit(1);
  return row;
}

export async function findCredentialsById(
  db: Executor,
  scope: TenantScope,
  userId: number,
): Promise<CredentialsRow | undefined> {
  const [row] = await db
    .select(credentialsColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), inScope(scope, users.companyId)))
    .limit(1);
  return row;
}
