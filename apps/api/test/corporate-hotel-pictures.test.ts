import { auditLog, corporateHotelPictures } from '@travesia/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  databases,
  loginDemoUsers,
  type TestApp,
} from './helpers/test-app';

const be32 = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
/** A PNG header (signature and IHDR) of the given size; what the server reads to know what it got. */
function png(width = 40, height = 30, size = 64): Buffer {
  const header = [
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...be32(13),
    ...Buffer.from('IHDR'),
    ...be32(width),
    ...be32(height),
    ...[8, 6, 0, 0, 0],
  ];
  const bytes = Buffer.alloc(Math.max(size, header.length));
  bytes.set(header);
  return bytes;
}
/** A real 40 × 30 PNG: the server decodes what it keeps. */
const PICTURE = await sharp({
  create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } },
})
  .png()
  .toBuffer();
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const NEW_HOTEL = {
  name: 'Hotel Convenio Usaquén',
  iata: 'BOG',
  address: 'Calle 120 # 6-20, Bogotá',
  latitude: 4.6952,
  longitude: -74.0305,
  stars: 4,
  images: ['/hotel-images/fachada-4.svg'],
  nightlyRate: 280_000,
};

interface Hotel {
  code: string;
  images: string[];
}

describe.each(databases)('corporate hotel pictures (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let cafeId: number;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    cafeId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(tokens.julian) })).json()
      .data.id_company;
  });
  afterAll(() => t.close());

  const createHotel = async (token: string, extra: object = {}): Promise<Hotel> => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/corporate-hotels',
      headers: bearer(token),
      payload: { ...NEW_HOTEL, ...extra },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json();
  };
  const upload = (token: string, code: string, body: Buffer, contentType = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: `/api/corporate-hotels/${code}/pictures`,
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  const remove = (token: string, path: string) =>
    t.app.inject({ method: 'DELETE', url: path, headers: bearer(token) });

  it('stores an uploaded picture, lists its served path in the images and serves it, audited', async () => {
    const hotel = await createHotel(tokens.ana);
    const picture = PICTURE;
    const uploaded = await upload(tokens.ana, hotel.code, picture);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const images: string[] = uploaded.json().images;
    expect(images).toHaveLength(2);
    expect(images[0]).toBe('/hotel-images/fachada-4.svg');
    const path = images[1] ?? '';
    expect(path).toMatch(new RegExp(`^/api/corporate-hotels/${hotel.code}/pictures/[0-9a-f]{32}$`));

    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Re-encoded (decision 037): the same pixels, nothing else.
    expect(await sharp(served.rawPayload).raw().toBuffer()).toEqual(await sharp(picture).raw().toBuffer());

    // The traveller's corporate results show the picture like any image.
    const results = await t.app.inject({
      method: 'GET',
      url: '/api/hotels/iata/BOG',
      headers: bearer(tokens.laura),
    });
    const listed = results.json().find((entry: { code: string }) => entry.code === hotel.code);
    expect(listed.images).toContain(path);

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, hotel.code));
    const audit = entries.find((entry) => entry.action === 'corporate_hotel.picture_upload');
    expect(audit?.details).toEqual({
      path,
      contentType: 'image/png',
      bytes: served.rawPayload.length,
      width: 40,
      height: 30,
    });
  });

  it('keeps only the pixels of a picture with a page after its end (issue 27, item 11)', async () => {
    const hotel = await createHotel(tokens.ana);
    const polyglot = await upload(
      tokens.ana,
      hotel.code,
      Buffer.concat([PICTURE, Buffer.from('<html><script>alert(document.domain)</script>')]),
    );
    expect(polyglot.statusCode, polyglot.body).toBe(201);
    const kept = await t.app.inject({ method: 'GET', url: polyglot.json().images.at(-1) });
    expect(kept.rawPayload.toString('latin1')).not.toContain('<script');
    expect(await sharp(kept.rawPayload).raw().toBuffer()).toEqual(await sharp(PICTURE).raw().toBuffer());
  });

  it('refuses bytes that are not a PNG, JPEG or WebP with a Spanish message, storing nothing', async () => {
    const hotel = await createHotel(tokens.ana);
    const svg = await upload(tokens.ana, hotel.code, SVG, 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error.message).toBe('La foto del hotel debe ser una imagen PNG, JPEG o WebP.');
    // A PNG's declared type does not make a PNG.
    const lying = await upload(tokens.ana, hotel.code, Buffer.from('GIF89a not a png at all'));
    expect(lying.statusCode).toBe(400);
    const empty = await upload(tokens.ana, hotel.code, Buffer.alloc(0), 'application/octet-stream');
    expect(empty.statusCode).toBe(400);
    // A PNG header followed by a script, with no picture behind it (issue 27, item 11).
    const script = Buffer.from('<script>alert(document.domain)</script>');
    const headerOnly = await upload(tokens.ana, hotel.code, Buffer.concat([png(40, 30, 33), script]));
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().error.message).toBe('La foto del hotel debe ser una imagen PNG, JPEG o WebP.');
    const heavy = await upload(tokens.ana, hotel.code, png(40, 30, 250 * 1024));
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().error.message).toBe('Cada foto del hotel puede pesar hasta 200 KB.');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/corporate-hotels',
      headers: bearer(tokens.ana),
    });
    expect(listed.json().data.find((entry: Hotel) => entry.code === hotel.code).images).toEqual(
      NEW_HOTEL.images,
    );
  });

  it('refuses a picture past the hotel’s ten images', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => `/hotel-images/lobby-${index}.svg`);
    const hotel = await createHotel(tokens.ana, { images: nine });
    expect((await upload(tokens.ana, hotel.code, PICTURE)).statusCode).toBe(201);
    const eleventh = await upload(tokens.ana, hotel.code, PICTURE);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error.message).toBe('Un hotel puede tener hasta 10 imágenes.');
  });

  it('answers 404 to another company’s administrator, and lets the operador upload for the named company', async () => {
    const cafeHotel = await createHotel(tokens.operador, { companyId: cafeId });
    const byOperador = await upload(tokens.operador, cafeHotel.code, PICTURE);
    expect(byOperador.statusCode, byOperador.body).toBe(201);
    const path: string = byOperador.json().images.at(-1);

    const byAna = await upload(tokens.ana, cafeHotel.code, PICTURE);
    expect(byAna.statusCode).toBe(404);
    expect(byAna.json().error.message).toBe('Hotel corporativo no encontrado.');
    expect((await remove(tokens.ana, path)).statusCode).toBe(404);
    // A traveller manages nothing.
    expect((await upload(tokens.julian, cafeHotel.code, PICTURE)).statusCode).toBe(403);

    // The picture's key under another hotel's code is not found.
    const key = path.split('/').at(-1);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/corporate-hotels/CORP-ANDES-BOG/pictures/${key}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });

  it('deletes an uploaded picture, and with it the path from the images', async () => {
    const hotel = await createHotel(tokens.ana);
    const path: string = (await upload(tokens.ana, hotel.code, PICTURE)).json().images.at(-1);
    const removed = await remove(tokens.ana, path);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().images).toEqual(NEW_HOTEL.images);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await remove(tokens.ana, path)).statusCode).toBe(404);
  });

  it('deletes an uploaded picture the admin takes out of the images by editing the hotel', async () => {
    const hotel = await createHotel(tokens.ana);
    const path: string = (await upload(tokens.ana, hotel.code, PICTURE)).json().images.at(-1);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/corporate-hotels/${hotel.code}`,
      headers: bearer(tokens.ana),
      payload: { images: ['https://cdn.example.co/usaquen.jpg'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const rows = await t.database.db.select().from(corporateHotelPictures);
    expect(rows.some((row) => path.endsWith(row.key))).toBe(false);
  });

  it('keeps refusing image addresses that are neither https nor this product’s paths', async () => {
    for (const image of ['http://example.co/a.jpg', '//evil.example/a.jpg', 'javascript:alert(1)']) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/corporate-hotels',
        headers: bearer(tokens.ana),
        payload: { ...NEW_HOTEL, images: [image] },
      });
      expect(created.statusCode, image).toBe(400);
    }
  });
});
