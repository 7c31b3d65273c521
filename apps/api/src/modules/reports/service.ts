import {
  type ApprovalsReport,
  averageOf,
  type Co2Report,
  monthsOfRange,
  type PolicyReport,
  type ReportOptions,
  type ReportQueryInput,
  type SavingsReport,
  shareOf,
} from '@travesia/domain';
import { resolveTargetCompany } from '../../lib/target-company';
import {
  aggregateCo2,
  aggregateDecisions,
  aggregatePolicy,
  aggregateSavings,
  countPending,
} from '../bookings/report-reads';
import {
  listCompanyCostCenters,
  listCompanyReasons,
  listCompanyTravelGroups,
  listCompanyUsers,
} from './repository';
import {
  byLargest,
  costCentersOf,
  groupingOf,
  type ReportContext,
  type ReportReader,
  resolveReport,
  TOP,
  travellerNamesOf,
} from './resolve-report';

export type { ReportContext, ReportReader } from './resolve-report';

/** The year's spend and its breakdowns (the largest view, in its own file). */
export { getSpendReport } from './spend-report';

const NO_REASON_CODE = 'Sin motivo de la lista';

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
    travellers: userRows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() })),
    travelGroups: groupRows,
  };
}
