import type { Database } from '@travesia/db';
import {
  type ApprovalsReport,
  averageOf,
  type Co2Report,
  loadAirlineNames,
  monthsOfRange,
  monthsOfYear,
  type PolicyReport,
  type ReportOptions,
  type ReportQueryInput,
  type ReportRange,
  rangeInstants,
  resolveReportRange,
  type SavingsReport,
  type SpendReport,
  shareOf,
  startOfBogotaDay,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { createReportCache, type ReportCache } from './report-cache';
import {
  aggregateCo2,
  aggregateDecisions,
  aggregatePolicy,
  aggregateSavings,
  aggregateSpend,
  aggregateSpendByMonth,
  countPending,
  findBookingsVersion,
  listCompanyCostCenters,
  listCompanyReasons,
  listCompanyTravelGroups,
  listCompanyUserNames,
  listCompanyUsers,
  type ReportSlice,
} from './repository';

/** Who reads a report: the signed-in administrador or operador, or the monthly summary for the company's administradores. */
export type ReportReader = Pick<SignedInUser, 'companyId' | 'role'>;
/** Reports need the database only. */
export type ReportContext = Pick<AppContext, 'db'>;

/** How many rows a ranking (travellers, airlines, hotels, routes) answers, largest first. */
const TOP = 20;
const NO_COST_CENTER = 'Sin centro de costos';
const NO_REASON_CODE = 'Sin motivo de la lista';
const UNKNOWN_TRAVELLER = 'Usuario sin nombre';

/** The bit GROUPING(...) sets for the columns of `all` that a grouping set leaves out (1 = not grouped). */
function groupingOf(all: readonly string[], grouped: readonly string[]): number {
  return all.reduce(
    (bits, column, index) => (grouped.includes(column) ? bits : bits | (1 << (all.length - 1 - index))),
    0,
  );
}

interface ResolvedReport {
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
async function resolveReport(
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

const byLargest =
  <T>(measure: (item: T) => number) =>
  (a: T, b: T) =>
    measure(b) - measure(a);

async function travellerNamesOf(context: ReportContext, companyId: number, ids: readonly number[]) {
  const rows = await listCompanyUserNames(context.db, companyId, ids);
  const names = new Map(rows.map((row) => [row.id, `${row.firstname} ${row.lastName}`.trim()]));
  return (id: number) => names.get(id) ?? UNKNOWN_TRAVELLER;
}

async function costCentersOf(context: ReportContext, companyId: number) {
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

const SPEND_COLUMNS = ['type', 'costCenter', 'user', 'vendor', 'route', 'destination'] as const;

export async function getSpendReport(
  context: ReportContext,
  actor: ReportReader,
  query: ReportQueryInput,
): Promise<SpendReport> {
  const { companyId, range, slice, aggregate } = await resolveReport(context, actor, query);
  const year = range.to.slice(0, 4);
  const previousYear = String(Number(year) - 1);
  const twoYears = {
    ...slice,
    start: startOfBogotaDay(`${previousYear}-01-01`),
    end: startOfBogotaDay(`${Number(year) + 1}-01-01`),
  };
  const [groups, months, costCenterOf] = await Promise.all([
    aggregate('spend', slice, (part) => aggregateSpend(context.db, part)),
    aggregate('spend-by-month', twoYears, (part) => aggregateSpendByMonth(context.db, part)),
    costCentersOf(context, companyId),
  ]);
  const setOf = (...grouped: (typeof SPEND_COLUMNS)[number][]) =>
    groups.filter((row) => row.grouping === groupingOf(SPEND_COLUMNS, grouped));

  const byType = setOf('type');
  const flights = byType.find((row) => row.type === 'flight');
  const hotels = byType.find((row) => row.type === 'hotel');
  const flightTotals = { total: flights?.total ?? 0, bookings: flights?.bookings ?? 0 };
  const hotelTotals = {
    total: hotels?.total ?? 0,
    bookings: hotels?.bookings ?? 0,
    roomNights: hotels?.roomNights ?? 0,
  };

  const monthTotal = (month: string) =>
    months.filter((row) => row.month === month).reduce((sum, row) => sum + row.total, 0);
  const monthBookings = (month: string) =>
    months.filter((row) => row.month === month).reduce((sum, row) => sum + row.bookings, 0);
  const yearTotalOf = (costCenterId: number | null) =>
    months
      .filter((row) => row.month.startsWith(`${year}-`) && row.costCenterId === costCenterId)
      .reduce((sum, row) => sum + row.total, 0);

  const travellers = setOf('user')
    .sort(byLargest((row) => row.total))
    .slice(0, TOP);
  const nameOf = await travellerNamesOf(
    context,
    companyId,
    travellers.map((row) => row.userId as number),
  );
  const vendors = setOf('type', 'vendor').filter((row) => row.vendor !== null);
  const airlineNames = await loadAirlineNames();

  return {
    companyId,
    ...range,
    totals: {
      total: flightTotals.total + hotelTotals.total,
      bookings: flightTotals.bookings + hotelTotals.bookings,
      flights: flightTotals,
      hotels: hotelTotals,
      averageTicket: averageOf(flightTotals.total, flightTotals.bookings),
      averageNight: averageOf(hotelTotals.total, hotelTotals.roomNights),
    },
    byMonth: monthsOfYear(year).map((month) => ({
      month,
      total: monthTotal(month),
      bookings: monthBookings(month),
      previousYearTotal: monthTotal(`${previousYear}${month.slice(4)}`),
    })),
    byCostCenter: setOf('costCenter')
      .sort(byLargest((row) => row.total))
      .map((row) => {
        const { budget, ...costCenter } = costCenterOf(row.costCenterId);
        const yearTotal = yearTotalOf(row.costCenterId);
        return {
          ...costCenter,
          total: row.total,
          bookings: row.bookings,
          yearTotal,
          yearlyBudget: budget,
          budgetUsed: budget ? Math.round((yearTotal / budget) * 10_000) / 10_000 : null,
        };
      }),
    byTraveller: travellers.map((row) => ({
      userId: row.userId as number,
      name: nameOf(row.userId as number),
      total: row.total,
      bookings: row.bookings,
    })),
    byAirline: vendors
      .filter((row) => row.type === 'flight')
      .sort(byLargest((row) => row.total))
      .slice(0, TOP)
      .map((row) => ({
        code: row.vendor as string,
        name: airlineNames[row.vendor as string] ?? (row.vendor as string),
        total: row.total,
        bookings: row.bookings,
      })),
    byHotel: vendors
      .filter((row) => row.type === 'hotel')
      .sort(byLargest((row) => row.total))
      .slice(0, TOP)
      .map((row) => ({
        code: row.vendor as string,
        name: row.vendorName ?? (row.vendor as string),
        total: row.total,
        bookings: row.bookings,
        roomNights: row.roomNights,
      })),
    topRoutes: setOf('route')
      .filter((row) => row.route !== null)
      .sort(byLargest((row) => row.total))
      .slice(0, 10)
      .map((row) => ({ route: row.route as string, total: row.total, bookings: row.bookings })),
    topDestinations: setOf('destination')
      .filter((row) => row.destination !== null)
      .sort(byLargest((row) => row.total))
      .slice(0, 10)
      .map((row) => ({ destination: row.destination as string, total: row.total, bookings: row.bookings })),
  };
}

const POLICY_COLUMNS = ['reason', 'user', 'costCenter'] as const;

export async function getPolicyReport(
  context: ReportContext,
  actor: ReportReader,
  query: ReportQueryInput,
): Promise<PolicyReport> {
  const { companyId, range, slice, aggregate } = await resolveReport(context, actor, query);
  const [groups, costCenterOf, reasons] = await Promise.all([
    aggregate('policy', slice, (part) => aggregatePolicy(context.db, part)),
    costCentersOf(context, companyId),
    listCompanyReasons(context.db, companyId),
  ]);
  const setOf = (...grouped: (typeof POLICY_COLUMNS)[number][]) =>
    groups.filter((row) => row.grouping === groupingOf(POLICY_COLUMNS, grouped));
  const all = setOf()[0];
  const trips = all?.trips ?? 0;
  const outOfPolicy = all?.outOfPolicy ?? 0;
  const reasonById = new Map(reasons.map((reason) => [reason.id, reason]));
  const travellers = setOf('user')
    .sort(byLargest((row) => row.outOfPolicy * 1_000_000 + row.shortNotice))
    .slice(0, TOP);
  const nameOf = await travellerNamesOf(
    context,
    companyId,
    travellers.map((row) => row.userId as number),
  );
  const compliance = (row: { trips: number; outOfPolicy: number; shortNotice: number }) => ({
    trips: row.trips,
    outOfPolicy: row.outOfPolicy,
    shortNotice: row.shortNotice,
    shareWithinPolicy: shareOf(row.trips - row.outOfPolicy, row.trips),
  });
  return {
    companyId,
    ...range,
    trips,
    withinPolicy: trips - outOfPolicy,
    outOfPolicy,
    shareWithinPolicy: shareOf(trips - outOfPolicy, trips),
    shortNotice: all?.shortNotice ?? 0,
    outOfPolicyByReason: setOf('reason')
      .filter((row) => row.outOfPolicy > 0)
      .sort(byLargest((row) => row.outOfPolicy))
      .map((row) => {
        const reason = row.reasonId === null ? undefined : reasonById.get(row.reasonId);
        return {
          reasonId: row.reasonId,
          code: reason?.code ?? null,
          label: reason?.label ?? NO_REASON_CODE,
          trips: row.outOfPolicy,
          total: row.outOfPolicyTotal,
        };
      }),
    byTraveller: travellers.map((row) => ({
      userId: row.userId as number,
      name: nameOf(row.userId as number),
      ...compliance(row),
    })),
    byCostCenter: setOf('costCenter')
      .sort(byLargest((row) => row.outOfPolicy))
      .map((row) => {
        const { budget: _budget, ...costCenter } = costCenterOf(row.costCenterId);
        return { ...costCenter, ...compliance(row) };
      }),
  };
}

const SAVINGS_COLUMNS = ['vendor', 'user'] as const;

export async function getSavingsReport(
  context: ReportContext,
  actor: ReportReader,
  query: ReportQueryInput,
): Promise<SavingsReport> {
  const { companyId, range, slice, aggregate } = await resolveReport(context, actor, query);
  const groups = await aggregate('savings', slice, (part) => aggregateSavings(context.db, part));
  const setOf = (...grouped: (typeof SAVINGS_COLUMNS)[number][]) =>
    groups.filter((row) => row.grouping === groupingOf(SAVINGS_COLUMNS, grouped));
  const all = setOf()[0];
  const travellers = setOf('user')
    .filter((row) => row.flights > 0)
    .sort(byLargest((row) => row.missedSavings))
    .slice(0, TOP);
  const nameOf = await travellerNamesOf(
    context,
    companyId,
    travellers.map((row) => row.userId as number),
  );
  const lowestTotal = all?.lowestTotal ?? 0;
  const missedSavings = all?.missedSavings ?? 0;
  return {
    companyId,
    ...range,
    negotiated: {
      stays: all?.stays ?? 0,
      total: all?.stayTotal ?? 0,
      publicTotal: all?.publicTotal ?? 0,
      savings: (all?.publicTotal ?? 0) - (all?.stayTotal ?? 0),
      byHotel: setOf('vendor')
        .filter((row) => row.stays > 0 && row.vendor !== null)
        .map((row) => ({
          code: row.vendor as string,
          name: row.vendorName ?? (row.vendor as string),
          stays: row.stays,
          total: row.stayTotal,
          savings: row.publicTotal - row.stayTotal,
        }))
        .sort(byLargest((row) => row.savings))
        .slice(0, TOP),
    },
    missed: {
      flights: all?.flights ?? 0,
      aboveLowest: all?.aboveLowest ?? 0,
      lowestTotal,
      missedSavings,
      shareAboveLowest: lowestTotal > 0 ? Math.round((missedSavings / lowestTotal) * 10_000) / 10_000 : null,
      byTraveller: travellers.map((row) => ({
        userId: row.userId as number,
        name: nameOf(row.userId as number),
        flights: row.flights,
        missedSavings: row.missedSavings,
      })),
    },
  };
}

const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export async function getApprovalsReport(
  context: ReportContext,
  actor: ReportReader,
  query: ReportQueryInput,
): Promise<ApprovalsReport> {
  const { companyId, range, slice, aggregate } = await resolveReport(context, actor, query);
  const [groups, pendingNow] = await Promise.all([
    aggregate('decisions', slice, (part) => aggregateDecisions(context.db, part)),
    aggregate('pending', { ...slice, start: null, end: null }, (part) => countPending(context.db, part)),
  ]);
  const all = groups.find((row) => row.grouping === 1);
  const approvers = groups.filter((row) => row.grouping === 0 && row.approverId !== null);
  const nameOf = await travellerNamesOf(
    context,
    companyId,
    approvers.map((row) => row.approverId as number),
  );
  const decided = all?.decided ?? 0;
  const byDeadlineDefault = decided - (all?.byPeople ?? 0);
  const times = (row: (typeof groups)[number] | undefined) => ({
    decided: row?.byPeople ?? 0,
    approved: (row?.byPeople ?? 0) - (row?.rejectedByPeople ?? 0),
    rejected: row?.rejectedByPeople ?? 0,
    medianHours: hours(row?.medianHours ?? null),
    p90Hours: hours(row?.p90Hours ?? null),
  });
  return {
    companyId,
    ...range,
    decided,
    byPeople: times(all),
    byDeadlineDefault,
    shareByDeadlineDefault: shareOf(byDeadlineDefault, decided),
    pendingNow,
    byApprover: approvers.sort(byLargest((row) => row.byPeople)).map((row) => ({
      approverId: row.approverId as number,
      name: nameOf(row.approverId as number),
      ...times(row),
    })),
  };
}

const CO2_COLUMNS = ['type', 'month', 'costCenter', 'user'] as const;

export async function getCo2Report(
  context: ReportContext,
  actor: ReportReader,
  query: ReportQueryInput,
): Promise<Co2Report> {
  const { companyId, range, slice, aggregate } = await resolveReport(context, actor, query);
  const [groups, costCenterOf] = await Promise.all([
    aggregate('co2', slice, (part) => aggregateCo2(context.db, part)),
    costCentersOf(context, companyId),
  ]);
  const setOf = (...grouped: (typeof CO2_COLUMNS)[number][]) =>
    groups.filter((row) => row.grouping === groupingOf(CO2_COLUMNS, grouped));
  const all = setOf()[0];
  const byType = setOf('type');
  const byMonth = setOf('month');
  const travellers = setOf('user')
    .sort(byLargest((row) => row.kg))
    .slice(0, TOP);
  const nameOf = await travellerNamesOf(
    context,
    companyId,
    travellers.map((row) => row.userId as number),
  );
  const totalKg = all?.kg ?? 0;
  const trips = all?.trips ?? 0;
  return {
    companyId,
    ...range,
    totalKg,
    flightsKg: byType.find((row) => row.type === 'flight')?.kg ?? 0,
    hotelsKg: byType.find((row) => row.type === 'hotel')?.kg ?? 0,
    trips,
    perTripKg: averageOf(totalKg, trips),
    byMonth: monthsOfRange(range).map((month) => {
      const row = byMonth.find((candidate) => candidate.month === month);
      return { month, kg: row?.kg ?? 0, trips: row?.trips ?? 0 };
    }),
    byCostCenter: setOf('costCenter')
      .sort(byLargest((row) => row.kg))
      .map((row) => {
        const { budget: _budget, ...costCenter } = costCenterOf(row.costCenterId);
        return { ...costCenter, kg: row.kg, trips: row.trips };
      }),
    byTraveller: travellers.map((row) => ({
      userId: row.userId as number,
      name: nameOf(row.userId as number),
      kg: row.kg,
      trips: row.trips,
    })),
  };
}

/** What the report filters offer for the company. */
export async function getReportOptions(
  context: ReportContext,
  actor: ReportReader,
  requestedCompanyId: number | undefined,
): Promise<ReportOptions> {
  const companyId = await resolveTargetCompany(context.db, actor, requestedCompanyId);
  const [costCenterRows, userRows, groupRows] = await Promise.all([
    listCompanyCostCenters(context.db, companyId),
    listCompanyUsers(context.db, companyId),
    listCompanyTravelGroups(context.db, companyId),
  ]);
  return {
    companyId,
    costCenters: costCenterRows.map(({ id, code, name }) => ({ id, code, name })),
    travellers: userRows.map((row) => ({ id: row.id, name: `${row.firstname} ${row.lastName}`.trim() })),
    travelGroups: groupRows,
  };
}
