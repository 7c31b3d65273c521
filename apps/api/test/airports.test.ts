import { AIRPORTS } from '@travesia/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /api/airports/:iata', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names one airport in Spanish, to anyone, cacheable for a day', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/airports/bog' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      iata: 'BOG',
      airport: expect.any(String),
      city: 'Bogotá',
      country: 'Colombia',
      countryCode: 'CO',
      size: 'large',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers every airport of the list as the list has it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...AIRPORTS), async (airport) => {
        const response = await t.app.inject({ method: 'GET', url: `/api/airports/${airport.iata}` });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({
          iata: airport.iata,
          city: airport.city,
          country: airport.country,
        });
      }),
      { numRuns: 25 },
    );
  });

  it.each([
    ['an unknown code', '/api/airports/QQQ', 404, 'No encontramos el aeropuerto QQQ.'],
    [
      'a code that is not 3 letters',
      '/api/airports/BO1',
      400,
      'El aeropuerto debe ser un código de aeropuerto de 3 letras.',
    ],
    [
      'a long code',
      `/api/airports/${'A'.repeat(40)}`,
      400,
      'El aeropuerto debe ser un código de aeropuerto de 3 letras.',
    ],
  ])('refuses %s in Spanish', async (_case, url, status, message) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toContain(message);
  });
});
