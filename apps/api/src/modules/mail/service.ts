import type { Executor } from '@travesia/db';
import { UNDELIVERED_MAIL_MESSAGES, type UndeliveredMail, type UndeliveredMailList } from '@travesia/domain';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import { type MailMessage, renderMail } from './render';
import {
  claimDueOutboxMessages,
  findOutboxMessage,
  insertOutboxMessage,
  insertOutboxMessageIf,
  listRecentOutboxMessages,
  listUndeliveredOutboxMessages,
  markDueOutboxMessagesDelivered,
  markOutboxAttemptFailed,
  markOutboxMessageSent,
  type OutboxRow,
  requeueDeadOutboxMessage,
} from './repository';

export type { MailAction, MailMessage, MailQuote } from './render';
export { countOutboxByStatus, findOldestDueMessage, type OutboxCounts } from './repository';

/** How many messages one relay run claims. */
const RELAY_BATCH_SIZE = 20;
/** Attempts before a message is dead; with the back-off below the last one is about two hours after the first. */
export const MAX_DELIVERY_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;

/**
 * Writes the message to the outbox, nothing more: in the caller's transaction when `context.db` is one, so the
 * e-mail exists exactly when the change that causes it commits. The mail relay delivers it (decision 012).
 */
export async function sendMail(context: { db: Executor }, message: MailMessage): Promise<OutboxRow> {
  const { text, html } = renderMail(message);
  return insertOutboxMessage(context.db, {
    toAddress: message.to,
    subject: message.subject,
    textBody: text,
    htmlBody: html,
  });
}

/**
 * Renders both messages and writes `chosen` to the outbox only when `isSent`: the same work whichever is chosen and
 * whether or not anything is sent, for a use case whose answer must not take longer for one case than another
 * (a password reset for an address with or without an account).
 */
export async function sendOneOfMails(
  context: { db: Executor },
  mails: { chosen: MailMessage; other: MailMessage; isSent: boolean },
): Promise<void> {
  const [chosen] = [renderMail(mails.chosen), renderMail(mails.other)];
  await insertOutboxMessageIf(
    context.db,
    {
      toAddress: mails.chosen.to,
      subject: mails.chosen.subject,
      textBody: chosen.text,
      htmlBody: chosen.html,
    },
    mails.isSent,
  );
}

export function listOutboxMessages(context: AppContext): Promise<OutboxRow[]> {
  return listRecentOutboxMessages(context.db, 100);
}

/** Wait before the attempt after `attempts` failed ones: 1, 2, 4 … minutes, at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

/**
 * The Message-ID of an outbox row: its own random id at the sender's domain, the same on every attempt, so a
 * message sent twice (a relay that died after the server took it) is one message to the recipient's mail client.
 */
export function outboxMessageId(row: Pick<OutboxRow, 'messageId'>, mailFrom: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'travesia.invalid';
  return `<${row.messageId}@${domain}>`;
}

const transporters = new Map<string, Transporter>();

function transporterFor(smtpUrl: string, timeoutMs: number): Transporter {
  let transporter = transporters.get(smtpUrl);
  if (!transporter) {
    transporter = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    transporters.set(smtpUrl, transporter);
  }
  return transporter;
}

/**
 * One run of the mail relay: claims the due messages and sends them. A message whose attempt fails comes due
 * again after a growing wait and is dead after MAX_DELIVERY_ATTEMPTS. The claim's lease outlasts an attempt (its
 * SMTP timeouts), so a relay that dies mid-send leaves the message to be sent again once the lease ends: delivery
 * is at least once, and exactly once unless the process dies between the server's acceptance and the mark; then the
 * copy carries the first one's Message-ID, so mail clients show one message. Answers how many messages it claimed.
 */
export async function relayDueMail(
  context: Pick<AppContext, 'db' | 'config'>,
  now = new Date(),
): Promise<number> {
  const { smtpUrl, mailFrom, mailSendTimeoutSeconds } = context.config;
  if (!smtpUrl) {
    await markDueOutboxMessagesDelivered(context.db, now);
    return 0;
  }
  const timeoutMs = mailSendTimeoutSeconds * 1000;
  // Connecting, greeting and the data each may take a timeout; the lease covers all three and some slack.
  const leaseUntil = new Date(now.getTime() + 4 * timeoutMs);
  const claimed = await claimDueOutboxMessages(context.db, now, leaseUntil, RELAY_BATCH_SIZE);
  const transporter = transporterFor(smtpUrl, timeoutMs);
  for (const message of claimed) {
    try {
      await transporter.sendMail({
        from: mailFrom,
        messageId: outboxMessageId(message, mailFrom),
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        ...(message.htmlBody ? { html: message.htmlBody } : {}),
      });
      await markOutboxMessageSent(context.db, message.id, now);
    } catch (error) {
      const isLast = message.attempts >= MAX_DELIVERY_ATTEMPTS;
      await markOutboxAttemptFailed(context.db, message, {
        error: error instanceof Error ? error.message : String(error),
        retryAt: isLast ? null : new Date(now.getTime() + retryDelayMs(message.attempts)),
      });
    }
  }
  return claimed.length;
}

function toUndeliveredMail(row: OutboxRow): UndeliveredMail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: row.status === 'dead' ? 'dead' : 'pending',
    attempts: row.attempts,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** What the operador sees: messages given up on and messages still being retried, newest first. */
export async function listUndeliveredMail(context: AppContext): Promise<UndeliveredMailList> {
  const rows = await listUndeliveredOutboxMessages(context.db, 100);
  return { data: rows.map(toUndeliveredMail) };
}

/** The operador's "Reintentar": a dead message gets a fresh set of attempts, the first one at the next relay run. */
export async function retryUndeliveredMail(context: AppContext, id: number): Promise<UndeliveredMail> {
  const requeued = await requeueDeadOutboxMessage(context.db, id, new Date());
  if (requeued) return toUndeliveredMail(requeued);
  const row = await findOutboxMessage(context.db, id);
  if (!row) throw notFound(UNDELIVERED_MAIL_MESSAGES.notFound);
  throw conflict(
    row.status === 'sent' ? UNDELIVERED_MAIL_MESSAGES.alreadySent : UNDELIVERED_MAIL_MESSAGES.stillRetrying,
  );
}
