import { escapeHtml, linkifyText } from '../../lib/html';
import type { OutboxRow } from './repository';

const PAGE_TITLE = 'Correos enviados (desarrollo)';

const dateFormat = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'America/Bogota',
});

/** The development mailbox: every message the app "sent", newest first, links clickable. */
export function renderOutboxPage(messages: OutboxRow[]): string {
  const items = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p class="empty">Todavía no se ha enviado ningún correo.</p>';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAGE_TITLE}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1f2933; }
article { border: 1px solid #d9e2ec; border-radius: 8px; padding: 1rem; margin-bottom: 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
dt { font-weight: 600; }
pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; background: #f5f7fa; padding: 0.75rem; border-radius: 6px; }
</style>
</head>
<body>
<h1>${PAGE_TITLE}</h1>
<p>Solo existe fuera de producción: aquí llegan los correos cuando no hay un servidor SMTP configurado.</p>
${items}
</body>
</html>`;
}

function renderMessage(message: OutboxRow): string {
  return `<article>
<dl>
<dt>Para</dt><dd>${escapeHtml(message.toAddress)}</dd>
<dt>Asunto</dt><dd>${escapeHtml(message.subject)}</dd>
<dt>Fecha</dt><dd><time datetime="${message.createdAt.toISOString()}">${escapeHtml(dateFormat.format(message.createdAt))}</time></dd>
</dl>
<pre>${linkifyText(message.textBody)}</pre>
</article>`;
}
