import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { addDays, type FlightResult, type FlightSearch, toIsoDate } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { readOrCreateSecretFile } from '../src/lib/token-secret';
import { createFlightOffers, OFFER_TTL_MS } from '../src/suppliers/flights/flight-offers';
import {
  bearer,
  createTempDir,
  createTestDatabase,
  DEMO_USERS,
  LAURA_PASSENGER,
  login,
} from './helpers/test-app';

const apiDir = fileURLToPath(new URL('../', import.meta.url));
const run = promisify(execFile);
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('TOKEN_SECRET', () => {
  it('is required in production and must be long enough', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'TOKEN_SECRET is required in production (at least 32 random characters, the same in every API process)',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'short' })).toThrow(
      'TOKEN_SECRET must be at least 32 characters',
    );
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: SECRET }).tokenSecret).toBe(SECRET);
    expect(loadConfig({}).tokenSecret).toBeUndefined();
  });

  it('is otherwise generated once in DATA_DIR, readable by its owner only, and kept', () => {
    const dataDir = join(createTempDir('travesia-secret-'), 'data');
    const secret = readOrCreateSecretFile(dataDir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'token-secret')).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecretFile(dataDir)).toBe(secret);
    expect(readdirSync(dataDir)).toEqual(['token-secret']);
    expect(readOrCreateSecretFile(createTempDir('travesia-secret-'))).not.toBe(secret);
  });

  it('comes out the same in processes that create it at the same moment', async () => {
    const dataDir = createTempDir('travesia-secret-race-');
    const script =
      "const { readOrCreateSecretFile } = await import('./src/lib/token-secret.ts');" +
      'process.stdout.write(readOrCreateSecretFile(process.argv[1]));';
    const secrets = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
          cwd: apiDir,
        }).then(({ stdout }) => stdout),
      ),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect(readdirSync(dataDir)).toEqual(['token-secret']);
  });
});

describe('flight offers', () => {
  const search: FlightSearch = {
    origin: 'BOG',
    destination: 'MDE',
    departureDate: '2027-02-01',
    returnDate: '2027-02-05',
    passengers: { adults: 1, children: 0, infants: 0 },
    cabin: 'W',
    nonStop: true,
    bags: { hand: 1, hold: 0 },
  };
  const results = [
    { booking_token: 'supplier.token#1', price: 420_000, fareFamilies: [{ price: 420_000 }] },
    { booking_token: 'other', price: 380_000, fareFamilies: [{ price: 380_000 }, { price: 510_000 }] },
  ] as FlightResult[];

  it('carries the supplier token and the search, signed, until they expire', () => {
    let now = Date.parse('2027-01-10T12:00:00Z');
    const offers = createFlightOffers(SECRET, 'builtin', () => now);
    const sealed = offers.seal(search, results);
    expect(sealed.map((result) => offers.open(result.booking_token))).toEqual([
      {
        token: 'supplier.token#1',
        search: {
          origin: 'BOG',
          destination: 'MDE',
          departureDate: '2027-02-01',
          returnDate: '2027-02-05',
          cabin: 'W',
        },
        // The lowest fare the search showed, for the party it was searched for (decision 026).
        lowestOffer: { fare: 380_000, passengers: { adults: 1, children: 0, infants: 0 } },
      },
      expect.objectContaining({ token: 'other' }),
    ]);
    const offer = (sealed[0] as FlightResult).booking_token;
    now += OFFER_TTL_MS;
    expect(offers.open(offer).token).toBe('supplier.token#1');
    now += 1000;
    expect(() => offers.open(offer)).toThrow('La tarifa elegida ya no es válida; vuelve a buscar.');
  });

  it('keeps the offers of a results array while they are fresh, so a cached search answers the same bytes', () => {
    let now = Date.parse('2027-01-10T12:00:00Z');
    const offers = createFlightOffers(SECRET, 'builtin', () => now);
    const first = offers.seal(search, results);
    now += 60_000;
    expect(offers.seal(search, results)).toBe(first);
    expect(offers.seal({ ...search, cabin: 'Y' }, results)).not.toBe(first);
    now += 60 * 60_000;
    const later = offers.seal(search, results);
    expect(later).not.toBe(first);
    expect(offers.open((later[0] as FlightResult).booking_token).token).toBe('supplier.token#1');
  });

  it('are accepted by every app that generated its secret in the same DATA_DIR', async () => {
    const dataDir = createTempDir('travesia-offers-');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      MAIL_RELAY_SECONDS: '0',
      APPROVAL_SWEEP_SECONDS: '0',
    });
    const database = await createTestDatabase();
    const [a, b] = [await buildApp({ config, database }), await buildApp({ config, database })];
    try {
      const today = toIsoDate(new Date());
      const found = await a.inject({
        method: 'POST',
        url: '/api/flights/search',
        payload: {
          origin: 'BOG',
          destination: 'MDE',
          departureDate: addDays(today, 30),
          passengers: { adults: 1, children: 0, infants: 0 },
        },
      });
      const [itinerary] = found.json<{ results: FlightResult[] }>().results;
      if (!itinerary) throw new Error('no BOG-MDE flight');
      const token = await login(b, DEMO_USERS.laura.email);
      const centers = await b.inject({ method: 'GET', url: '/api/centros-utilidad', headers: bearer(token) });
      const booked = await b.inject({
        method: 'POST',
        url: '/api/bookings/flight',
        headers: { ...bearer(token), 'idempotency-key': 'vuelo-entre-procesos' },
        payload: {
          booking_token: itinerary.booking_token,
          fareFamily: 'BASICA',
          passengers: [LAURA_PASSENGER],
          costCenterId: centers.json().data[0].id,
          paymentMethod: 'nomina',
          outOfPolicyReason: 'Prueba.',
          expectedTotal: itinerary.fareFamilies[0]?.price,
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      expect(readdirSync(dataDir)).toContain('token-secret');
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
