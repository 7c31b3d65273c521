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
  userApprovers,
  users,
} from '@travesia/db';
import { BOOKING_COUNT_LIMIT, type BookingStatus, canApproveTrips, ROLES } from '@travesia/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { preparedPerDatabase } from '../../lib/prepared-statement';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type BookingRow = typeof bookings.$inferSelect;
export interface TravellerRow {
  id: number;
  firstname: string;
  lastName: string;
  documento: string;
  email: string;
}
type CodeAndName = { id: number; code: string; name: string };
export interface BookingWithCostCenter {
  booking: BookingRow;
  costCenter: CodeAndName | null;
  projectClient: CodeAndName | null;
  expenseType: CodeAndName | null;
  traveller: TravellerRow;
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

function selectBookings(db: Executor) {
  return db
    .select({
      booking: bookings,
      costCenter: { id: costCenters.id, code: costCenters.code, name: costCenters.name },
      projectClient: { id: projectClients.id, code: projectClients.code, name: projectClients.name },
      expenseType: { id: expenseTypes.id, code: expenseTypes.code, name: expenseTypes.name },
      traveller: {
        id: users.id,
        firstname: users.firstname,
        lastName: users.lastName,
        documento: users.documento,
        email: users.email,
      },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(costCenters, eq(costCenters.id, bookings.costCenterId))
    .leftJoin(projectClients, eq(projectClients.id, bookings.projectClientId))
    .leftJoin(expenseTypes, eq(expenseTypes.id, bookings.expenseTypeId));
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

export async function findBookingByIdempotencyKey(
  db: Executor,
  scope: TenantScope,
  userId: number,
  idempotencyKey: string,
): Promise<BookingWithCostCenter | undefined> {
  const [row] = await selectBookings(db)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.idempotencyKey, idempotencyKey),
        inScope(scope, bookings.companyId),
      ),
    )
    .limit(1);
  return row;
}

/** The user's hotel bookings whose nights touch [checkIn, checkOut), whatever their status. */
export function listHotelBookingsOverlapping(
  db: Executor,
  scope: TenantScope,
  userId: number,
  stay: { checkIn: string; checkOut: string },
): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.type, 'hotel'),
        sql`${bookings.startsOn} < ${stay.checkOut}`,
        sql`${bookings.endsOn} > ${stay.checkIn}`,
        inScope(scope, bookings.companyId),
      ),
    );
}

export async function insertBooking(db: Executor, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('The booking was not stored');
  return row;
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

const NOT_REMINDED = sql`NOT EXISTS (SELECT 1 FROM ${notifications} WHERE ${notifications.bookingId} = ${bookings.id} AND ${notifications.kind} = 'deadline_near')`;

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
        or(lte(bookings.approvalDeadline, sql.placeholder('now')), NOT_REMINDED),
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
      NOT_REMINDED,
    ),
  );
}

export async function insertBookingEvent(
  db: Executor,
  values: typeof bookingEvents.$inferInsert,
): Promise<void> {
  await db.insert(bookingEvents).values(values);
}

export function listBookingEvents(db: Executor, bookingId: string): Promise<BookingEventRow[]> {
  return db
    .select({
      id: bookingEvents.id,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      comment: bookingEvents.comment,
      createdAt: bookingEvents.createdAt,
      actorFirstname: users.firstname,
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
      firstname: users.firstname,
      lastName: users.lastName,
      documento: users.documento,
      email: users.email,
    })
    .from(userApprovers)
    .innerJoin(users, eq(users.id, userApprovers.approverId))
    .where(and(eq(userApprovers.userId, travellerId), APPROVER_IN_FORCE));
}

export interface BookingListFilter {
  status?: BookingStatus;
  type?: 'hotel' | 'flight';
  from?: string;
  to?: string;
  /** Only these travellers' bookings. */
  userIds?: number[];
  /** Only bookings of travellers this user approves. */
  approverId?: number;
  companyId?: number;
}

