import { bookings, type Database, userApprovers } from '@travesia/db';
import { BOOKING_COUNT_LIMIT, type BookingStatus } from '@travesia/domain';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../lib/prepared-statement';
import type { TenantScope } from '../../lib/tenant-scope';
import { type BookingWithCostCenter, selectBookings } from './repository';

export interface BookingListFilter {
  status?: BookingStatus;
  type?: 'hotel' | 'flight';
  from?: string;
  to?: string;
  /** Only these travellers' bookings. */
  userIds?: number[];
  /** With `userIds`: also the bookings this user made for anyone (Mis Reservas of a delegate, decision 069). */
  orBookedBy?: number;
  /** Only bookings of travellers this user approves. */
  approverId?: number;
  companyId?: number;
}

/** The filters a list applies, in the order of the bits that name its prepared statements. */
const LIST_FILTERS = [
  'scope',
  'companyId',
  'userIds',
  'approverId',
  'status',
  'type',
  'from',
  'to',
  'orBookedBy',
] as const;
type ListFilterName = (typeof LIST_FILTERS)[number];

function listParams(scope: TenantScope, filter: BookingListFilter): Partial<Record<ListFilterName, unknown>> {
  return {
    scope: scope.companyId ?? undefined,
    companyId: filter.companyId,
    userIds: filter.userIds,
    orBookedBy: filter.orBookedBy,
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
    when('userIds', () =>
      present.has('orBookedBy')
        ? sql`(${bookings.userId} = ANY(${value('userIds')}) OR ${bookings.bookedBy} = ${value('orBookedBy')})`
        : sql`${bookings.userId} = ANY(${value('userIds')})`,
    ),
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

/**
 * The orders a list is read in: newest booked first (the lists), and for the agency's queue the trip that starts
 * soonest first (then the oldest booking), a trip without days last.
 */
export type ListOrder = 'newest' | 'soonest';

const ORDERS: Record<ListOrder, SQL[]> = {
  newest: [desc(bookings.createdAt), desc(bookings.id)],
  soonest: [sql`${bookings.startsOn} ASC NULLS LAST`, asc(bookings.createdAt), asc(bookings.id)],
};

function prepareListStatements(
  db: Database,
  present: ReadonlySet<ListFilterName>,
  order: ListOrder,
  name: string,
) {
  const where = listConditions(present);
  return {
    page: selectBookings(db)
      .where(where)
      .orderBy(...ORDERS[order])
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
 * A list's page and count statements, prepared once per combination of filters and order (at most 2 × 2⁹, a
 * handful in practice) and named after it, since lists are read all day (decision 022).
 */
const listStatements = preparedPerDatabase(() => new Map<string, ReturnType<typeof prepareListStatements>>());

/**
 * One page of bookings, newest first (or the soonest trip first, for the agency's queue), with how many match up to
 * BOOKING_COUNT_LIMIT + 1: the count stops there, so it reads at most that many index entries however big the
 * company grows (decision 022).
 */
export async function listBookings(
  db: Database,
  scope: TenantScope,
  filter: BookingListFilter,
  page: { offset: number; limit: number },
  order: ListOrder = 'newest',
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
