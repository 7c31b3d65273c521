import type { Executor } from '@travesia/db';
import { hotels } from '@travesia/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { inScope, type TenantScope } from '../../lib/tenant-scope';

export type CorporateHotelRow = typeof hotels.$inferSelect;
export type CorporateHotelChanges = Partial<
  Pick<
    CorporateHotelRow,
    | 'name'
    | 'iata'
    | 'city'
    | 'country'
    | 'address'
    | 'latitude'
    | 'longitude'
    | 'stars'
    | 'images'
    | 'nightlyRate'
    | 'publicNightlyRate'
    | 'isActive'
  >
>;

const isCorporate = eq(hotels.source, 'corporate');

/** A company's active negotiated hotels listed under any of these airport codes (one city's). */
export function listActiveCorporateHotelsIn(
  db: Executor,
  scope: TenantScope,
  companyId: number,
  iataCodes: readonly string[],
): Promise<CorporateHotelRow[]> {
  return db
    .select()
    .from(hotels)
    .where(
      and(
        isCorporate,
        eq(hotels.companyId, companyId),
        inArray(hotels.iata, [...iataCodes]),
        eq(hotels.isActive, true),
        inScope(scope, hotels.companyId),
      ),
    )
    .orderBy(asc(hotels.name));
}

/** Every corporate hotel the scope can manage, active or not (optionally of one company). */
export function listCorporateHotels(
  db: Executor,
  scope: TenantScope,
  companyId?: number,
): Promise<CorporateHotelRow[]> {
  return db
    .select()
    .from(hotels)
    .where(
      and(
        isCorporate,
        companyId === undefined ? undefined : eq(hotels.companyId, companyId),
        inScope(scope, hotels.companyId),
      ),
    )
    .orderBy(asc(hotels.companyId), asc(hotels.name));
}

export async function findCorporateHotel(
  db: Executor,
  scope: TenantScope,
  code: string,
): Promise<CorporateHotelRow | undefined> {
  const [row] = await db
    .select()
    .from(hotels)
    .where(and(isCorporate, eq(hotels.code, code), inScope(scope, hotels.companyId)))
    .limit(1);
  return row;
}

export async function insertCorporateHotel(
  db: Executor,
  values: Omit<typeof hotels.$inferInsert, 'source'>,
): Promise<CorporateHotelRow> {
  const [row] = await db
    .insert(hotels)
    .values({ ...values, source: 'corporate' })
    .returning();
  if (!row) throw new Error('The corporate hotel was not stored');
  return row;
}

export async function updateCorporateHotel(
  db: Executor,
  scope: TenantScope,
  code: string,
  changes: CorporateHotelChanges,
): Promise<CorporateHotelRow | undefined> {
  const [row] = await db
    .update(hotels)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(isCorporate, eq(hotels.code, code), inScope(scope, hotels.companyId)))
    .returning();
  return row;
}
