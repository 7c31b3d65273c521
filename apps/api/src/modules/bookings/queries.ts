import {
  BOOKING_STATUS_LABELS,
  BOOKING_TYPE_LABELS,
  type Booking,
  type BookingListResponse,
  type BookingSummary,
  type bookingExportQuerySchema,
  type bookingListQuerySchema,
  buildCalendar,
  CALENDAR_OF_ENDED_TRIP_MESSAGE,
  canApproveTrips,
  type EmissionQueueResponse,
  type emissionQueueQuerySchema,
  fullName,
  isTripGoingAhead,
  PAYMENT_METHOD_LABELS,
  toCsv,
  toIsoDate,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { conflict, forbidden, notFound, userNotFound } from '../../lib/app-error';

import type { SignedInUser } from '../../lib/signed-in-user';
import { PLATFORM_SCOPE, scopeOf, type TenantScope } from '../../lib/tenant-scope';
import { listCompanies } from '../companies/service';
import { listManagedTravellerIds } from '../delegations/acting-for-service';
import { findUserProfilesByDocumento } from '../users/service';
import { BOOKING_NOT_FOUND_MESSAGE, bookingAccessOf } from './access';
import {
  bookingActorOf,
  calendarEventsOf,
  listHeadline,
  toBooking,
  toBookingSummary,
  type UnreadableRowsLog,
} from './booking-view';
import { settleApprovalDeadlines } from './lifecycle';
import { type BookingListFilter, listBookings } from './list-repository';
import {
  type BookingWithCostCenter,
  findBookingById,
  listApproveeIdsOf,
  listBookingEvents,
} from './repository';
import { listOverlapsOf } from './trip-overlaps';

type ListQuery = z.output<typeof bookingListQuerySchema>;

/** A booking the actor may see, with the relation that decides what they may do with it. */
export async function findVisibleBooking(context: AppContext, actor: SignedInUser, id: string) {
  const scope = scopeOf(actor);
  await settleApprovalDeadlines(context, scope);
  const row = await findBookingById(context.db, scope, id);
  const relation = row && (await bookingAccessOf(context.db, actor, row));
  if (!row || !relation) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
  return { row, relation, scope };
}

/** The booking with its history, as `actor` sees it (404 when they may not). */
export async function getBooking(context: AppContext, actor: SignedInUser, id: string): Promise<Booking> {
  const { row, relation, scope } = await findVisibleBooking(context, actor, id);
  const [events, overlaps] = await Promise.all([
    listBookingEvents(context.db, id),
    listOverlapsOf(context.db, scope, [row.booking], context.log),
  ]);
  return toBooking(row, events, relation, overlaps.get(row.booking.id) ?? []);
}

async function listPage(
  context: AppContext,
  actor: SignedInUser,
  scope: TenantScope,
  filter: BookingListFilter,
  query: ListQuery,
  isApproverOfAll = false,
): Promise<BookingListResponse> {
  await settleApprovalDeadlines(context, scope);
  const { rows, total } = await listBookings(context.db, scope, filter, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const summarise = await summariserFor(context, actor, scope, rows, { isApproverOfAll });
  return { data: rows.map(summarise), page: query.page, pageSize: query.pageSize, total };
}

/**
 * Summaries of `rows` as `actor` sees them: their relation to each booking (approver, delegate who manages the
 * traveller) decides what they may do with it; `isApproverOfAll` for the approval queue, whose rows are all theirs
 * to decide. Whom they approve, whose trips they manage and the travellers' overlapping trips are independent
 * reads: one round trip's wait.
 */
export async function summariserFor(
  context: AppContext,
  actor: SignedInUser,
  scope: TenantScope,
  rows: readonly BookingWithCostCenter[],
  { isApproverOfAll = false } = {},
): Promise<(row: BookingWithCostCenter) => BookingSummary> {
  const [approveeIds, managedIds, overlaps] = await Promise.all([
    isApproverOfAll ? null : approveesOf(context, actor),
    listManagedTravellerIds(context.db, actor),
    listOverlapsOf(
      context.db,
      scope,
      rows.map((row) => row.booking),
      context.log,
    ),
  ]);
  const approvees = approveeIds && new Set(approveeIds);
  const managed = new Set(managedIds);
  return (row) =>
    toBookingSummary(
      row,
      bookingActorOf(
        actor,
        row.booking,
        approvees?.has(row.booking.userId) ?? true,
        managed.has(row.booking.userId),
      ),
      overlaps.get(row.booking.id) ?? [],
      context.log,
    );
}

/** The travellers whose trips the actor approves; none once their role no longer approves. */
async function approveesOf(context: AppContext, actor: SignedInUser): Promise<number[]> {
  return canApproveTrips(actor.role) ? listApproveeIdsOf(context.db, actor.id) : [];
}

function filterOf(query: z.output<typeof bookingExportQuerySchema>): BookingListFilter {
  return { status: query.status, type: query.type, from: query.from, to: query.to };
}

/**
 * GET /api/me/bookings (Mis Reservas, the app's call: no documento in its URL): the signed-in user's own trips, those
 * they booked for others, and the trips of the travellers whose trips they manage (decision 069).
 */
export async function listOwnBookings(
  context: AppContext,
  actor: SignedInUser,
  query: ListQuery,
): Promise<BookingListResponse> {
  const managedIds = await listManagedTravellerIds(context.db, actor);
  const filter = { ...filterOf(query), userIds: [actor.id, ...managedIds], orBookedBy: actor.id };
  return listPage(context, actor, scopeOf(actor), filter, query);
}

/**
 * GET /api/bookings/documento/:documento: the traveller's own bookings; their approvers, the company's
 * administrators and the operador may look too. For anyone else the traveller is missing, as a documento nobody
 * has is, so the answer never tells whether a documento belongs to somebody.
 */
export async function listBookingsOfDocumento(
  context: AppContext,
  actor: SignedInUser,
  documento: string,
  query: ListQuery,
): Promise<BookingListResponse> {
  const scope = scopeOf(actor);
  const profiles = await findUserProfilesByDocumento(context.db, scope, documento);
  const approvees = new Set(await approveesOf(context, actor));
  const isManager = actor.role === 'administrador' || actor.role === 'operador';
  const userIds = profiles
    .map(({ user }) => user.id)
    .filter((id) => id === actor.id || isManager || approvees.has(id));
  if (userIds.length === 0) throw userNotFound();
  return listPage(context, actor, scope, { ...filterOf(query), userIds }, query);
}

/** The company's bookings are for its administrators and the operador; another company's do not exist. */
function companyBookingsScope(actor: SignedInUser, companyId: number): TenantScope {
  const scope = scopeOf(actor);
  if (scope.companyId !== null && scope.companyId !== companyId) throw notFound();
  if (actor.role !== 'administrador' && actor.role !== 'operador') throw forbidden();
  return scope;
}

/** GET /api/bookings/company/:companyId: every booking of the company, for its administrators and the operador. */
export async function listBookingsOfCompany(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  query: ListQuery,
): Promise<BookingListResponse> {
  const scope = companyBookingsScope(actor, companyId);
  return listPage(context, actor, scope, { ...filterOf(query), companyId }, query);
}

/** More than a year of a large company's trips; a bigger export is narrowed with the dates. */
export const MAX_EXPORTED_BOOKINGS = 10_000;

const EXPORT_HEADER = [
  'Localizador',
  'Tipo',
  'Estado',
  'Viajero',
  'Documento',
  'Reservada por',
  'Viaje',
  'Detalle',
  'Inicio',
  'Fin',
  'Total (COP)',
  'Política',
  'Centro de costos',
  'Cliente del proyecto',
  'Tipo de gasto',
  'Medio de pago',
  'Reservada el',
];

const codeAndName = (entry: { code: string; name: string } | null) =>
  entry ? `${entry.code} ${entry.name}` : '';

function toExportRow(
  { booking, costCenter, projectClient, expenseType, traveller, booker }: BookingWithCostCenter,
  log: UnreadableRowsLog,
) {
  const { title, subtitle } = listHeadline(booking, log);
  return [
    booking.locator,
    BOOKING_TYPE_LABELS[booking.type],
    BOOKING_STATUS_LABELS[booking.status],
    fullName(traveller),
    traveller.documento,
    fullName(booker),
    title,
    subtitle,
    booking.startsOn ?? '',
    booking.endsOn ?? '',
    booking.total,
    booking.withinPolicy ? 'Dentro de la política' : 'Fuera de la política',
    codeAndName(costCenter),
    codeAndName(projectClient),
    codeAndName(expenseType),
    PAYMENT_METHOD_LABELS[booking.paymentMethod],
    toIsoDate(booking.createdAt),
  ];
}

/**
 * GET /api/bookings/company/:companyId/export: the company's bookings that match the list's filters, newest
 * first, as a CSV file for its accounting (who travelled, for which client, under which expense type).
 */
export async function exportBookingsOfCompany(
  context: AppContext,
  actor: SignedInUser,
  companyId: number,
  query: z.output<typeof bookingExportQuerySchema>,
): Promise<{ filename: string; csv: string }> {
  const scope = companyBookingsScope(actor, companyId);
  await settleApprovalDeadlines(context, scope);
  const { rows } = await listBookings(
    context.db,
    scope,
    { ...filterOf(query), companyId },
    { offset: 0, limit: MAX_EXPORTED_BOOKINGS },
  );
  return {
    filename: `reservas-${toIsoDate(new Date())}.csv`,
    csv: toCsv(
      EXPORT_HEADER,
      rows.map((row) => toExportRow(row, context.log)),
    ),
  };
}

/** GET /api/approvals: the trips of the travellers the actor approves; pending ones unless a status is asked. */
export async function listApprovalQueue(
  context: AppContext,
  actor: SignedInUser,
  query: ListQuery,
): Promise<BookingListResponse> {
  if (!canApproveTrips(actor.role)) return { data: [], page: query.page, pageSize: query.pageSize, total: 0 };
  const filter = { ...filterOf(query), status: query.status ?? 'pending_approval', approverId: actor.id };
  return listPage(context, actor, scopeOf(actor), filter, query, true);
}

/**
 * GET /api/emission-queue: the approved bookings of every company, the soonest trip first (its ticket or room is
 * the one that cannot wait), for the operador to emit with the suppliers (decision 008: only the agency emits), each
 * with the traveller's other trips at the same time.
 */
export async function listEmissionQueue(
  context: AppContext,
  actor: SignedInUser,
  query: z.output<typeof emissionQueueQuerySchema>,
): Promise<EmissionQueueResponse> {
  if (actor.role !== 'operador') throw forbidden();
  await settleApprovalDeadlines(context, PLATFORM_SCOPE);
  const [{ rows, total }, companies] = await Promise.all([
    listBookings(
      context.db,
      PLATFORM_SCOPE,
      { status: 'approved' },
      { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      'soonest',
    ),
    listCompanies(context.db, PLATFORM_SCOPE),
  ]);
  const companyNames = new Map(companies.map((company) => [company.id, company.name]));
  const overlaps = await listOverlapsOf(
    context.db,
    PLATFORM_SCOPE,
    rows.map((row) => row.booking),
    context.log,
  );
  const data = rows.map((row) => ({
    ...toBookingSummary(
      row,
      bookingActorOf(actor, row.booking, false),
      overlaps.get(row.booking.id) ?? [],
      context.log,
    ),
    companyName: companyNames.get(row.booking.companyId) ?? '',
  }));
  return { data, page: query.page, pageSize: query.pageSize, total };
}

/** The trip as an iCalendar file, for whoever may see the booking. */
export async function getBookingCalendar(
  context: AppContext,
  actor: SignedInUser,
  id: string,
): Promise<{ filename: string; body: string }> {
  const { row } = await findVisibleBooking(context, actor, id);
  if (!isTripGoingAhead(row.booking.status)) throw conflict(CALENDAR_OF_ENDED_TRIP_MESSAGE);
  const host = new URL(context.config.appUrl).hostname;
  return {
    filename: `viaje-${row.booking.locator}.ics`,
    body: buildCalendar(calendarEventsOf(row.booking, host), new Date()),
  };
}
