import type { Executor } from '@travesia/db';
import {
  bookingEvents,
  bookings,
  companies,
  costCenters,
  type Database,
  expenseTypes,
  notifications,
  projectClients,
  trips,
  userApprovers,
  users,
} from '@travesia/db';
import { APPROVAL_REMINDER_HOURS, type BookingStatus, canApproveTrips, ROLES } from '@travesia/domain';
import { aliasedTable, and, asc, eq, inArray, lte, or, type Placeholder, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../lib/prepared-statement';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type BookingRow = typeof bookings.$inferSelect;
export interface TravellerRow {
  id: number;
  firstName: string;
  lastName: string;
  documento: string;
  email: string;
}
/** Who made a booking (decision 069): its traveller, or someone booking for them. */
export interface BookerRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}
type CodeAndName = { id: number; code: string; name: string };
export interface BookingWithCostCenter {
  booking: BookingRow;
  costCenter: CodeAndName | null;
  projectClient: CodeAndName | null;
  expenseType: CodeAndName | null;
  traveller: TravellerRow;
  booker: BookerRow;
  /** The trip it belongs to with other bookings (decision 075); null: a trip of its own. */
  trip: { id: string; name: string } | null;
}
export interface BookingEventRow {
  id: number;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  comment: string | null;
  createdAt: Date;
  actorFirstname: string | null;
  actorLastName: string | null;
}

/**
 * An assignment counts only while its approver is active and still has a role that approves: deactivating or
 * demoting someone ends their power to decide at once, whatever rows `user_approvers` still holds.
 */
const APPROVER_IN_FORCE = and(eq(users.isActive, true), inArray(users.role, ROLES.filter(canApproveTrips)));

/** A user's second booking with the same Idempotency-Key breaks this unique index. */
export const IDEMPOTENCY_CONSTRAINT = 'bookings_user_idempotency_key';

const booker = aliasedTable(users, 'booker');

export function selectBookings(db: Executor) {
  return db
    .select({
      booking: bookings,
      costCenter: { id: costCenters.id, code: costCenters.code, name: costCenters.name },
      projectClient: { id: projectClients.id, code: projectClients.code, name: projectClients.name },
      expenseType: { id: expenseTypes.id, code: expenseTypes.code, name: expenseTypes.name },
      traveller: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        documento: users.documento,
        email: users.email,
      },
      booker: { id: booker.id, firstName: booker.firstName, lastName: booker.lastName, email: booker.email },
      trip: { id: trips.id, name: trips.name },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(booker, eq(booker.id, bookings.bookedBy))
    .leftJoin(costCenters, eq(costCenters.id, bookings.costCenterId))
    .leftJoin(projectClients, eq(projectClients.id, bookings.projectClientId))
    .leftJoin(expenseTypes, eq(expenseTypes.id, bookings.expenseTypeId))
    .leftJoin(trips, eq(trips.id, bookings.tripId));
}

export async function findBookingById(
  db: Executor,
  scope: TenantScope,
  id: string,
): Promise<BookingWithCostCenter | undefined> {
  const [row] = await selectBookings(db)
    .where(and(eq(bookings.id, id), inScope(scope, bookings.companyId)))
    .limit(1);
  return row;
}

/** The traveller's booking made with this key by this booker (the traveller themself, or a delegate). */
export async function findBookingByIdempotencyKey(
  db: Executor,
  scope: TenantScope,
  party: { travellerId: number; bookerId: number },
  idempotencyKey: string,
): Promise<BookingWithCostCenter | undefined> {
  const [row] = await selectBookings(db)
    .where(
      and(
        eq(bookings.userId, party.travellerId),
        eq(bookings.bookedBy, party.bookerId),
        eq(bookings.idempotencyKey, idempotencyKey),
        inScope(scope, bookings.companyId),
      ),
    )
    .limit(1);
  return row;
}

/** The bookings of these travellers on some day from `from` to `to`, whatever their status or type. */
export function listTripsOfTravellersBetween(
  db: Executor,
  scope: TenantScope,
  userIds: readonly number[],
  days: { from: string; to: string },
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.userId, [...userIds]),
        sql`${bookings.startsOn} <= ${days.to}`,
        sql`${bookings.endsOn} >= ${days.from}`,
        inScope(scope, bookings.companyId),
      ),
    );
}

/** The company's flight bookings flying on some day from `from` to `to` (any status: the caller tells which count). */
export function listCompanyFlightBookingsBetween(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  days: { from: string; to: string },
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.type, 'flight'),
        sql`${bookings.startsOn} <= ${days.to}`,
        sql`${bookings.endsOn} >= ${days.from}`,
        inScope(scope, bookings.companyId),
      ),
    );
}

export async function insertBooking(db: Executor, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('The booking was not stored');
  return row;
}

/** Stores many bookings in one statement; answers their ids in the order given. */
export async function insertBookings(
  db: Executor,
  values: readonly (typeof bookings.$inferInsert)[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(bookings)
    .values([...values])
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/**
 * Moves a booking from `from` to `to` only if it is still in `from`: of two people acting at once, exactly one
 * gets the row back.
 */
export async function updateBookingStatus(
  db: Executor,
  scope: TenantScope,
  id: string,
  from: BookingStatus,
  to: BookingStatus,
  changes: Partial<Pick<BookingRow, 'supplierLocator' | 'approvalDeadline' | 'decidedAt' | 'decidedBy'>> = {},
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, from), inScope(scope, bookings.companyId)))
    .returning();
  return row;
}

/**
 * Pending bookings whose approval deadline passed get their company's default decision, in one conditional
 * update; the rows answered are the ones this call settled (another process settles the rest).
 */
