import { auditLog } from '@travesia/db';
import { and, eq } from 'drizzle-orm';
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
function png(width: number, height: number, size = 64): Buffer {
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
    const logo = png(320, 120, 150 * 1024);
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
    expect(served.rawPayload.equals(logo)).toBe(true);
    const unversioned = await t.app.inject({ method: 'GET', url: `/api/companies/${andesId}/logo` });
    expect(unversioned.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    // The sign-in page and the header show it.
    const branding = await t.app.inject({ method: 'GET', url: `/api/companies/${andesId}/branding` });
    expect(branding.json().logo_url).toBe(logoUrl);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.logo_upload'), eq(auditLog.companyId, andesId)));
    expect(entry?.details).toEqual({ contentType: 'image/png', bytes: logo.length, width: 320, height: 120 });
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
    expect(await refused(png(100, 100, 250 * 1024))).toBe('El logo no puede pesar más de 200 KB.');
    expect(await refused(png(4000, 100))).toBe('El logo no puede medir más de 2000 × 2000 píxeles.');
    expect(await refused(Buffer.alloc(0))).toBe('Elige una imagen para el logo.');
    const huge = await upload(tokens.ana, andesId, png(100, 100, 1024 * 1024));
    expect(huge.statusCode).toBe(413);
  });

  it("lets the administrator change only their company's logo and the operador any company's", async () => {
    expect((await upload(tokens.laura, andesId, png(10, 10))).statusCode).toBe(403);
    const other = await upload(tokens.ana, cafeId, png(10, 10));
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe('Empresa no encontrada.');
    const byOperator = await upload(tokens.operador, cafeId, png(10, 10));
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
