import { auditLog } from '@travesia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

const NEW_HOTEL = {
  name: 'Hotel Convenio Chicó',
  iata: 'bog',
  address: 'Carrera 11 # 94-02, Bogotá',
  latitude: 4.6795,
  longitude: -74.0445,
  stars: 4,
  images: ['/hotel-images/fachada-4.svg'],
  nightlyRate: 295_000,
};

describe.each(databases)('corporate hotel admin (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
  });
  afterAll(() => t.close());

  const request = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('lets the administrator list, create, edit and deactivate their company’s hotels, audited', async () => {
    const listed = await request('GET', '/api/corporate-hotels', tokens.ana);
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .data.map((hotel: { code: string }) => hotel.code)
        .sort(),
    ).toEqual(['CORP-ANDES-BOG', 'CORP-ANDES-MDE']);

    const created = await request('POST', '/api/corporate-hotels', tokens.ana, NEW_HOTEL);
    expect(created.statusCode, created.body).toBe(201);
    const hotel = created.json();
    expect(hotel).toMatchObject({ ...NEW_HOTEL, iata: 'BOG', city: 'Bogotá', isActive: true });
    expect(hotel.code).toMatch(/^CORP-[0-9A-F]{8}$/);

    const forLaura = await request('GET', '/api/hotels/iata/BOG', tokens.laura);
    expect(forLaura.json().map((entry: { code: string }) => entry.code)).toContain(hotel.code);

    const changed = await request('PATCH', `/api/corporate-hotels/${hotel.code}`, tokens.ana, {
      nightlyRate: 305_000,
      isActive: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ nightlyRate: 305_000, isActive: false });
    const afterDeactivation = await request('GET', '/api/hotels/iata/BOG', tokens.laura);
    expect(afterDeactivation.json().map((entry: { code: string }) => entry.code)).not.toContain(hotel.code);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, hotel.code));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'corporate_hotel.create',
      'corporate_hotel.update',
    ]);
    const update = entries.find((entry) => entry.action === 'corporate_hotel.update');
    expect(update?.details).toEqual({
      changes: { nightlyRate: { from: 295_000, to: 305_000 }, isActive: { from: true, to: false } },
    });
  });

  it('keeps other roles and other companies out', async () => {
    expect((await request('GET', '/api/corporate-hotels', tokens.laura)).statusCode).toBe(403);
    expect((await request('POST', '/api/corporate-hotels', tokens.carlos, NEW_HOTEL)).statusCode).toBe(403);
    const foreign = await request('PATCH', '/api/corporate-hotels/CORP-ANDES-BOG', tokens.julian, {
      name: 'X',
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('lets the operator manage any company’s hotels, naming the company', async () => {
    const all = await request('GET', '/api/corporate-hotels', tokens.operador);
    expect(all.json().data.length).toBeGreaterThanOrEqual(2);
    const withoutCompany = await request('POST', '/api/corporate-hotels', tokens.operador, NEW_HOTEL);
    expect(withoutCompany.statusCode).toBe(400);
    expect(withoutCompany.json().error.message).toBe('Indica la empresa del hotel.');
    const cafeId = (await request('GET', '/api/me', tokens.julian)).json().data.id_company;
    const created = await request('POST', '/api/corporate-hotels', tokens.operador, {
      ...NEW_HOTEL,
      iata: 'MDE',
      companyId: cafeId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const forJulian = await request('GET', '/api/hotels/iata/MDE', tokens.julian);
    expect(forJulian.json()).toEqual([
      expect.objectContaining({ code: created.json().code, minRate: 295_000 }),
    ]);
    // Andes cannot touch Café del Sur's hotel.
    const hidden = await request('PATCH', `/api/corporate-hotels/${created.json().code}`, tokens.ana, {
      stars: 3,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('validates the hotel in Spanish', async () => {
    const cases: [object, string][] = [
      [{ ...NEW_HOTEL, name: '' }, 'Indica el nombre del hotel.'],
      [{ ...NEW_HOTEL, iata: 'XQZ' }, 'No encontramos el destino XQZ.'],
      [{ ...NEW_HOTEL, stars: 6 }, 'La categoría debe estar entre 1 y 5 estrellas.'],
      [{ ...NEW_HOTEL, nightlyRate: 0 }, 'La tarifa por noche debe ser un valor en pesos mayor que cero.'],
      [
        { ...NEW_HOTEL, images: ['javascript:alert(1)'] },
        'Cada imagen debe ser una dirección https:// o una ruta que empiece por /.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await request('POST', '/api/corporate-hotels', tokens.ana, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    const empty = await request('PATCH', '/api/corporate-hotels/CORP-ANDES-BOG', tokens.ana, {});
    expect(empty.json().error.message).toBe('Indica al menos un campo para actualizar.');
  });
});
