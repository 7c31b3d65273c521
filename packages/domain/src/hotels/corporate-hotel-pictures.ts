import { checkLogoImage, LOGO_MESSAGES, type LogoCheck } from '../companies/company-logo';

/**
 * Corporate hotels' pictures are uploaded to the product and served by it, like company logos (decision 053):
 * the admin's browser sends the bytes, the server checks what they are and keeps them.
 */

/** Pictures and addresses together: what a hotel's gallery shows at most. */
export const CORPORATE_HOTEL_IMAGES_MAX = 10;

export const HOTEL_PICTURE_MESSAGES = {
  empty: 'Elige una foto del hotel.',
  tooLarge: 'Cada foto del hotel puede pesar hasta 200 KB.',
  wrongType: 'La foto del hotel debe ser una imagen PNG, JPEG o WebP.',
  tooBig: 'Cada foto del hotel puede medir hasta 2000 × 2000 píxeles.',
  tooMany: `Un hotel puede tener hasta ${CORPORATE_HOTEL_IMAGES_MAX} imágenes.`,
} as const;

const PICTURE_MESSAGE_OF_LOGO_MESSAGE = new Map<string, string>([
  [LOGO_MESSAGES.empty, HOTEL_PICTURE_MESSAGES.empty],
  [LOGO_MESSAGES.tooLarge, HOTEL_PICTURE_MESSAGES.tooLarge],
  [LOGO_MESSAGES.wrongType, HOTEL_PICTURE_MESSAGES.wrongType],
  [LOGO_MESSAGES.tooBig, HOTEL_PICTURE_MESSAGES.tooBig],
]);

/** The logo's check of the bytes (type by magic numbers, size, dimensions), its refusals worded for a hotel. */
export function checkHotelPicture(bytes: Uint8Array): LogoCheck {
  const check = checkLogoImage(bytes);
  if (check.ok) return check;
  return { ok: false, message: PICTURE_MESSAGE_OF_LOGO_MESSAGE.get(check.message) ?? check.message };
}

/** Where the product serves an uploaded picture; the key is random and never reused, so the address is stable. */
export function corporateHotelPicturePath(hotelCode: string, key: string): string {
  return `/api/corporate-hotels/${hotelCode}/pictures/${key}`;
}

export const HOTEL_PICTURE_KEY_PATTERN = /^[0-9a-f]{32}$/;

/** The address `corporateHotelPicturePath` writes, as a hotel's images accept it (`hotel-api.ts`). */
export const UPLOADED_HOTEL_PICTURE_PATH =
  /^\/api\/corporate-hotels\/[A-Za-z0-9-]{1,60}\/pictures\/[0-9a-f]{32}$/;
