import { escapeHtml } from '../../lib/html';

/** A button in the HTML part, a "label: url" line in the text part: the only links a message holds. */
export interface MailAction {
  label: string;
  url: string;
  tone?: 'primary' | 'danger' | 'secondary';
}

/** Words somebody typed (a reason, a comment), shown apart from what the product says. */
export interface MailQuote {
  label: string;
  text: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /**
   * What the product says, paragraphs separated by a blank line. Names and other typed values may sit in it,
   * so nothing in it ever becomes a link: product addresses go in `actions`.
   */
  text: string;
  quotes?: readonly MailQuote[];
  actions?: readonly MailAction[];
  /** Paragraphs after the actions, such as "ignore this e-mail if…" and the signature. */
  closing?: string;
}

export interface RenderedMail {
  text: string;
  html: string;
}

// The product's look (apps/web/src/app/theme/variables.css); mail clients need the values inline.
const COLORS = {
  primary: '#0b3c5d',
  secondary: '#0b7285',
  danger: '#b3261e',
  accent: '#5fd3c9',
  text: '#17212b',
  medium: '#5c6878',
  background: '#f4f6f9',
  surface: '#ffffff',
  border: '#d6dde6',
};
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** A token a mail client would turn into a link: a scheme, a `www.`, an e-mail address or a domain name. */
const LINKABLE_TOKEN = /\S*(?:[a-z][a-z0-9+.-]*:\/\/|www\.|@|[\w-]\.[a-z]{2,})\S*/gi;

/**
 * Plain-text form of typed or product text that no mail client turns into a link (`hxxps://`, `evil[.]example`,
 * `ana[@]empresa[.]co`): readable, but not clickable.
 */
export function defangText(text: string): string {
  return text.replace(LINKABLE_TOKEN, (token) =>
    token
      .replace(/\bhttp(s?):\/\//gi, 'hxxp$1://')
      .replace(/\b(?!hxxps?:)([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
      .replace(/@/g, '[@]')
      .replace(/([\w-])\.(?=[\w-])/g, '$1[.]'),
  );
}

/**
 * HTML of text that must not become a link: escaped, and every `.`, `:`, `/` and `@` of a linkable token split
 * off by an element and a zero-width non-joiner, so autolinking (Gmail, Outlook, Apple Mail) finds no address
 * while the reader still sees the same characters.
 */
export function unlinkableHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINKABLE_TOKEN)) {
    html += escapeHtml(text.slice(last, match.index));
    html += escapeHtml(match[0]).replace(/[.:/@]/g, (character) => `<span>${character}</span>&#8204;`);
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function paragraphsOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Both parts of a message: a text part that reads well on its own, and the HTML part in the product's look. */
export function renderMail(message: MailMessage): RenderedMail {
  return { text: renderText(message), html: renderHtml(message) };
}

function renderText(message: MailMessage): string {
  const blocks = paragraphsOf(message.text).map(defangText);
  for (const quote of message.quotes ?? []) {
    const lines = quote.text.split(/\r?\n/).map((line) => `> ${defangText(line)}`.trimEnd());
    blocks.push(`${quote.label}:\n${lines.join('\n')}`);
  }
  if (message.actions?.length) {
    blocks.push(message.actions.map((action) => `${action.label}: ${action.url}`).join('\n'));
  }
  blocks.push(...paragraphsOf(message.closing).map(defangText));
  return blocks.join('\n\n');
}

function htmlParagraph(paragraph: string, color = COLORS.text): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${color}">${unlinkableHtml(paragraph).replaceAll('\n', '<br>')}</p>`;
}

function htmlQuote(quote: MailQuote): string {
  return `<p style="margin:0 0 4px;font-size:13px;line-height:18px;font-weight:600;color:${COLORS.medium}">${escapeHtml(quote.label)}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${COLORS.accent};background:${COLORS.background};font-size:15px;line-height:22px;color:${COLORS.text};font-style:italic">${unlinkableHtml(quote.text).replaceAll('\n', '<br>')}</blockquote>`;
}

function htmlButton(action: MailAction): string {
  const color = COLORS[action.tone ?? 'primary'];
  return `<a href="${escapeHtml(action.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 24px;border-radius:8px;background:${color};color:#ffffff;font-size:16px;font-weight:600;line-height:20px;text-decoration:none">${escapeHtml(action.label)}</a>`;
}

function renderHtml(message: MailMessage): string {
  const body = [
    ...paragraphsOf(message.text).map((paragraph) => htmlParagraph(paragraph)),
    ...(message.quotes ?? []).map(htmlQuote),
    message.actions?.length
      ? `<div style="margin:8px 0 16px">${message.actions.map(htmlButton).join('')}</div>`
      : '',
    ...paragraphsOf(message.closing).map((paragraph) => htmlParagraph(paragraph, COLORS.medium)),
  ].join('\n');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="format-detection" content="telephone=no, date=no, address=no, email=no, url=no">
<title>Travesía</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.background};font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLORS.surface};border:1px solid ${COLORS.border};border-radius:16px">
<tr><td style="padding:20px 28px;background:${COLORS.primary};border-radius:16px 16px 0 0;color:#ffffff;font-size:22px;font-weight:700;font-family:${FONT}">Travesía</td></tr>
<tr><td style="padding:28px;font-family:${FONT}">
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
