import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

// These journeys are about the service worker: let the page register it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 14: the app is installable (manifest, icons, a service worker that controls the page) and, when a new
// version is deployed, says so and reloads onto it when asked.

async function waitForWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 15_000,
    })
    .toMatch(/\/sw\.js$/);
}

test('the manifest, its icons and the service worker are served, and the worker controls the page', async ({
  page,
}) => {
  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    lang: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    lang: 'es-CO',
    display: 'standalone',
    start_url: '/',
    theme_color: '#0b3c5d',
  });
  expect(manifest.name).toContain('Travesía');
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((each) => each.sizes === size && each.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const iconResponse = await page.request.get(icon?.src ?? '');
      expect(iconResponse.headers()['content-type']).toBe('image/png');
    }
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await waitForWorkerControl(page);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // Under the worker, a landing page still comes from the server, prerendered (decision 027).
  const login = await page.goto('/login');
  expect(await login?.text()).toContain('<div id="prerendered"');
});

/**
 * The built app served from a copy of its files, so that this test can deploy 'a new build' (another sw.js) without
 * touching the files every other test is served: the browser fetches a worker's script itself, out of reach of
 * Playwright's routing. Only the static files: the page tried here needs no API.
 */
async function serveCopyOfBuild() {
  const dist = resolve(
    process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../../apps/web/dist', import.meta.url)),
  );
  const copy = mkdtempSync(join(tmpdir(), 'travesia-e2e-build-'));
  cpSync(dist, copy, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.webmanifest': 'application/manifest+json',
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (path.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"NOT_FOUND"}}');
      return;
    }
    const file = join(copy, path);
    const isFile = file.startsWith(copy) && existsSync(file) && statSync(file).isFile();
    const served = isFile ? file : join(copy, 'index.html');
    response
      .writeHead(200, {
        'content-type': types[extname(served)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      })
      .end(readFileSync(served));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    /** Every build's worker differs: its list of precached files carries their revisions. */
    deployNewBuild: () => appendFileSync(join(copy, 'sw.js'), '\n// otra versión\n'),
    close: async () => {
      await new Promise((done) => server.close(done));
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

test('a new build deployed behind the running one offers to reload onto it', async ({ page }) => {
  const build = await serveCopyOfBuild();
  try {
    await page.goto(`${build.origin}/`);
    await waitForWorkerControl(page);
    await expect(page.getByText('Hay una nueva versión')).toBeHidden();

    build.deployNewBuild();
    // What the app does every half hour and whenever it comes back to the foreground.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByText('Hay una nueva versión')).toBeVisible({ timeout: 15_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await waitForWorkerControl(page);
    await expect(page.getByText('Hay una nueva versión')).toBeHidden();
  } finally {
    await build.close();
  }
});
