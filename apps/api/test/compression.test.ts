import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { addDays, type FlightSearchRequest, toIsoDate } from '@travesia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/plugins/compression';
import { createTestApp, type TestApp } from './helpers/test-app';

const today = toIsoDate(new Date());

/** Issue 33's search: Bogotá–Medellín and back, some 34 non-stop flights a day each way. */
const ROUND_TRIP: FlightSearchRequest = {
  origin: 'BOG',
  destination: 'MDE',
  departureDate: addDays(today, 20),
  returnDate: addDays(today, 27),
  passengers: { adults: 1, children: 0, infants: 0 },
  cabin: 'Y',
  nonStop: true,
  bags: { hand: 0, hold: 0 },
};

/** What issue 33 allows the round trip on the wire. */
const ROUND_TRIP_WIRE_BUDGET_BYTES = 40 * 1024;

describe('compressed answers (issue 33)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const searchWith = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: ROUND_TRIP,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a large JSON answer in brotli, or gzip when that is all the client takes, as the same JSON', async () => {
    const plain = await searchWith();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const json = plain.json();

    const brotli = await searchWith('gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('application/json');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(json);

    const gzip = await searchWith('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);

    const identity = await searchWith('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(json);
  });

  it('sends the BOG–MDE round trip in at most 40 KB, brotli or gzip', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await searchWith(encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload.length).toBeLessThanOrEqual(ROUND_TRIP_WIRE_BUDGET_BYTES);
    }
  });

  it('sends an answer under 1 KB as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('keeps the health checks and the metrics readable for a client that takes gzip', async () => {
    for (const url of ['/health/live', '/health/ready']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(200);
      const body =
        response.headers['content-encoding'] === 'gzip'
          ? gunzipSync(response.rawPayload).toString()
          : response.body;
      expect(JSON.parse(body), url).toBeTypeOf('object');
    }
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'accept-encoding': 'gzip' },
      remoteAddress: '127.0.0.1',
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(metrics.rawPayload).toString()).toContain('process_cpu_seconds_total');
  });

  it('does not unfold a compressed request body: it is refused with a Spanish 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      payload: gzipSync(JSON.stringify(ROUND_TRIP)),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/[áéíóúñ]|JSON|solicitud/i);
  });
});
