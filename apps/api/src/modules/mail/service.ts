import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../../context';
import { escapeHtml, linkifyText } from '../../lib/html';
import {
  insertOutboxMessage,
  listRecentOutboxMessages,
  markOutboxMessageFailed,
  markOutboxMessageSent,
  type OutboxRow,
} from './repository';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; the HTML version is derived from it with links made clickable. */
  text: string;
}

const transporters = new Map<string, Transporter>();

/**
 * Keeps every message in the outbox table (readable at /dev/outbox during development) and, when SMTP_URL is
 * set, also delivers it. Delivery runs after the request answers, so a slow mail server never delays it;
 * the outcome is recorded on the outbox row.
 */
export async function sendMail(context: AppContext, message: MailMessage): Promise<OutboxRow> {
  const html = renderMailHtml(message);
  const row = await insertOutboxMessage(context.db, {
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: html,
  });
  const { smtpUrl } = context.config;
  if (smtpUrl) void deliverMail(context, smtpUrl, row.id, { ...message, html });
  return row;
}

export function listOutboxMessages(context: AppContext): Promise<OutboxRow[]> {
  return listRecentOutboxMessages(context.db, 100);
}

async function deliverMail(
  context: AppContext,
  smtpUrl: string,
  outboxId: number,
  message: MailMessage & { html: string },
): Promise<void> {
  try {
    let transporter = transporters.get(smtpUrl);
    if (!transporter) {
      transporter = nodemailer.createTransport(smtpUrl);
      transporters.set(smtpUrl, transporter);
    }
    await transporter.sendMail({ from: context.config.mailFrom, ...message });
    await markOutboxMessageSent(context.db, outboxId);
  } catch (error) {
    await markOutboxMessageFailed(
      context.db,
      outboxId,
      error instanceof Error ? error.message : String(error),
    ).catch(() => undefined);
  }
}

function renderMailHtml(message: MailMessage): string {
  const paragraphs = message.text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${linkifyText(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(message.subject)}</title></head><body>${paragraphs}</body></html>`;
}
