import type { Executor } from '@travesia/db';
import { bookings, users } from '@travesia/db';
import type { ReportScope, ReportTripType } from '@travesia/domain';
import { ENDED_BOOKING_STATUSES } from '@travesia/domain';
import { and, eq, gte, isNotNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';

/*
 * The reports' read model of bookings (decisions 026 and 050): every report is one or two aggregate queries over a
 * company's bookings of a period, kept here beside the table and its covering index. Each reads only
 * columns of bookings_report_idx, so PostgreSQL answers from the index (an index-only scan) without touching the wide
 * rows; GROUPING SETS computes a view's breakdowns in one pass over them. Every query is bound to one company.
 */

export interface ReportFilters {
  costCenterId?: number | undefined;
  travellerId?: number | undefined;
  travelGroupId?: number | undefined;
  type?: ReportTripType | undefined;
  scope?: ReportScope | undefined;
}

export interface ReportSlice {
  companyId: number;
  /** Bookings made in [start, end); null: whenever. */
  start: Date | null;
  end: Date | null;
  filters: ReportFilters;
  /** Count rejected and cancelled bookings too (the approvals view: a rejection is a decision). */
  withEnded?: boolean;
}

const toInt = (value: unknown) => Number(value ?? 0);

/**
 * The first instant of the month a booking was made in Colombia, which keeps UTC−5 all year: plain arithmetic per
 * row, half the time of a named time zone's rules; formatted as `YYYY-MM` once per group.
 */
const bookedMonthStart = sql`date_trunc('month', ${bookings.createdAt} AT TIME ZONE 'UTC' - interval '5 hours')`;
const bookedMonth = sql<string>`to_char(${bookedMonthStart}, 'YYYY-MM')`;

function conditionsOf(slice: ReportSlice): SQL | undefined {
  const { filters } = slice;
  return and(
    eq(bookings.companyId, slice.companyId),
    slice.start ? gte(bookings.createdAt, slice.start) : undefined,
    slice.end ? lt(bookings.createdAt, slice.end) : undefined,
    slice.withEnded ? undefined : notInArray(bookings.status, [...ENDED_BOOKING_STATUSES]),
    filters.costCenterId === undefined ? undefined : eq(bookings.costCenterId, filters.costCenterId),
    filters.travellerId === undefined ? undefined : eq(bookings.userId, filters.travellerId),
    filters.travelGroupId === undefined
      ? undefined
      : sql`${bookings.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${users.companyId} = ${slice.companyId} AND ${users.travelGroupId} = ${filters.travelGroupId})`,
    filters.type === undefined ? undefined : eq(bookings.type, filters.type),
    filters.scope === undefined ? undefined : eq(bookings.isInternational, filters.scope === 'international'),
  );
}

/**
 * The breakdowns of the spend view in one pass: everything, by kind, cost center, traveller, airline or hotel,
 * route and destination. `grouping` tells which set a row belongs to (GROUPING's bit per column, 1 = not grouped).
 */
export async function aggregateSpend(db: Executor, slice: ReportSlice) {
  const rows = await db
    .select({
      grouping: sql<number>`GROUPING(${bookings.type}, ${bookings.costCenterId}, ${bookings.userId}, ${bookings.vendor}, ${bookings.route}, ${bookings.destination})`,
      type: bookings.type,
      costCenterId: bookings.costCenterId,
      userId: bookings.userId,
      vendor: bookings.vendor,
      vendorName: sql<string | null>`max(${bookings.vendorName})`,
      route: bookings.route,
      destination: bookings.destination,
      bookings: sql<number>`count(*)`.mapWith(toInt),
      total: sql<number>`coalesce(sum(${bookings.total}), 0)`.mapWith(toInt),
      roomNights: sql<number>`coalesce(sum(${bookings.roomNights}), 0)`.mapWith(toInt),
    })
    .from(bookings)
    .where(conditionsOf(slice))
    .groupBy(
      sql`GROUPING SETS ((${bookings.type}), (${bookings.costCenterId}), (${bookings.userId}), (${bookings.type}, ${bookings.vendor}), (${bookings.route}), (${bookings.destination}))`,
    );
  return rows.map((row) => ({ ...row, grouping: Number(row.grouping) }));
}

/** Spend per month and cost center (the month chart and the year's spend against each budget). */
export async function aggregateSpendByMonth(db: Executor, slice: ReportSlice) {
  return await db
    .select({
      month: bookedMonth,
      costCenterId: bookings.costCenterId,
      bookings: sql<number>`count(*)`.mapWith(toInt),
      total: sql<number>`coalesce(sum(${bookings.total}), 0)`.mapWith(toInt),
    })
    .from(bookings)
    .where(conditionsOf(slice))
    .groupBy(bookedMonthStart, bookings.costCenterId);
}

/** Policy: everything, by reason code, traveller and cost center. */
export async function aggregatePolicy(db: Executor, slice: ReportSlice) {
  const rows = await db
    .select({
      grouping: sql<number>`GROUPING(${bookings.outOfPolicyReasonId}, ${bookings.userId}, ${bookings.costCenterId})`,
      reasonId: bookings.outOfPolicyReasonId,
      userId: bookings.userId,
      costCenterId: bookings.costCenterId,
      trips: sql<number>`count(*)`.mapWith(toInt),
      outOfPolicy: sql<number>`count(*) FILTER (WHERE NOT ${bookings.withinPolicy})`.mapWith(toInt),
      outOfPolicyTotal:
        sql<number>`coalesce(sum(${bookings.total}) FILTER (WHERE NOT ${bookings.withinPolicy}), 0)`.mapWith(
          toInt,
        ),
      shortNotice: sql<number>`count(*) FILTER (WHERE ${bookings.isShortNotice})`.mapWith(toInt),
    })
    .from(bookings)
    .where(conditionsOf(slice))
    .groupBy(
      sql`GROUPING SETS ((), (${bookings.outOfPolicyReasonId}), (${bookings.userId}), (${bookings.costCenterId}))`,
    );
  return rows.map((row) => ({ ...row, grouping: Number(row.grouping) }));
}

/** Savings: negotiated stays (by hotel) and missed savings on flights (by traveller). */
export async function aggregateSavings(db: Executor, slice: ReportSlice) {
  const rows = await db
    .select({
      grouping: sql<number>`GROUPING(${bookings.vendor}, ${bookings.userId})`,
      vendor: bookings.vendor,
      vendorName: sql<string | null>`max(${bookings.vendorName})`,
      userId: bookings.userId,
      stays: sql<number>`count(*) FILTER (WHERE ${bookings.publicRate} IS NOT NULL)`.mapWith(toInt),
      stayTotal:
        sql<number>`coalesce(sum(${bookings.total}) FILTER (WHERE ${bookings.publicRate} IS NOT NULL), 0)`.mapWith(
          toInt,
        ),
      publicTotal: sql<number>`coalesce(sum(${bookings.publicRate}), 0)`.mapWith(toInt),
      flights: sql<number>`count(*) FILTER (WHERE ${bookings.lowestFare} IS NOT NULL)`.mapWith(toInt),
      aboveLowest: sql<number>`count(*) FILTER (WHERE ${bookings.missedSavings} > 0)`.mapWith(toInt),
      lowestTotal: sql<number>`coalesce(sum(${bookings.lowestFare}), 0)`.mapWith(toInt),
      missedSavings: sql<number>`coalesce(sum(${bookings.missedSavings}), 0)`.mapWith(toInt),
    })
    .from(bookings)
    .where(
      and(
        conditionsOf(slice),
        sql`(${bookings.publicRate} IS NOT NULL OR ${bookings.lowestFare} IS NOT NULL)`,
      ),
    )
    .groupBy(sql`GROUPING SETS ((), (${bookings.vendor}), (${bookings.userId}))`);
  return rows.map((row) => ({ ...row, grouping: Number(row.grouping) }));
}

const decisionHours = sql`extract(epoch FROM ${bookings.decidedAt} - ${bookings.createdAt}) / 3600`;
const byPerson = sql`${bookings.decidedBy} IS NOT NULL`;

/**
 * Decisions on the period's bookings, overall and by approver: counts, and the median and 90th percentile of the
 * hours people took (percentile_cont: linear interpolation between ranks); the deadline's default is counted apart.
 */
export async function aggregateDecisions(db: Executor, slice: ReportSlice) {
  const rows = await db
    .select({
      grouping: sql<number>`GROUPING(${bookings.decidedBy})`,
      approverId: bookings.decidedBy,
      decided: sql<number>`count(*)`.mapWith(toInt),
      byPeople: sql<number>`count(*) FILTER (WHERE ${byPerson})`.mapWith(toInt),
      rejectedByPeople:
        sql<number>`count(*) FILTER (WHERE ${byPerson} AND ${bookings.status} = 'rejected')`.mapWith(toInt),
      medianHours: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${decisionHours}) FILTER (WHERE ${byPerson})`,
      p90Hours: sql<
        number | null
      >`percentile_cont(0.9) WITHIN GROUP (ORDER BY ${decisionHours}) FILTER (WHERE ${byPerson})`,
    })
    .from(bookings)
    .where(and(conditionsOf({ ...slice, withEnded: true }), isNotNull(bookings.decidedAt)))
    .groupBy(sql`GROUPING SETS ((), (${bookings.decidedBy}))`);
  return rows.map((row) => ({
    ...row,
    grouping: Number(row.grouping),
    medianHours: row.medianHours === null ? null : Number(row.medianHours),
    p90Hours: row.p90Hours === null ? null : Number(row.p90Hours),
  }));
}

/** Bookings waiting for a decision now, whenever they were made (bookings_company_status_idx). */
export async function countPending(db: Executor, slice: ReportSlice): Promise<number> {
  const [row] = await db
    .select({ pending: sql<number>`count(*)`.mapWith(toInt) })
    .from(bookings)
    .where(
      and(
        conditionsOf({ ...slice, start: null, end: null, withEnded: true }),
        eq(bookings.status, 'pending_approval'),
      ),
    );
  return row?.pending ?? 0;
}

/** CO₂e: everything, by kind, month, cost center and traveller. */
export async function aggregateCo2(db: Executor, slice: ReportSlice) {
  const rows = await db
    .select({
      grouping: sql<number>`GROUPING(${bookings.type}, ${bookedMonthStart}, ${bookings.costCenterId}, ${bookings.userId})`,
      type: bookings.type,
      month: bookedMonth,
      costCenterId: bookings.costCenterId,
      userId: bookings.userId,
      kg: sql<number>`coalesce(sum(${bookings.co2Kg}), 0)`.mapWith(toInt),
      trips: sql<number>`count(*)`.mapWith(toInt),
    })
    .from(bookings)
    .where(and(conditionsOf(slice), isNotNull(bookings.co2Kg)))
    .groupBy(
      sql`GROUPING SETS ((), (${bookings.type}), (${bookedMonthStart}), (${bookings.costCenterId}), (${bookings.userId}))`,
    );
  return rows.map((row) => ({ ...row, grouping: Number(row.grouping) }));
}

/**
 * The company's last booking change (every insert and status change sets updated_at; bookings_company_updated_idx
 * answers it from one index entry): a report aggregated at this version is still the company's report.
 */
export async function findBookingsVersion(db: Executor, companyId: number): Promise<string> {
  const [row] = await db
    .select({ version: sql<string | null>`max(${bookings.updatedAt})::text` })
    .from(bookings)
    .where(eq(bookings.companyId, companyId));
  return row?.version ?? 'none';
}