/** The filters a list applies, in the order of the bits that name its prepared statements. */
const LIST_FILTERS = ['scope', 'companyId', 'userIds', 'approverId', 'status', 'type', 'from', 'to'] as const;
type ListFilterName = (typeof LIST_FILTERS)[number];

function listParams(scope: TenantScope, filter: BookingListFilter): Partial<Record<ListFilterName, unknown>> {
  return {
    scope: scope.companyId ?? undefined,
    companyId: filter.companyId,
    userIds: filter.userIds,
    approverId: filter.approverId,
    status: filter.status,
    type: filter.type,
    from: filter.from,
    to: filter.to,
  };
}

/** The conditions of the filters in `present`, each value a placeholder named after its filter. */
function listConditions(present: ReadonlySet<ListFilterName>): SQL | undefined {
  const value = (name: ListFilterName) => sql.placeholder(name);
  const when = (name: ListFilterName, condition: () => SQL) => (present.has(name) ? condition() : undefined);
  return and(
    when('scope', () => eq(bookings.companyId, value('scope'))),
    when('companyId', () => eq(bookings.companyId, value('companyId'))),
    when('userIds', () => sql`${bookings.userId} = ANY(${value('userIds')})`),
    // `= ANY(ARRAY(…))` rather than `IN (…)`: the planner then reads the approvees as a list of values, and the
    // queue's count stops after BOOKING_COUNT_LIMIT rows instead of hash-joining every pending booking.
    when(
      'approverId',
      () =>
        sql`${bookings.userId} = ANY(ARRAY(SELECT ${userApprovers.userId} FROM ${userApprovers} WHERE ${userApprovers.approverId} = ${value('approverId')}))`,
    ),
    when('status', () => eq(bookings.status, value('status'))),
    when('type', () => eq(bookings.type, value('type'))),
    when('from', () => gte(bookings.startsOn, value('from'))),
    when('to', () => lte(bookings.startsOn, value('to'))),
  );
}

function prepareListStatements(
  db: Database,
  present: ReadonlySet<ListFilterName>,
  order: 'newest' | 'oldest',
  name: string,
) {
  const where = listConditions(present);
  const direction = order === 'newest' ? desc : asc;
  return {
    page: selectBookings(db)
      .where(where)
      .orderBy(direction(bookings.createdAt), direction(bookings.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`${name}_page`),
    count: db
      .select({ total: count() })
      .from(
        db
          .select({ id: bookings.id })
          .from(bookings)
          .where(where)
          .limit(BOOKING_COUNT_LIMIT + 1)
          .as('counted'),
      )
      .prepare(`${name}_count`),
  };
}

/**
 * A list's page and count statements, prepared once per combination of filters and order (at most 2 × 2⁸, a
 * handful in practice) and named after it, since lists are read all day (decision 022).
 */
const listStatements = preparedPerDatabase(() => new Map<string, ReturnType<typeof prepareListStatements>>());

/**
 * One page of bookings, newest first (or oldest first, for a queue), with how many match up to
 * BOOKING_COUNT_LIMIT + 1: the count stops there, so it reads at most that many index entries however big the
 * company grows (decision 022).
 */
export async function listBookings(
  db: Database,
  scope: TenantScope,
  filter: BookingListFilter,
  page: { offset: number; limit: number },
  order: 'newest' | 'oldest' = 'newest',
): Promise<{ rows: BookingWithCostCenter[]; total: number }> {
  const params = listParams(scope, filter);
  const present = new Set(LIST_FILTERS.filter((name) => params[name] !== undefined));
  const name = `bookings_${order}_${LIST_FILTERS.reduce((bits, filterName, bit) => bits | (present.has(filterName) ? 1 << bit : 0), 0)}`;
  const statements = listStatements(db);
  let statement = statements.get(name);
  if (!statement) {
    statement = prepareListStatements(db, present, order, name);
    statements.set(name, statement);
  }
  const [rows, [counted]] = await Promise.all([
    statement.page.execute({ ...params, limit: page.limit, offset: page.offset }),
    statement.count.execute(params),
  ]);
  return { rows, total: counted?.total ?? 0 };
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
