import type { Executor } from '@travesia/db';
import { notifications } from '@travesia/db';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Stores notifications and answers whom they reached: a deadline reminder someone else already stored (unique
 * index) is skipped, so two API processes noticing the same deadline remind each approver once.
 */
export async function insertNotifications(
  db: Executor,
  rows: (typeof notifications.$inferInsert)[],
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const stored = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  return new Set(stored.map((row) => row.userId));
}

export function listNotificationsOf(db: Executor, userId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnreadOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the user's notifications (or all when `id` is undefined); answers how many changed. */
export async function markNotificationsRead(db: Executor, userId: number, id?: number): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id === undefined ? undefined : eq(notifications.id, id),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

/** Marks read every user's notifications of these kinds about one booking. */
export async function markBookingNotificationsRead(
  db: Executor,
  bookingId: string,
  kinds: readonly string[],
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.bookingId, bookingId),
        inArray(notifications.kind, [...kinds]),
        isNull(notifications.readAt),
      ),
    );
}

export async function existsNotificationOf(db: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .limit(1);
  return Boolean(row);
}
