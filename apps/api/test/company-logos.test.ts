import { auditLog } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
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
/** A PNG header (signature and IHDR) of the given size and nothing of an image after it. */
function pngHeader(width: number, height: number, size = 64): Buffer {
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
/** A real image of the type, `width` × `height`, in two colours (the left half red, the right half blue). */
async function image(type: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Buffer> {
  const half = Math.ceil(width / 2);
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    pixels.set(index % width < half ? [220, 30, 30] : [30, 30, 220], index * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    [type]()
    .toBuffer();
}
const SCRIPT = Buffer.from('<script>alert(document.cookie)</script><html><body onload="alert(1)">');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

describe.each(databases)('company logos (%s)', (kind) => {
  let t: TestApp;
  let tokens: DemoTokens;
  let andesId: number;
  let cafeId: number;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    tokens = await loginDemoUsers(t.app);
    const me = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().data;
    andesId = (await me(tokens.ana)).id_company;
    cafeId = (await me(tokens.julian)).id_company;
  });
  afterAll(() => t.close());

  const upload = (token: string, companyId: number, body: Buffer, contentType = 'image/png') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/companies/${companyId}/logo`,
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });

  it('stores an uploaded logo and serves it from the product, with safe headers', async () => {
    const logo = await image('png', 320, 120);
    const response = await upload(tokens.ana, andesId, logo);
    expect(response.statusCode, response.body).toBe(200);
    const logoUrl: string = response.json().logo_url;
    expect(logoUrl).toMatch(new RegExp(`^/api/companies/${andesId}/logo\\?v=\\d+$`));

    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).raw().toBuffer()).toEqual(await sharp(logo).raw().toBuffer());
    const unversioned = await t.app.inject({ method: 'GET', url: `/api/companies/${andesId}/logo` });
    expect(unversioned.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    // The sign-in page and the header show it.
    const branding = await t.app.inject({ method: 'GET', url: `/api/companies/${andesId}/branding` });
    expect(branding.json().logo_url).toBe(logoUrl);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.logo_upload'), eq(auditLog.companyId, andesId)));
    expect(entry?.details).toEqual({
      contentType: 'image/png',
      bytes: served.rawPayload.length,
      width: 320,
      height: 120,
    });
  });

  it('checks what the bytes are, not what the request says they are, and their size', async () => {
    const refused = async (body: Buffer, contentType = 'image/png') => {
      const response = await upload(tokens.ana, andesId, body, contentType);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().error.message;
    };
    expect(await refused(SVG)).toBe('El logo debe ser una imagen PNG, JPEG o WebP.');
    expect(await refused(SVG, 'image/svg+xml')).toBe('El logo debe ser una imagen PNG, JPEG o WebP.');
    expect(await refused(Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif')).toBe(
      'El logo debe ser una imagen PNG, JPEG o WebP.',
    );
    expect(await refused(pngHeader(100, 100, 250 * 1024))).toBe('El logo no puede pesar más de 200 KB.');
    expect(await refused(pngHeader(4000, 100))).toBe('El logo no puede medir más de 2000 × 2000 píxeles.');
    expect(await refused(Buffer.alloc(0))).toBe('Elige una imagen para el logo.');
    const huge = await upload(tokens.ana, andesId, pngHeader(100, 100, 1024 * 1024));
    expect(huge.statusCode).toBe(413);
  });

  it('keeps only the pixels of an upload: a script after an image header or after the image is never stored', async () => {
    const refused = async (body: Buffer, contentType: string) => {
      const response = await upload(tokens.ana, andesId, body, contentType);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe('El logo debe ser una imagen PNG, JPEG o WebP.');
    };
    // The attacker's file: a header that says PNG, JPEG or WebP, and a script where the picture should be.
    await refused(Buffer.concat([pngHeader(10, 10, 33), SCRIPT]), 'image/png');
    await refused(Buffer.concat([(await image('jpeg', 16, 16)).subarray(0, 200), SCRIPT]), 'image/jpeg');
    await refused(Buffer.concat([(await image('webp', 16, 16)).subarray(0, 30), SCRIPT]), 'image/webp');
    // A header that says PNG on a JPEG's pixels.
    await refused(Buffer.concat([pngHeader(16, 16, 33), await image('jpeg', 16, 16)]), 'image/png');

    // A real image with a script after its end: stored as its pixels alone, in its own type.
    for (const type of ['png', 'jpeg', 'webp'] as const) {
      const picture = await image(type, 40, 24);
      const response = await upload(tokens.ana, andesId, Buffer.concat([picture, SCRIPT]), `image/${type}`);
      expect(response.statusCode, response.body).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: response.json().logo_url });
      expect(served.headers['content-type']).toBe(`image/${type}`);
      expect(served.rawPayload.includes('<script>')).toBe(false);
      expect(served.rawPayload.includes('alert')).toBe(false);
      const { width, height, format } = await sharp(served.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 40, height: 24, format: type });
      // Left red, right blue, as uploaded (JPEG and WebP within their loss).
      const pixels = await sharp(served.rawPayload).removeAlpha().raw().toBuffer();
      const at = (x: number, y: number) => [...pixels.subarray((y * 40 + x) * 3, (y * 40 + x) * 3 + 3)];
      expect(at(5, 12)[0]).toBeGreaterThan(180);
      expect(at(35, 12)[2]).toBeGreaterThan(180);
    }
  });

  it("lets the administrator change only their company's logo and the operador any company's", async () => {
    expect((await upload(tokens.laura, andesId, await image('png', 10, 10))).statusCode).toBe(403);
    const other = await upload(tokens.ana, cafeId, await image('png', 10, 10));
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Empresa no encontrada.');
    const byOperator = await upload(tokens.operador, cafeId, await image('png', 10, 10));
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.json().logo_url).toMatch(new RegExp(`^/api/companies/${cafeId}/logo\\?v=\\d+$`));
  });

  it('accepts as logo_url only logos the product serves', async () => {
    const patch = (logoUrl: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/companies/${andesId}`,
        headers: bearer(tokens.ana),
        payload: { logo_url: logoUrl },
      });
    for (const foreign of ['//evil.example/logo.png', 'https://evil.example/logo.png', '/\\evil.example/x']) {
      const response = await patch(foreign);
      expect(response.statusCode, foreign).toBe(400);
      expect(response.json().error.message).toBe('El logo debe ser una imagen subida a Travesía.');
    }
    expect((await patch('/brand/andes-energia.svg')).statusCode).toBe(200);
  });

  it('removes the logo', async () => {
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/companies/${cafeId}/logo`,
      headers: bearer(tokens.operador),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logo_url).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: `/api/companies/${cafeId}/logo` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'La empresa no tiene logo.' } });
  });
});
