import { canActAcrossCompanies, type Role } from '@travesia/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Which companies a query may touch. Every repository query on company-owned rows takes one, so no
 * code path can forget the tenant filter; rows outside the scope simply are not found (answered 404).
 */
export interface TenantScope {
  /** null: every company. */
  readonly companyId: number | null;
}

/** The platform itself: sign-in, sign-up, password reset, public branding and the demo seed act before anyone is known. */
export const PLATFORM_SCOPE: TenantScope = Object.freeze({ companyId: null });

export function scopeOf(user: { companyId: number; role: Role }): TenantScope {
  return canActAcrossCompanies(user.role) ? PLATFORM_SCOPE : { companyId: user.companyId };
}

/** The condition to AND into a query on `companyColumn`; undefined when the scope covers every company. */
export function inScope(scope: TenantScope, companyColumn: PgColumn): SQL | undefined {
  return scope.companyId === null ? undefined : eq(companyColumn, scope.companyId);
}
