import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempDir, createTestApp, type TestApp } from './helpers/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="es"><head><title>Travesía</title></head><body><div id="root"></div></body></html>';

const PRERENDERED_LOGIN = INDEX_HTML.replace(
  '<div id="root"></div>',
  '<div id="root"></div><div id="prerendered" inert aria-hidden="true"><h1>Iniciar sesión</h1></div>',
);

const APP_JS = `export const greeting = ${JSON.stringify('¡Hola! '.repeat(400))};`;

/** A fake `vite build` output. */
function createWebBuild(): string {
  const dist = createTempDir('travesia-web-dist-');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("travesía");');
  // As apps/web/scripts/compress-dist.mjs leaves them.
  writeFileSync(join(dist, 'assets', 'app-def456.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app-def456.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX_HTML));
  // As apps/web/scripts/prerender.mjs leaves them.
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'prerendered', 'login.html'), PRERENDERED_LOGIN);
  writeFileSync(join(dist, 'prerendered', 'login.html.br'), brotliCompressSync(PRERENDERED_LOGIN));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST: createWebBuild() } });
  });
  afterAll(() => t.close());

  it('serves index.html at / with revalidation and the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
  });

  it('caches hashed assets forever and other files with revalidation', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it("sends a script without a document's headers, and keeps them on anything a browser could open as one", async () => {
    for (const encoding of ['br', 'identity']) {
      const script = await t.app.inject({
        method: 'GET',
        url: '/assets/app-def456.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-frame-options']).toBeUndefined();
      expect(script.headers['permissions-policy']).toBeUndefined();
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(script.headers['strict-transport-security']).toContain('max-age=');
      expect(script.headers['referrer-policy']).toBe('no-referrer');
    }
    const svg = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(svg.headers['content-security-policy']).toContain("default-src 'self'");
    expect(svg.headers['x-frame-options']).toBe('DENY');
    expect(svg.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    // An unknown script address opened as a page answers the app's HTML, with a document's headers.
    const page = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: 'text/html' },
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the app shell at / to any client, as it did a static index', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it.each(['/login', '/login?next=%2Fbookings'])(
    'sends the prerendered copy of %s, compressed and revalidated like the shell',
    async (url) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PRERENDERED_LOGIN);
    },
  );

  it.each(['/flight-home', '/login/acme', '/hotels/BOG/2026-03-01/2026-03-03?rooms=1'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each([
    ['a missing file', '/assets/missing-999.js', '*/*'],
    ['an unknown API route', '/api/no-such-route', 'text/html'],
    ['an unknown dev page', '/dev/no-such-page', 'text/html'],
  ])('answers the JSON 404 for %s', async (_case, url, accept) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Recurso no encontrado.' } });
  });

  it('sends the compressed copies the build made to browsers that take them, and plain text to others', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_JS);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);

    // The app shell of a client route is compressed too, and still revalidates.
    const shell = await t.app.inject({
      method: 'GET',
      url: '/hotels',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(shell.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('still answers the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json().status).toBe('ok');
  });
});
