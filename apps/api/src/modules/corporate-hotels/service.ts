import { randomBytes } from 'node:crypto';
import type { Executor } from '@travesia/db';
import {
  CORPORATE_HOTEL_CODE_PREFIX,
  type CorporateHotelAdmin,
  type corporateHotelCreateSchema,
  corporateHotelPicturePath,
  type corporateHotelUpdateSchema,
  countNights,
  endSentence,
  findAirport,
  roomHoldsParty,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { resolveTargetCompany } from '../../lib/target-company';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import type { RoomOccupancy, Stay, SupplierHotel } from '../../suppliers/hotels/hotel-supplier';
import { recordAudit } from '../audit/service';
import { getCompanyRow } from '../companies/service';
import { deleteCorporateHotelPicturesOtherThan } from './picture-repository';
import {
  type CorporateHotelChanges,
  type CorporateHotelRow,
  findCorporateHotel,
  insertCorporateHotel,
  listCorporateHotels,
  updateCorporateHotel,
} from './repository';

export const CORPORATE_HOTEL_NOT_FOUND_MESSAGE = 'Hotel corporativo no encontrado.';

type CorporateHotelInput = z.output<typeof corporateHotelCreateSchema>;
type CorporateHotelUpdateInput = z.output<typeof corporateHotelUpdateSchema>;

export function toCorporateHotelAdmin(row: CorporateHotelRow): CorporateHotelAdmin {
  return {
    code: row.code,
    companyId: row.companyId ?? 0,
    name: row.name,
    iata: row.iata,
    city: row.city,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    stars: row.stars,
    images: row.images,
    nightlyRate: row.nightlyRate ?? 0,
    ...(row.publicNightlyRate === null ? {} : { publicNightlyRate: row.publicNightlyRate }),
    isActive: row.isActive,
  };
}

/** The keys of the uploaded pictures among the hotel's images. */
function pictureKeysIn(row: CorporateHotelRow): string[] {
  const prefix = corporateHotelPicturePath(row.code, '');
  return row.images.filter((image) => image.startsWith(prefix)).map((image) => image.slice(prefix.length));
}

function destinationOf(iata: string) {
  const airport = findAirport(iata);
  if (!airport) throw badRequest(`No encontramos el destino ${iata}.`);
  return { iata: airport.iata, city: airport.city, country: airport.country };
}

/** The negotiated hotels of the target company (resolveTargetCompany). */
export async function listManagedCorporateHotels(
  context: AppContext,
  actor: SignedInUser,
  companyId: number | undefined,
): Promise<CorporateHotelAdmin[]> {
  const rows = await listCorporateHotels(
    context.db,
    scopeOf(actor),
    await resolveTargetCompany(context.db, actor, companyId),
  );
  return rows.map(toCorporateHotelAdmin);
}

export async function createCorporateHotel(
  context: AppContext,
  actor: SignedInUser,
  input: CorporateHotelInput,
  ip: string,
): Promise<CorporateHotelAdmin> {
  const companyId = await resolveTargetCompany(context.db, actor, input.companyId);
  const { companyId: _companyId, ...fields } = input;
  const row = await context.db.transaction(async (tx) => {
    const created = await insertCorporateHotel(tx, {
      ...fields,
      ...destinationOf(input.iata),
      code: `${CORPORATE_HOTEL_CODE_PREFIX}${randomBytes(4).toString('hex').toUpperCase()}`,
      companyId,
    });
    await recordAudit(tx, {
      action: 'corporate_hotel.create',
      entity: 'hotel',
      entityId: created.code,
      companyId,
      actorUserId: actor.id,
      details: { name: created.name, iata: created.iata, nightlyRate: created.nightlyRate },
      ip,
    });
    return created;
  });
  return toCorporateHotelAdmin(row);
}

/** Any field may change; isActive false takes the hotel out of the company's results. */
export async function changeCorporateHotel(
  context: AppContext,
  actor: SignedInUser,
  code: string,
  update: CorporateHotelUpdateInput,
  ip: string,
): Promise<CorporateHotelAdmin> {
  const scope = scopeOf(actor);
  const before = await findCorporateHotel(context.db, scope, code);
  if (!before) throw notFound(CORPORATE_HOTEL_NOT_FOUND_MESSAGE);
  const { iata, ...fields } = update;
  const changes: CorporateHotelChanges = Object.fromEntries(
    Object.entries({ ...fields, ...(iata ? destinationOf(iata) : {}) }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const changed = Object.fromEntries(
    Object.entries(changes)
      .filter(
        ([field, value]) =>
          JSON.stringify(before[field as keyof CorporateHotelRow]) !== JSON.stringify(value),
      )
      .map(([field, value]) => [field, { from: before[field as keyof CorporateHotelRow], to: value }]),
  );
  const after = await context.db.transaction(async (tx) => {
    const row = await updateCorporateHotel(tx, scope, code, changes);
    if (!row) throw notFound(CORPORATE_HOTEL_NOT_FOUND_MESSAGE);
    // An uploaded picture taken out of the images is deleted with it, not left behind unseen.
    if (changes.images) await deleteCorporateHotelPicturesOtherThan(tx, row.id, pictureKeysIn(row));
    await recordAudit(tx, {
      action: 'corporate_hotel.update',
      entity: 'hotel',
      entityId: code,
      companyId: row.companyId,
      actorUserId: actor.id,
      details: { changes: changed },
      ip,
    });
    return row;
  });
  return toCorporateHotelAdmin(after);
}

/** The one room a negotiated rate sells: the agreement gives a price per night, not room types or an allotment. */
export const CORPORATE_ROOM = {
  code: 'CORP',
  name: 'Habitación estándar',
  capacity: 2,
  board: 'RO',
  refundable: false,
  cancellationPolicy: 'Cancelación según el convenio de tu empresa con el hotel.',
} as const;

/** A negotiated hotel priced for a stay, and the company whose rate it is. */
export interface CompanyHotel {
  hotel: SupplierHotel;
  companyName: string;
}

/**
 * One of the signed-in user's company's active negotiated hotels, priced at its rate per night for every room;
 * another company's hotel is not found. The room is available whenever the guests fit: the agreement has no
 * allotment we could count, the hotel confirms the stay with the booking.
 */
export async function findCompanyHotel(
  context: AppContext,
  actor: SignedInUser,
  code: string,
  stay: Stay,
  occupancy: RoomOccupancy,
): Promise<CompanyHotel | undefined> {
  const scope = scopeOf(actor);
  const row = await findCorporateHotel(context.db, scope, code.toUpperCase());
  if (!row?.isActive || row.companyId !== actor.companyId) return undefined;
  const company = await getCompanyRow(context, scope, actor.companyId);
  const nights = countNights(stay.checkIn, stay.checkOut);
  return {
    companyName: company.name,
    hotel: {
      code: row.code,
      name: row.name,
      stars: row.stars,
      description: row.description || endSentence(`Hotel con tarifa negociada por ${company.name}`),
      address: row.address,
      iata: row.iata,
      city: row.city,
      country: row.country,
      latitude: row.latitude,
      longitude: row.longitude,
      images: row.images,
      amenities: row.amenities,
      checkInTime: '15:00',
      checkOutTime: '12:00',
      rooms: [
        {
          ...CORPORATE_ROOM,
          total: (row.nightlyRate ?? 0) * nights * occupancy.rooms,
          nights,
          available: roomHoldsParty(CORPORATE_ROOM.capacity, occupancy.rooms, occupancy),
        },
      ],
    },
  };
}

/** The negotiated hotels of a company in a city (the hotel search lists them first). */
export { listActiveCorporateHotelsIn } from './repository';

/** The hotel's public nightly rate as the company recorded it; null when unknown (reports measure savings by it). */
export async function findPublicNightlyRate(
  db: Executor,
  scope: TenantScope,
  code: string,
): Promise<number | null> {
  return (await findCorporateHotel(db, scope, code))?.publicNightlyRate ?? null;
}
