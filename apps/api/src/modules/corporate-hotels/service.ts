import { randomBytes } from 'node:crypto';
import {
  type CorporateHotelAdmin,
  type corporateHotelCreateSchema,
  type corporateHotelUpdateSchema,
  findAirport,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf } from '../../lib/tenant-scope';
import { recordAudit } from '../audit/service';
import { getCompanyRow } from '../companies/service';
import {
  type CorporateHotelChanges,
  type CorporateHotelRow,
  findCorporateHotel,
  insertCorporateHotel,
  listCorporateHotels,
  updateCorporateHotel,
} from './repository';

const CORPORATE_HOTEL_NOT_FOUND_MESSAGE = 'Hotel corporativo no encontrado.';
const COMPANY_REQUIRED_MESSAGE = 'Indica la empresa del hotel.';

type CorporateHotelInput = z.output<typeof corporateHotelCreateSchema>;
type CorporateHotelUpdateInput = z.output<typeof corporateHotelUpdateSchema>;

function toCorporateHotelAdmin(row: CorporateHotelRow): CorporateHotelAdmin {
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
    isActive: row.isActive,
  };
}

function destinationOf(iata: string) {
  const airport = findAirport(iata);
  if (!airport) throw badRequest(`No encontramos el destino ${iata}.`);
  return { iata: airport.iata, city: airport.city, country: airport.country };
}

/** Administrators see their company's negotiated hotels; the operator every company's (or one's). */
export async function listManagedCorporateHotels(
  context: AppContext,
  actor: SignedInUser,
  companyId: number | undefined,
): Promise<CorporateHotelAdmin[]> {
  const rows = await listCorporateHotels(context.db, scopeOf(actor), companyId);
  return rows.map(toCorporateHotelAdmin);
}

export async function createCorporateHotel(
  context: AppContext,
  actor: SignedInUser,
  input: CorporateHotelInput,
  ip: string,
): Promise<CorporateHotelAdmin> {
  const scope = scopeOf(actor);
  const companyId = input.companyId ?? (scope.companyId === null ? undefined : actor.companyId);
  if (companyId === undefined) throw badRequest(COMPANY_REQUIRED_MESSAGE);
  await getCompanyRow(context, scope, companyId);
  const { companyId: _companyId, ...fields } = input;
  const row = await context.db.transaction(async (tx) => {
    const created = await insertCorporateHotel(tx, {
      ...fields,
      ...destinationOf(input.iata),
      code: `CORP-${randomBytes(4).toString('hex').toUpperCase()}`,
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
