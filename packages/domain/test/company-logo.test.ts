import { describe, expect, it } from 'vitest';
import { checkLogoImage, LOGO_MAX_BYTES, OWN_LOGO_PATH_PATTERN } from '../src/companies/company-logo';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const be32 = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const be16 = (value: number) => [(value >>> 8) & 255, value & 255];
const le16 = (value: number) => [value & 255, (value >>> 8) & 255];
const le24 = (value: number) => [value & 255, (value >>> 8) & 255, (value >>> 16) & 255];

const png = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    'IHDR',
    be32(width),
    be32(height),
    [8, 6, 0, 0, 0],
  );
const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    be16(16),
    'JFIF',
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xc0],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );
const webpExtended = (width: number, height: number) =>
  bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0], [0, 0, 0, 0], le24(width - 1), le24(height - 1));
const webpLossy = (width: number, height: number) =>
  bytes(
    'RIFF',
    [0, 0, 0, 0],
    'WEBP',
    'VP8 ',
    [0, 0, 0, 0],
    [0, 0, 0],
    [0x9d, 0x01, 0x2a],
    le16(width),
    le16(height),
  );

describe('checkLogoImage', () => {
  it('reads the type and size of PNG, JPEG and WebP from the bytes', () => {
    expect(checkLogoImage(png(320, 120))).toEqual({
      ok: true,
      image: { contentType: 'image/png', width: 320, height: 120 },
    });
    expect(checkLogoImage(jpeg(640, 200))).toEqual({
      ok: true,
      image: { contentType: 'image/jpeg', width: 640, height: 200 },
    });
    expect(checkLogoImage(webpExtended(300, 100))).toEqual({
      ok: true,
      image: { contentType: 'image/webp', width: 300, height: 100 },
    });
    expect(checkLogoImage(webpLossy(256, 64))).toEqual({
      ok: true,
      image: { contentType: 'image/webp', width: 256, height: 64 },
    });
  });

  it('refuses what is not one of those images, whatever it claims to be', () => {
    const refused = (input: Uint8Array) => (checkLogoImage(input) as { message?: string }).message;
    expect(refused(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe(
      'El logo debe ser una imagen PNG, JPEG o WebP.',
    );
    expect(refused(bytes('GIF89a', [1, 0, 1, 0]))).toBe('El logo debe ser una imagen PNG, JPEG o WebP.');
    expect(refused(bytes('<html>', [0x89, 0x50, 0x4e, 0x47]))).toBe(
      'El logo debe ser una imagen PNG, JPEG o WebP.',
    );
    expect(refused(png(0, 10))).toBe('El logo debe ser una imagen PNG, JPEG o WebP.');
    expect(refused(new Uint8Array())).toBe('Elige una imagen para el logo.');
    expect(refused(png(2001, 100))).toBe('El logo no puede medir más de 2000 × 2000 píxeles.');
    const heavy = new Uint8Array(LOGO_MAX_BYTES + 1);
    heavy.set(png(100, 100));
    expect(refused(heavy)).toBe('El logo no puede pesar más de 200 KB.');
  });
});

describe('OWN_LOGO_PATH_PATTERN', () => {
  it('accepts only logos the product serves', () => {
    for (const path of [
      '/api/companies/12/logo?v=1732390000000',
      '/api/companies/3/logo',
      '/brand/andes-energia.svg',
    ]) {
      expect(OWN_LOGO_PATH_PATTERN.test(path), path).toBe(true);
    }
    for (const path of [
      '//evil.example/logo.png',
      '/\\evil.example/logo.png',
      'https://evil.example/logo.png',
      'javascript:alert(1)',
      '/brand/../../api/auth/logout',
      '/api/companies/1/logo?v=1&x=2',
      '/brand/logo.svg?x=//evil.example',
    ]) {
      expect(OWN_LOGO_PATH_PATTERN.test(path), path).toBe(false);
    }
  });
});
