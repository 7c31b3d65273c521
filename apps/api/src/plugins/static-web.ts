import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';
import type { ServerDrawnPage } from '../lib/server-drawn-page';
import { registerServerDrawnPages } from './server-drawn-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const BUILD_HINT_PAGE = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>Travesía</title></head>
<body>
<h1>Travesía</h1>
<p>La API está funcionando, pero la aplicación web todavía no está compilada.</p>
<p>Ejecuta <code>npm run build</code> en la raíz del repositorio y vuelve a cargar esta página.</p>
</body>
</html>`;

/**
 * Serves the built web app from `webDist`, brotli or gzip when the build left compressed copies and the browser
 * accepts them: hashed files under /assets/ are cached forever, everything else revalidates, and any other GET that
 * asks for HTML receives index.html so the client router takes over (or, for a public landing page, index.html with
 * the page prerendered in it; for a page the API draws itself, see server-drawn-pages.ts).
 * /api and /dev never fall back to the app: unknown paths there answer the JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  serverDrawnPages: readonly ServerDrawnPage[] = [],
): Promise<void> {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  const prerendered = prerenderedPages(webDist);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // dist/.server holds what the API reads and never serves (decision 032); @fastify/static allows dot files.
      dotfiles: 'ignore',
      // The build writes .br and .gz copies (apps/web/scripts/compress-dist.mjs): sent as they are, with Vary.
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, filePath) {
        const isAsset = relative(webDist, filePath).startsWith(`assets${sep}`);
        response.setHeader('cache-control', isAsset ? IMMUTABLE : REVALIDATE);
        // Caches must keep the brotli, gzip and plain answers apart.
        response.setHeader('vary', 'Accept-Encoding');
      },
    });
    // The home page is the app shell, or its prerendered copy, like every other page.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendAppShell(reply, prerendered.get('/')));
    await registerServerDrawnPages(
      app,
      webDist,
      serverDrawnPages,
      (reply) => sendAppShell(reply),
      isAppNavigation,
    );
  } else {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(BUILD_HINT_PAGE),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && isAppNavigation(request)) return sendAppShell(reply, prerendered.get(pathOf(request)));
    throw notFound();
  });
}

/**
 * The public landing pages the build wrote a static copy of (apps/web/first-visit): `prerendered/login.html`
 * answers /login, `prerendered/index.html` answers /.
 */
function prerenderedPages(webDist: string): Map<string, string> {
  const folder = join(webDist, 'prerendered');
  if (!existsSync(folder)) return new Map();
  const pages = readdirSync(folder).filter((file) => file.endsWith('.html'));
  return new Map(
    pages.map((file) => {
      const name = file.slice(0, -'.html'.length);
      return [name === 'index' ? '/' : `/${name}`, `prerendered/${file}`];
    }),
  );
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/^\/(api|dev)(\/|$)/.test(pathOf(request))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** The app shell, or the page's prerendered copy (the same shell with the page painted in). */
function sendAppShell(reply: FastifyReply, prerenderedPage = 'index.html') {
  return reply.code(200).sendFile(prerenderedPage);
}
