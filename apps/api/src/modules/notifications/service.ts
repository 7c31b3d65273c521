import type { Executor } from '@travesia/db';
import type { Notification, NotificationKind, NotificationList } from '@travesia/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { type MailAction, type MailQuote, sendMail } from '../mail/service';
import {
  countUnreadOf,
  existsNotificationOf,
  insertNotifications,
  listNotificationsOf,
  markBookingNotificationsRead,
  markNotificationsRead,
  type NotificationRow,
} from './repository';

const LIST_LIMIT = 50;
export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notificación no encontrada.';

export interface Recipient {
  id: number;
  email: string;
}

export interface NotificationContent {
  kind: NotificationKind;
  companyId: number;
  bookingId: string | null;
  title: string;
  body: string;
  /** Words a person typed (a reason, a comment): after the body in the app, set apart as a quote in the e-mail. */
  quote?: MailQuote;
  /** The e-mail's buttons (e.g. the approve and reject links of one approver); the app has its own. */
  mailActions?: (recipient: Recipient) => MailAction[];
  /** Who gets an e-mail of their own about this change instead (the traveller's itinerary): no second one. */
  mailedApart?: number;
}

/**
 * Stores the in-app notifications and their e-mails in the caller's transaction (`db`), so both exist exactly
 * when the change they announce commits; the e-mail says the same, so a person reads the same in both places.
 */
export async function notify(
  db: Executor,
  recipients: readonly Recipient[],
  content: NotificationContent,
): Promise<void> {
  const { quote } = content;
  const reached = await insertNotifications(
    db,
    recipients.map((recipient) => ({
      companyId: content.companyId,
      userId: recipient.id,
      kind: content.kind,
      bookingId: content.bookingId,
      title: content.title,
      body: quote ? `${content.body} ${quote.label}: ${quote.text}` : content.body,
    })),
  );
  for (const recipient of recipients) {
    if (!reached.has(recipient.id) || recipient.id === content.mailedApart) continue;
    await sendMail(
      { db },
      {
        to: recipient.email,
        subject: content.title,
        text: content.body,
        quotes: quote ? [quote] : [],
        actions: content.mailActions?.(recipient) ?? [],
      },
    );
  }
}

/**
 * Once a booking is decided (by an approver, a link or the deadline), its approval requests and deadline
 * reminders ask nothing of anyone any more: they are marked read for every approver, in the decision's
 * transaction (`db`), so nobody keeps an unread request that was already answered.
 */
export function closeApprovalRequests(db: Executor, bookingId: string): Promise<void> {
  return markBookingNotificationsRead(db, bookingId, ['approval_requested', 'deadline_near']);
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    bookingId: row.bookingId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listNotifications(context: AppContext, actor: SignedInUser): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    listNotificationsOf(context.db, actor.id, LIST_LIMIT),
    countUnreadOf(context.db, actor.id),
  ]);
  return { data: rows.map(toNotification), unread };
}

export async function markNotificationRead(
  context: AppContext,
  actor: SignedInUser,
  id: number,
): Promise<void> {
  if (!(await existsNotificationOf(context.db, actor.id, id))) throw notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
  await markNotificationsRead(context.db, actor.id, id);
}

export async function markAllNotificationsRead(context: AppContext, actor: SignedInUser): Promise<void> {
  await markNotificationsRead(context.db, actor.id);
}
