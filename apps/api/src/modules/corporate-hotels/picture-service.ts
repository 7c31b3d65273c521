import { randomBytes } from 'node:crypto';
import {
  CORPORATE_HOTEL_IMAGES_MAX,
  type CorporateHotelAdmin,
  checkHotelPicture,
  corporateHotelPicturePath,
  HOTEL_PICTURE_MESSAGES,
  LOGO_MAX_DIMENSION,
} from '@travesia/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { reencodeImage } from '../../lib/images';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import {
  type CorporateHotelPictureRow,
  deleteCorporateHotelPicture,
  findCorporateHotelPicture,
  insertCorporateHotelPicture,
  lockCorporateHotel,
} from './picture-repository';
import { findCorporateHotel, updateCorporateHotel } from './repository';
import { CORPORATE_HOTEL_NOT_FOUND_MESSAGE, toCorporateHotelAdmin } from './service';

const PICTURE_NOT_FOUND_MESSAGE = 'Foto del hotel no encontrada.';

/**
 * Stores an uploaded picture (checked by its bytes) and adds its served path to the hotel's images, so that the
 * results, the detail and the cards show it like any other. Another company's hotel is not found.
 */
export async function uploadCorporateHotelPicture(
  context: AppContext,
  actor: SignedInUser,
  code: string,
  bytes: Uint8Array,
  ip: string,
): Promise<CorporateHotelAdmin> {
  const scope = scopeOf(actor);
  if (!(await findCorporateHotel(context.db, scope, code))) throw notFound(CORPORATE_HOTEL_NOT_FOUND_MESSAGE);
  const check = checkHotelPicture(bytes);
  if (!check.ok) throw badRequest(check.message);
  // Only the pixels are kept: whatever followed the image's header (a script, metadata) is dropped (decision 037).
  const image = await reencodeImage(bytes, check.image.contentType, LOGO_MAX_DIMENSION);
  if (!image) throw badRequest(HOTEL_PICTURE_MESSAGES.wrongType);
  const { contentType, width, height } = image;
  const row = await context.db.transaction(async (tx) => {
    const hotel = await lockCorporateHotel(tx, scope, code);
    if (!hotel) throw notFound(CORPORATE_HOTEL_NOT_FOUND_MESSAGE);
    if (hotel.images.length >= CORPORATE_HOTEL_IMAGES_MAX) throw badRequest(HOTEL_PICTURE_MESSAGES.tooMany);
    const key = randomBytes(16).toString('hex');
    await insertCorporateHotelPicture(tx, { key, hotelId: hotel.id, contentType, bytes: image.bytes });
    const path = corporateHotelPicturePath(hotel.code, key);
    const updated = await updateCorporateHotel(tx, scope, code, { images: [...hotel.images, path] });
    await recordAudit(tx, {
      action: 'corporate_hotel.picture_upload',
      entity: 'hotel',
      entityId: hotel.code,
      companyId: hotel.companyId,
      actorUserId: actor.id,
      details: { path, contentType, bytes: image.bytes.length, width, height },
      ip,
    });
    return updated;
  });
  if (!row) throw notFound(CORPORATE_HOTEL_NOT_FOUND_MESSAGE);
  return toCorporateHotelAdmin(row);
}

/** Deletes an uploaded picture and takes its path out of the hotel's images. */
export async function removeCorporateHotelPicture(
  context: AppContext,
  actor: SignedInUser,
  code: string,
  key: string,
  ip: string,
): Promise<CorporateHotelAdmin> {
  const scope = scopeOf(actor);
  const row = await context.db.transaction(async (tx) => {
    const hotel = await lockCorporateHotel(tx, scope, code);
    if (!hotel) throw notFound(CORPORATE_HOTEL_NOT_FOUND_MESSAGE);
    if (!(await deleteCorporateHotelPicture(tx, hotel.id, key))) throw notFound(PICTURE_NOT_FOUND_MESSAGE);
    const path = corporateHotelPicturePath(hotel.code, key);
    const updated = await updateCorporateHotel(tx, scope, code, {
      images: hotel.images.filter((image) => image !== path),
    });
    await recordAudit(tx, {
      action: 'corporate_hotel.picture_remove',
      entity: 'hotel',
      entityId: hotel.code,
      companyId: hotel.companyId,
      actorUserId: actor.id,
      details: { path },
      ip,
    });
    return updated;
  });
  if (!row) throw notFound(CORPORATE_HOTEL_NOT_FOUND_MESSAGE);
  return toCorporateHotelAdmin(row);
}

/**
 * Public, because an image tag sends no bearer token: the random key in the path is what keeps another
 * company from finding a picture, and a key asked for under another hotel's code is not found.
 */
export async function getCorporateHotelPicture(
  context: AppContext,
  code: string,
  key: string,
): Promise<Pick<CorporateHotelPictureRow, 'contentType' | 'bytes'>> {
  const picture = await findCorporateHotelPicture(context.db, code, key);
  if (!picture) throw notFound(PICTURE_NOT_FOUND_MESSAGE);
  return picture;
}
