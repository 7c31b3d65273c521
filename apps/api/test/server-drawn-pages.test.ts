import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type HotelResultsPageData, hotelResultsPageDataSchema } from '@travesia/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedEncodings,
  jsonForScript,
  registerServerDrawnPages,
} from '../src/plugins/server-drawn-pages';
import {
  FAKE_HOTELBEDS_KEY,
  FAKE_HOTELBEDS_SECRET,
  type FakeHotelbedsServer,
  startFakeHotelbedsServer,
} from './helpers/fake-hotelbeds-server';
import { createTempDir, createTestApp, type TestApp } from './helpers/test-app';

const FRAME =
  '<!doctype html><html lang="es"><head><title>Travesía</title></head><body><div id="root"></div><div id="prerendered" data-frame><main><p>Cargando…</p></main></div></body></html>';

/** As the web build leaves the template (apps/web/first-visit): markers where the page and its data go. */
const RESULTS_TEMPLATE = FRAME.replace('<p>Cargando…</p>', '<!--page-copy-->').replace(
  '<div id="root"></div>',
  '<div id="root"></div><!--page-data-->',
);

/** Stands in for the build's renderers (apps/web/src/prerender/page-copies.tsx): one item per hotel. */
const RENDERERS = `export const pageCopies = {
  'hotel-results': (data) => ({
    head: '<link rel="preload" as="image" href="' + data.results[0].images[0] + '" fetchPriority="high"/>',
    body: '<ul class="copy">' + data.results.map((hotel) => '<li>' + hotel.name + '</li>').join('') + '</ul>',
  }),
};`;

function createWebBuild(renderers = RENDERERS): string {
  const dist = createTempDir('travesia-web-dist-');
  writeFileSync(join(dist, 'index.html'), FRAME);
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, '.server', 'hotel-results.html'), RESULTS_TEMPLATE);
  writeFileSync(join(dist, '.server', 'page-copies.mjs'), renderers);
  return dist;
}

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const CHECK_IN = daysFromNow(30);
const CHECK_OUT = daysFromNow(32);
const RESULTS_URL = `/hotels/results/BOG/${CHECK_IN}/${CHECK_OUT}/1/2`;
const HTML = { accept: 'text/html' };

/** The app's own search for RESULTS_URL, as its results page sends it. */
function searchOfResultsUrl(app: FastifyInstance) {
  return app.inject({
    method: 'POST',
    url: '/api/hotels/search',
    payload: {
      stay: { checkIn: CHECK_IN, checkOut: CHECK_OUT },
      occupancies: [{ rooms: 1, adults: 2, children: 0, childAges: [] }],
      destination: { zone: 'BOG' },
    },
  });
}

