import type { Executor } from '@travesia/db';
import { costCenters, outOfPolicyReasons, travelGroups, users } from '@travesia/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

/* What the reports name beside the bookings' aggregates (modules/bookings/report-reads.ts): centers, people, groups. */

/** The company's cost centers with their yearly budgets (inactive ones too: old bookings name them). */
export function listCompanyCostCenters(db: Executor, companyId: number) {
  return db
    .select({
      id: costCenters.id,
      code: costCenters.code,
      name: costCenters.name,
      budget: costCenters.budget,
      isActive: costCenters.isActive,
    })
    .from(costCenters)
    .where(eq(costCenters.companyId, companyId))
    .orderBy(asc(costCenters.code));
}

/** Names of the company's users among `ids`. */
export function listCompanyUserNames(db: Executor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids])));
}

/** Every user of the company, for the traveller filter. */
export function listCompanyUsers(db: Executor, companyId: number) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export function listCompanyTravelGroups(db: Executor, companyId: number) {
  return db
    .select({ id: travelGroups.id, name: travelGroups.name })
    .from(travelGroups)
    .where(eq(travelGroups.companyId, companyId))
    .orderBy(asc(travelGroups.name));
}

export function listCompanyReasons(db: Executor, companyId: number) {
  return db
    .select({ id: outOfPolicyReasons.id, code: outOfPolicyReasons.code, label: outOfPolicyReasons.label })
    .from(outOfPolicyReasons)
    .where(eq(outOfPolicyReasons.companyId, companyId));
}