export function settleExpiredApprovals(db: Executor, scope: TenantScope, now: Date): Promise<BookingRow[]> {
  return db
    .update(bookings)
    .set({
      status: sql`CASE WHEN ${companies.approvalDeadlineOutcome} = 'approve' THEN 'approved' ELSE 'rejected' END`,
      // Decided by nobody: the reports count it as the deadline's default.
      decidedAt: now,
      decidedBy: null,
      updatedAt: now,
    })
    .from(companies)
    .where(
      and(
        eq(companies.id, bookings.companyId),
        eq(bookings.status, 'pending_approval'),
        lte(bookings.approvalDeadline, now),
        inScope(scope, bookings.companyId),
      ),
    )
    .returning() as unknown as Promise<BookingRow[]>;
}

/**
 * A pending booking whose approvers are due their reminder: not yet reminded, and booked more than the reminder's
 * hours before its deadline. A trip booked closer to its deadline (one starting soon, decision 008's addendum) is
 * not reminded: the request itself, minutes old, already tells the deadline.
 */
const DUE_A_REMINDER = sql`(NOT EXISTS (SELECT 1 FROM ${notifications} WHERE ${notifications.bookingId} = ${bookings.id} AND ${notifications.kind} = 'deadline_near') AND ${bookings.createdAt} < ${bookings.approvalDeadline} - make_interval(hours => ${sql.raw(String(APPROVAL_REMINDER_HOURS))}))`;

/** The look-up behind `hasApprovalsDue`, prepared for one company and for every company (the operador's scope). */
function approvalsDueStatement(db: Database, companyId: Placeholder | undefined, name: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'pending_approval'),
        lte(bookings.approvalDeadline, sql.placeholder('until')),
        companyId === undefined ? undefined : eq(bookings.companyId, companyId),
        or(lte(bookings.approvalDeadline, sql.placeholder('now')), DUE_A_REMINDER),
      ),
    )
    .limit(1)
    .prepare(name);
}
const approvalsDueInCompany = preparedPerDatabase((db) =>
  approvalsDueStatement(db, sql.placeholder('companyId'), 'approvals_due_in_company'),
);
const approvalsDueAnywhere = preparedPerDatabase((db) =>
  approvalsDueStatement(db, undefined, 'approvals_due_anywhere'),
);

/**
 * Whether any pending booking has passed its deadline or is due a reminder before `until`: one indexed look-up,
 * prepared, so reading bookings costs nothing more when there is nothing to settle (the usual case).
 */
export async function hasApprovalsDue(
  db: Database,
  scope: TenantScope,
  now: Date,
  until: Date,
): Promise<boolean> {
  const times = { now: now.toISOString(), until: until.toISOString() };
  const [row] =
    scope.companyId === null
      ? await approvalsDueAnywhere(db).execute(times)
      : await approvalsDueInCompany(db).execute({ ...times, companyId: scope.companyId });
  return Boolean(row);
}

/** Pending bookings whose deadline falls before `until` and whose approvers were not yet reminded. */
export function listBookingsNearDeadline(
  db: Executor,
  scope: TenantScope,
  until: Date,
): Promise<BookingWithCostCenter[]> {
  return selectBookings(db).where(
    and(
      eq(bookings.status, 'pending_approval'),
      lte(bookings.approvalDeadline, until),
      inScope(scope, bookings.companyId),
      DUE_A_REMINDER,
    ),
  );
}

export async function insertBookingEvent(
  db: Executor,
  values: typeof bookingEvents.$inferInsert,
): Promise<void> {
  await db.insert(bookingEvents).values(values);
}

export async function insertBookingEvents(
  db: Executor,
  values: readonly (typeof bookingEvents.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(bookingEvents).values([...values]);
}

export function listBookingEvents(db: Executor, bookingId: string): Promise<BookingEventRow[]> {
  return db
    .select({
      id: bookingEvents.id,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      comment: bookingEvents.comment,
      createdAt: bookingEvents.createdAt,
      actorFirstname: users.firstName,
      actorLastName: users.lastName,
    })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
}

/** The ids of the people who approve `travellerId`'s trips. */
export async function listApproverIdsOf(db: Executor, travellerId: number): Promise<number[]> {
  const rows = await db
    .select({ approverId: userApprovers.approverId })
    .from(userApprovers)
    .innerJoin(users, eq(users.id, userApprovers.approverId))
    .where(and(eq(userApprovers.userId, travellerId), APPROVER_IN_FORCE));
  return rows.map((row) => row.approverId);
}

/** The active approvers of a traveller, to notify. */
export function listApproversToNotify(db: Executor, travellerId: number): Promise<TravellerRow[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      documento: users.documento,
      email: users.email,
    })
    .from(userApprovers)
    .innerJoin(users, eq(users.id, userApprovers.approverId))
    .where(and(eq(userApprovers.userId, travellerId), APPROVER_IN_FORCE));
}

const approveeIdsStatement = preparedPerDatabase((db) =>
  db
    .select({ userId: userApprovers.userId })
    .from(userApprovers)
    .where(eq(userApprovers.approverId, sql.placeholder('approverId')))
    .prepare('approvee_ids'),
);

/** The travellers whose trips `approverId` approves (prepared: every list an approver reads asks). */
export async function listApproveeIdsOf(db: Database, approverId: number): Promise<number[]> {
  const rows = await approveeIdsStatement(db).execute({ approverId });
  return rows.map((row) => row.userId);
}

/**
 * The earliest approval deadline already passed of a booking still waiting (null: none). The sweep settles each
 * within a minute, so an old one means the sweep is not running.
 */
export async function findOldestOverdueApproval(db: Executor, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({
      deadline: sql<Date | null>`min(${bookings.approvalDeadline})`.mapWith(bookings.approvalDeadline),
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'pending_approval'), lte(bookings.approvalDeadline, now)));
  return row?.deadline ?? null;
}
