import type { Notification, NotificationKind, NotificationList } from '@travesia/domain';
import type { AppContext, Executor } from '../../context';
import { notFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import type { MailMessage } from '../mail/service';
import {
  countUnreadOf,
  existsNotificationOf,
  insertNotifications,
  listNotificationsOf,
  markNotificationsRead,
  type NotificationRow,
} from './repository';

const LIST_LIMIT = 50;
const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notificación no encontrada.';

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
  /** Added to the e-mail only (e.g. the approve and reject links of one approver). */
  mailFooter?: (recipient: Recipient) => string;
}

/**
 * Stores the in-app notifications (in the caller's transaction) and answers the e-mails to send once it
 * commits: the same text, so a person reads the same thing in both places.
 */
export async function notify(
  db: Executor,
  recipients: readonly Recipient[],
  content: NotificationContent,
): Promise<MailMessage[]> {
  const reached = await insertNotifications(
    db,
    recipients.map((recipient) => ({
      companyId: content.companyId,
      userId: recipient.id,
      kind: content.kind,
      bookingId: content.bookingId,
      title: content.title,
      body: content.body,
    })),
  );
  return recipients
    .filter((recipient) => reached.has(recipient.id))
    .map((recipient) => {
      const footer = content.mailFooter?.(recipient);
      return {
        to: recipient.email,
        subject: content.title,
        text: footer ? `${content.body}\n\n${footer}` : content.body,
      };
    });
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
