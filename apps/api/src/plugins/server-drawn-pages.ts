import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  type DrawnPage,
  PAGE_COPIES_FILE,
  PAGE_COPY_MARKER,
  PAGE_DATA_ID,
  PAGE_DATA_MARKER,
  pageCopiesOf,
  SERVER_FOLDER,
  templateFileOf,
} from '@travesia/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';
import type { ServerDrawnPage } from '../lib/server-drawn-page';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * How long a page waits for its data before the frame goes instead: a slow supplier must not hold back the first
 * paint, which the frame alone reaches in about a second on a phone on a slow network.
 */
const DATA_BUDGET_MS = 1_500;

/** A page's renderer, for the data its page supplies (the domain's `PageCopies` ties the two by the page's name). */
type Render = (data: never) => DrawnPage;

/**
 * Answers each page's address with its template, its markup drawn from the page's data, and that data for the app,
 * compressed as the browser accepts. The web build's renderers are loaded once, through the domain's contract
 * (`PageCopies`): a module that does not match it stops the start. Any address the page cannot draw (no data, a
 * failure, a build without the page) gets the app's frame from `sendFrame`, as every other page does.
 */
export async function registerServerDrawnPages(
  app: FastifyInstance,
  webDist: string,
  pages: readonly ServerDrawnPage[],
  sendFrame: (reply: FastifyReply) => FastifyReply,
  isNavigation: (request: FastifyRequest) => boolean,
  dataBudgetMs = DATA_BUDGET_MS,
): Promise<void> {
  const rendererFile = join(webDist, SERVER_FOLDER, PAGE_COPIES_FILE);
  if (pages.length === 0 || !existsSync(rendererFile)) return;
  const pageCopies = pageCopiesOf(await import(pathToFileURL(rendererFile).href));
  for (const page of pages) {
    const templateFile = join(webDist, SERVER_FOLDER, templateFileOf(page.name));
    const render: Render = pageCopies[page.name];
    if (!existsSync(templateFile)) continue;
    const template = readFileSync(templateFile, 'utf8');
    // No HEAD route of its own: a HEAD gets the frame's headers without a search drawn for nothing.
    app.get(page.url, { schema: { hide: true }, exposeHeadRoute: false }, async (request, reply) => {
      if (!isNavigation(request)) throw notFound();
      const html = await drawPage(page, template, render, request, dataBudgetMs);
      if (html === null) return sendFrame(reply);
      return sendCompressed(request, reply, html);
    });
  }
}

async function drawPage(
  page: ServerDrawnPage,
  template: string,
  render: Render,
  request: FastifyRequest,
  budgetMs: number,
): Promise<string | null> {
  try {
    const data = await withinBudget(page.dataFor(request), budgetMs, request);
    if (data === null) return null;
    const drawn = render(data as never);
    return template
      .replace('</head>', () => `${drawn.head}</head>`)
      .replace(PAGE_COPY_MARKER, () => drawn.body)
      .replace(
        PAGE_DATA_MARKER,
        () => `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(data)}</script>`,
      );
  } catch (error) {
    // The app draws the page alone and says what went wrong; a navigation never fails here.
    request.log.warn({ err: error, page: page.name }, 'server-drawn page failed; sending the frame');
    return null;
  }
}

/** The data, or null once `budgetMs` have passed first (the app then asks for the page's data itself). */
function withinBudget(data: Promise<unknown>, budgetMs: number, request: FastifyRequest): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      request.log.info({ budgetMs }, 'server-drawn page data too slow; sending the frame');
      resolve(null);
    }, budgetMs);
  });
  const settled = data.finally(() => clearTimeout(timer));
  settled.catch(() => {});
  return Promise.race([settled, late]);
}

/** JSON that cannot end the script element it sits in. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The codings of an Accept-Encoding header the client takes (q above 0). */
export function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (coding && (quality === undefined || Number(quality.slice(2)) > 0)) accepted.add(coding);
  }
  return accepted;
}

async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = acceptedEncodings(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding');
  if (accepted.has('br')) {
    // Quality 5: a few milliseconds for the page, close to the build's quality 11 in size.
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}
