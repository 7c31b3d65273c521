import type { Executor } from '@travesia/db';
import { flightSchedules, flightSeats, storedFlightRoutes } from '@travesia/db';
import type { Cabin } from '@travesia/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GeneratedLeg } from './generate-schedule';

export type ScheduleRow = typeof flightSchedules.$inferSelect;

export interface LegRoute {
  origin: string;
  destination: string;
}

export interface SeatKey {
  scheduleId: number;
  departureDate: string;
}

export interface SeatStock {
  capacity: number;
  seatsLeft: number;
}

export const seatKeyOf = ({ scheduleId, departureDate }: SeatKey) => `${scheduleId}|${departureDate}`;

/** `(origin, destination) IN ((…), …)`: one query for all the leg routes of a search. */
const pairsIn = (columns: [PgColumn, PgColumn], routes: readonly LegRoute[]) =>
  sql`(${columns[0]}, ${columns[1]}) IN (${sql.join(
    routes.map((route) => sql`(${route.origin}, ${route.destination})`),
    sql`, `,
  )})`;

/** The leg routes among these whose schedules are already stored. */
export async function listStoredRoutes(db: Executor, routes: readonly LegRoute[]): Promise<LegRoute[]> {
  if (routes.length === 0) return [];
  return db
    .select({ origin: storedFlightRoutes.origin, destination: storedFlightRoutes.destination })
    .from(storedFlightRoutes)
    .where(pairsIn([storedFlightRoutes.origin, storedFlightRoutes.destination], routes));
}

/**
 * Stores generated schedules once per leg route. The marker row decides who stores them: a concurrent search
 * generating the same route waits on the marker's key and then skips it.
 */
export async function storeGeneratedRoutes(
  tx: Executor,
  routes: readonly LegRoute[],
  legsOf: (route: LegRoute) => GeneratedLeg[],
): Promise<void> {
  if (routes.length === 0) return;
  const claimed = await tx
    .insert(storedFlightRoutes)
    .values(routes.map(({ origin, destination }) => ({ origin, destination })))
    .onConflictDoNothing()
    .returning({ origin: storedFlightRoutes.origin, destination: storedFlightRoutes.destination });
  const legs = claimed.flatMap(legsOf);
  if (legs.length > 0) await tx.insert(flightSchedules).values(legs);
}

export async function listSchedulesOf(db: Executor, routes: readonly LegRoute[]): Promise<ScheduleRow[]> {
  if (routes.length === 0) return [];
  return db
    .select()
    .from(flightSchedules)
    .where(pairsIn([flightSchedules.origin, flightSchedules.destination], routes));
}

export async function findSchedule(
  db: Executor,
  flight: { carrier: string; flightNumber: number; origin: string; destination: string },
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(flightSchedules)
    .where(
      and(
        eq(flightSchedules.carrier, flight.carrier),
        eq(flightSchedules.flightNumber, flight.flightNumber),
        eq(flightSchedules.origin, flight.origin),
        eq(flightSchedules.destination, flight.destination),
      ),
    );
  return row;
}

/** Seats of one cabin on these flights and dates (missing: no row yet). */
export async function listSeats(
  db: Executor,
  keys: readonly SeatKey[],
  cabin: Cabin,
): Promise<Map<string, SeatStock>> {
  if (keys.length === 0) return new Map();
  const ids = [...new Set(keys.map((key) => key.scheduleId))];
  const dates = [...new Set(keys.map((key) => key.departureDate))];
  const rows = await db
    .select({
      scheduleId: flightSeats.scheduleId,
      departureDate: flightSeats.departureDate,
      capacity: flightSeats.capacity,
      seatsLeft: flightSeats.seatsLeft,
    })
    .from(flightSeats)
    .where(
      and(
        inArray(flightSeats.scheduleId, ids),
        inArray(flightSeats.departureDate, dates),
        eq(flightSeats.cabin, cabin),
      ),
    );
  return new Map(rows.map((row) => [seatKeyOf(row), { capacity: row.capacity, seatsLeft: row.seatsLeft }]));
}

export async function insertSeats(
  db: Executor,
  rows: readonly (SeatKey & SeatStock & { cabin: Cabin })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(flightSeats)
    .values([...rows])
    .onConflictDoNothing();
}

/**
 * Takes `seats` from one flight only if that many are left: concurrent holds of the last seats serialise on
 * the row lock and the loser's condition fails. Answers whether they were taken.
 */
export async function takeSeats(db: Executor, key: SeatKey, cabin: Cabin, seats: number): Promise<boolean> {
  const taken = await db
    .update(flightSeats)
    .set({ seatsLeft: sql`${flightSeats.seatsLeft} - ${seats}` })
    .where(
      and(
        eq(flightSeats.scheduleId, key.scheduleId),
        eq(flightSeats.departureDate, key.departureDate),
        eq(flightSeats.cabin, cabin),
        gte(flightSeats.seatsLeft, seats),
      ),
    )
    .returning({ seatsLeft: flightSeats.seatsLeft });
  return taken.length === 1;
}

/** Gives seats back (a released hold), never above the cabin's capacity. */
export async function returnSeats(db: Executor, key: SeatKey, cabin: Cabin, seats: number): Promise<void> {
  await db
    .update(flightSeats)
    .set({ seatsLeft: sql`${flightSeats.seatsLeft} + ${seats}` })
    .where(
      and(
        eq(flightSeats.scheduleId, key.scheduleId),
        eq(flightSeats.departureDate, key.departureDate),
        eq(flightSeats.cabin, cabin),
        sql`${flightSeats.seatsLeft} + ${seats} <= ${flightSeats.capacity}`,
      ),
    );
}
