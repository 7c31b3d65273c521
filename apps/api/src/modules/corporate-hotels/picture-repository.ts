import type { Executor } from '@travesia/db';
import { corporateHotelPictures, hotels } from '@travesia/db';
import { and, eq, notInArray } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';
import type { CorporateHotelRow } from './repository';

export type CorporateHotelPictureRow = typeof corporateHotelPictures.$inferSelect;

/** The hotel, locked until the transaction ends, so that two uploads at once cannot pass the picture limit. */
export async function lockCorporateHotel(
  db: Executor,
  scope: TenantScope,
  code: string,
): Promise<CorporateHotelRow | undefined> {
  const [row] = await db
    .select()
    .from(hotels)
    .where(and(eq(hotels.source, 'corporate'), eq(hotels.code, code), inScope(scope, hotels.companyId)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertCorporateHotelPicture(
  db: Executor,
  picture: Pick<CorporateHotelPictureRow, 'key' | 'hotelId' | 'contentType' | 'bytes'>,
): Promise<void> {
  await db.insert(corporateHotelPictures).values(picture);
}

/** Answers whether the hotel had that picture. */
export async function deleteCorporateHotelPicture(
  db: Executor,
  hotelId: number,
  key: string,
): Promise<boolean> {
  const deleted = await db
    .delete(corporateHotelPictures)
    .where(and(eq(corporateHotelPictures.hotelId, hotelId), eq(corporateHotelPictures.key, key)))
    .returning({ key: corporateHotelPictures.key });
  return deleted.length > 0;
}

/** Deletes the hotel's pictures its images no longer show. */
export async function deleteCorporateHotelPicturesOtherThan(
  db: Executor,
  hotelId: number,
  keptKeys: readonly string[],
): Promise<void> {
  await db
    .delete(corporateHotelPictures)
    .where(
      and(
        eq(corporateHotelPictures.hotelId, hotelId),
        keptKeys.length > 0 ? notInArray(corporateHotelPictures.key, [...keptKeys]) : undefined,
      ),
    );
}

/** A corporate hotel's picture, found by the hotel's code and the picture's key together. */
export async function findCorporateHotelPicture(
  db: Executor,
  hotelCode: string,
  key: string,
): Promise<Pick<CorporateHotelPictureRow, 'contentType' | 'bytes'> | undefined> {
  const [row] = await db
    .select({ contentType: corporateHotelPictures.contentType, bytes: corporateHotelPictures.bytes })
    .from(corporateHotelPictures)
    .innerJoin(hotels, eq(hotels.id, corporateHotelPictures.hotelId))
    .where(
      and(eq(hotels.source, 'corporate'), eq(hotels.code, hotelCode), eq(corporateHotelPictures.key, key)),
    )
    .limit(1);
  return row;
}
