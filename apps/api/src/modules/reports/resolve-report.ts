import type { Database } from '@travesia/db';
import { type ReportQueryInput, type ReportRange, rangeInstants, resolveReportRange } from '@travesia/domain';
import type { AppContext } from '../../context';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { findBookingsVersion, type ReportSlice } from '../bookings/report-reads';
import { createReportCache, type ReportCache } from './report-cache';
import { listCompanyCostCenters, listCompanyUserNames } from './repository';

/** Who reads a report: the signed-in administrador or operador, or the monthly summary for the company's administradores. */
export type ReportReader = Pick<SignedInUser, 'companyId' | 'role'>;
/** Reports need the database only. */
export type ReportContext = Pick<AppContext, 'db'>;

const NO_COST_CENTER = 'Sin centro de costos';
const UNKNOWN_TRAVELLER = 'Usuario sin nombre';

/** The bit GROUPING(...) sets for the columns of `all` that a grouping set leaves out (1 = not grouped). */
export function groupingOf(all: readonly string[], grouped: readonly string[]): number {
  return all.reduce(
    (bits, column, index) => (grouped.includes(column) ? bits : bits | (1 << (all.length - 1 - index))),
    0,
  );
}

export interface ResolvedReport {
  companyId: number;
  range: ReportRange;
  slice: ReportSlice;
  /** Runs an aggregate of this report, or answers it from the cache while the company's bookings are unchanged. */
  aggregate<T>(name: string, slice: ReportSlice, run: (slice: ReportSlice) => Promise<T>): Promise<T>;
}

/** One cache per database (tests build several apps in one process). */
const caches = new WeakMap<Database, ReportCache>();

function cacheOf(db: Database): ReportCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createReportCache();
    caches.set(db, cache);
  }
  return cache;
}

/** The company (resolveTargetCompany: own, or the one the operador names), the days and the filters of a view. */
export async function resolveReport(
  context: ReportContext,
  actor: ReportReader,
  query: ReportQueryInput,
): Promise<ResolvedReport> {
  const companyId = await resolveTargetCompany(context.db, actor, query.companyId);
  const range = resolveReportRange(query);
  const { start, end } = rangeInstants(range);
  const filters = {
    costCenterId: query.costCenterId,
    travellerId: query.travellerId,
    travelGroupId: query.travelGroupId,
    type: query.type,
    scope: query.scope,
  };
  // A travel group's members can change without any booking changing: that filter is always aggregated afresh.
  const version =
    query.travelGroupId === undefined ? await findBookingsVersion(context.db, companyId) : undefined;
  const cache = cacheOf(context.db);
  return {
    companyId,
    range,
    slice: { companyId, start, end, filters },
    aggregate: (name, slice, run) =>
      version === undefined
        ? run(slice)
        : cache.remember(
            JSON.stringify([name, slice.companyId, slice.start, slice.end, slice.filters, slice.withEnded]),
            version,
            () => run(slice),
          ),
  };
}

export const byLargest =
  <T>(measure: (item: T) => number) =>
  (a: T, b: T) =>
    measure(b) - measure(a);

export async function travellerNamesOf(context: ReportContext, companyId: number, ids: readonly number[]) {
  const rows = await listCompanyUserNames(context.db, companyId, ids);
  const names = new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
  return (id: number) => names.get(id) ?? UNKNOWN_TRAVELLER;
}

export async function costCentersOf(context: ReportContext, companyId: number) {
  const rows = await listCompanyCostCenters(context.db, companyId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id: number | null) => {
    const row = id === null ? undefined : byId.get(id);
    return {
      costCenterId: id,
      code: row?.code ?? null,
      name: row?.name ?? NO_COST_CENTER,
      budget: row?.budget ?? null,
    };
  };
}

/** How many rows a ranking (travellers, airlines, hotels, routes) answers, largest first. */
export const TOP = 20;
