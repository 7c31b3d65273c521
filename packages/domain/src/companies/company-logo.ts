/**
 * Company logos are images uploaded to the product and served by it (never an address on another host, which
 * every user's browser would fetch). The rules here are pure so the web app checks a file before sending it
 * and the API checks it again on arrival.
 */

export const LOGO_MAX_BYTES = 200 * 1024;
/** Width and height, in pixels; a logo is shown small, so anything bigger is a mistake or an attack. */
export const LOGO_MAX_DIMENSION = 2000;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export const LOGO_MESSAGES = {
  empty: 'Elige una imagen para el logo.',
  tooLarge: 'El logo no puede pesar más de 200 KB.',
  wrongType: 'El logo debe ser una imagen PNG, JPEG o WebP.',
  tooBig: `El logo no puede medir más de ${LOGO_MAX_DIMENSION} × ${LOGO_MAX_DIMENSION} píxeles.`,
  url: 'El logo debe ser una imagen subida a Travesía.',
} as const;

export interface LogoImage {
  contentType: LogoContentType;
  width: number;
  height: number;
}

export type LogoCheck = { ok: true; image: LogoImage } | { ok: false; message: string };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, at: number, text: string) =>
  startsWith(
    bytes,
    [...text].map((char) => char.charCodeAt(0)),
    at,
  );
const uint16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const uint24le = (bytes: Uint8Array, at: number) => uint16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const uint32be = (bytes: Uint8Array, at: number) => uint16be(bytes, at) * 65_536 + uint16be(bytes, at + 2);

/** PNG: signature, then the IHDR chunk with width and height. */
function readPng(bytes: Uint8Array): LogoImage | null {
  if (!startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) || !ascii(bytes, 12, 'IHDR'))
    return null;
  return { contentType: 'image/png', width: uint32be(bytes, 16), height: uint32be(bytes, 20) };
}

/** JPEG: SOI, then segments up to a start-of-frame marker, which holds the size. */
function readJpeg(bytes: Uint8Array): LogoImage | null {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Padding fill bytes between segments.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame) {
      return { contentType: 'image/jpeg', height: uint16be(bytes, at + 5), width: uint16be(bytes, at + 7) };
    }
    at += 2 + uint16be(bytes, at + 2);
  }
  return null;
}

/** WebP: a RIFF container whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function readWebp(bytes: Uint8Array): LogoImage | null {
  if (!ascii(bytes, 0, 'RIFF') || !ascii(bytes, 8, 'WEBP')) return null;
  if (ascii(bytes, 12, 'VP8 ') && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return {
      contentType: 'image/webp',
      width: uint16le(bytes, 26) & 0x3fff,
      height: uint16le(bytes, 28) & 0x3fff,
    };
  }
  if (ascii(bytes, 12, 'VP8L') && bytes[20] === 0x2f) {
    const bits = uint16le(bytes, 21) | (uint16le(bytes, 23) << 16);
    return { contentType: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(bytes, 12, 'VP8X')) {
    return { contentType: 'image/webp', width: uint24le(bytes, 24) + 1, height: uint24le(bytes, 27) + 1 };
  }
  return null;
}

/**
 * What the bytes really are, by their magic numbers and header (never by the name or the declared type), and
 * whether they make an acceptable logo.
 */
export function checkLogoImage(bytes: Uint8Array): LogoCheck {
  if (bytes.length === 0) return { ok: false, message: LOGO_MESSAGES.empty };
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  const image = readPng(bytes) ?? readJpeg(bytes) ?? readWebp(bytes);
  if (!image || image.width < 1 || image.height < 1) return { ok: false, message: LOGO_MESSAGES.wrongType };
  if (image.width > LOGO_MAX_DIMENSION || image.height > LOGO_MAX_DIMENSION) {
    return { ok: false, message: LOGO_MESSAGES.tooBig };
  }
  return { ok: true, image };
}

/** Where the product serves a company's uploaded logo; the version changes with each upload, so caches renew. */
export function companyLogoPath(companyId: number, version: number): string {
  return `/api/companies/${companyId}/logo?v=${version}`;
}

/**
 * The logo addresses a company may have: an uploaded logo served by the product, or one of the product's own
 * brand images (the demo companies). Nothing on another host, nothing protocol-relative (`//host/…`).
 */
export const OWN_LOGO_PATH_PATTERN =
  /^\/(?:brand\/[a-z0-9-]{1,60}\.(?:svg|png|jpe?g|webp)|api\/companies\/\d{1,10}\/logo(?:\?v=\d{1,20})?)$/;