function pageDataOf(html: string): unknown {
  const json = html.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('hotel results drawn by the API (decision 032)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST: createWebBuild() } });
  });
  afterAll(() => t.close());

  it("sends the results address with the hotels drawn in and the search's answer for the app", async () => {
    const page = await t.app.inject({ method: 'GET', url: RESULTS_URL, headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const data = hotelResultsPageDataSchema.parse(pageDataOf(page.body));
    const search = await searchOfResultsUrl(t.app);
    expect(data.results).toEqual(search.json().results);
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.criteria).toEqual({
      destination: 'BOG',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      rooms: 1,
      adults: 2,
      childAges: [],
      infants: 0,
    });
    expect(data.place?.city).toBe('Bogotá');
    for (const hotel of data.results) expect(page.body).toContain(`<li>${hotel.name}</li>`);
    // The first picture's hint goes to the head, where the browser finds it before parsing the copy.
    const [head = '', body = ''] = page.body.split('</head>');
    expect(head).toContain(`<link rel="preload" as="image" href="${data.results[0]?.images[0]}"`);
    expect(body).not.toContain('rel="preload"');
    expect(page.body).not.toContain('Cargando…');
  });

  it("reads the children's ages and the infants from the address as the app does", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/hotels/results/bog/${CHECK_IN}/${CHECK_OUT}/1/3?edadesNinos=7&bebes=1`,
      headers: HTML,
    });
    const data = hotelResultsPageDataSchema.parse(pageDataOf(page.body));
    expect(data.criteria).toMatchObject({ destination: 'BOG', adults: 3, childAges: [7], infants: 1 });
  });

  it('compresses the page for browsers that take brotli or gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: RESULTS_URL, headers: HTML });
    const brotli = await t.app.inject({
      method: 'GET',
      url: RESULTS_URL,
      headers: { ...HTML, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      method: 'GET',
      url: RESULTS_URL,
      headers: { ...HTML, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the app alone for an address the search refuses, and never a server error', async () => {
    const refused = [
      `/hotels/results/BOG/${daysFromNow(-3)}/${daysFromNow(-1)}/1/2`,
      `/hotels/results/BOG/${CHECK_OUT}/${CHECK_IN}/1/2`,
      `/hotels/results/ZZZ/${CHECK_IN}/${CHECK_OUT}/1/2`,
      `/hotels/results/%3Cscript%3E/${CHECK_IN}/${CHECK_OUT}/1/2`,
      `/hotels/results/BOG/mañana/${CHECK_OUT}/1/2`,
      `/hotels/results/BOG/${CHECK_IN}/${CHECK_OUT}/99/99`,
    ];
    for (const url of refused) {
      const page = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(FRAME);
    }
  });

  it('keeps what the address carries from breaking out of the data script', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `${RESULTS_URL}?edadesNinos=${encodeURIComponent('</script><script>alert(1)</script>')}`,
      headers: HTML,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    const hostile = { name: '</script><script>alert(1)</script><!--' };
    expect(jsonForScript(hostile)).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile);
  });

  it('takes the codings the browser refuses (q=0) as refused', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: RESULTS_URL,
      headers: { ...HTML, 'accept-encoding': 'br;q=0, gzip;q=0.5' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect([...acceptedEncodings('gzip, deflate, br;q=0.0, zstd ;q=0.9')]).toEqual([
      'gzip',
      'deflate',
      'zstd',
    ]);
    const plain = await t.app.inject({
      method: 'GET',
      url: RESULTS_URL,
      headers: { ...HTML, 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(pageDataOf(plain.body)).toBeDefined();
  });

  it('never serves what the build keeps for the API alone', async () => {
    for (const url of [
      '/.server/page-copies.mjs',
      '/.server/hotel-results.html',
      '/%2Eserver/page-copies.mjs',
      '/assets/../.server/page-copies.mjs',
    ]) {
      const asScript = await t.app.inject({ method: 'GET', url });
      expect(asScript.statusCode, url).toBe(404);
      const asPage = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(asPage.body, url).not.toContain('pageCopies');
      expect(asPage.body, url).not.toContain('<!--page-copy-->');
    }
  });

  it('answers HEAD with the frame, without searching', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: RESULTS_URL, headers: HTML });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('answers a request that does not ask for a page with the JSON 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: RESULTS_URL,
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('a hotel supplier slower than the page may wait', () => {
  let fake: FakeHotelbedsServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeHotelbedsServer();
    fake.mode = 'slow';
    // Past the page's budget (1.5 s), within the supplier's timeout.
    fake.slowMs = 2_500;
    t = await createTestApp({
      env: {
        WEB_DIST: createWebBuild(),
        HOTEL_SUPPLIER: 'hotelbeds',
        HOTELBEDS_API_KEY: FAKE_HOTELBEDS_KEY,
        HOTELBEDS_SECRET: FAKE_HOTELBEDS_SECRET,
        HOTELBEDS_BASE_URL: fake.baseUrl,
        HOTELBEDS_TIMEOUT_MS: '10000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("gives the app's own search the answer of the page's, still running, instead of asking again", async () => {
    const page = await t.app.inject({ method: 'GET', url: RESULTS_URL, headers: HTML });
    expect(page.body).toBe(FRAME);
    const search = await searchOfResultsUrl(t.app);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().results.length).toBeGreaterThan(0);
    expect(fake.requests.filter((request) => request.path === '/hotel-api/1.0/hotels')).toHaveLength(1);
  });
});

describe('a web build without pages drawn by the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = createTempDir('travesia-web-dist-');
    writeFileSync(join(dist, 'index.html'), FRAME);
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(() => t.close());

  it('sends the app for a results address, as for any other page', async () => {
    const page = await t.app.inject({ method: 'GET', url: RESULTS_URL, headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(FRAME);
  });
});

describe('a web build whose renderers do not match the API', () => {
  it('stops the start, saying what the module lacks', async () => {
    const dist = createWebBuild(
      "export const pageCopies = { 'hotel-list': () => ({ head: '', body: '' }) };",
    );
    const app = Fastify();
    await expect(
      registerServerDrawnPages(
        app,
        dist,
        [{ name: 'hotel-results', url: '/hotels/results/:destination', dataFor: async () => null }],
        (reply) => reply.send(FRAME),
        () => true,
      ),
    ).rejects.toThrow('page-copies.mjs has no renderer for hotel-results');
    await app.close();
  });
});

describe('a page whose data is late or fails', () => {
  const dist = createWebBuild();
  async function appWith(dataFor: () => Promise<HotelResultsPageData | null>) {
    const app = Fastify();
    await registerServerDrawnPages(
      app,
      dist,
      [
        {
          name: 'hotel-results',
          url: '/hotels/results/:destination/:checkIn/:checkOut/:rooms/:adults',
          dataFor,
        },
      ],
      (reply) => reply.type('text/html').send(FRAME),
      () => true,
      50,
    );
    return app;
  }

  it('sends the frame once the budget has passed, without waiting for the data', async () => {
    const app = await appWith(() => new Promise(() => {}));
    const started = Date.now();
    const page = await app.inject({ method: 'GET', url: RESULTS_URL, headers: HTML });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(FRAME);
    expect(Date.now() - started).toBeLessThan(1_000);
    await app.close();
  });

  it('sends the frame when the data fails, before or after the budget', async () => {
    for (const delay of [0, 100]) {
      const app = await appWith(
        () =>
          new Promise((_resolve, reject) => setTimeout(() => reject(new Error('proveedor caído')), delay)),
      );
      const page = await app.inject({ method: 'GET', url: RESULTS_URL, headers: HTML });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(FRAME);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await app.close();
    }
  });
});
