import { type Database, hotelAllotments, hotelRoomTypes, hotels } from '@travesia/db';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../context';
import { preparedPerDatabase } from '../../../lib/prepared-statement';
import type { GeneratedHotel } from './generate-hotels';

export type HotelRow = typeof hotels.$inferSelect;
export type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;

const isBuiltin = and(eq(hotels.source, 'builtin'), isNull(hotels.companyId));

/** Stores a city's generated hotels; processes racing on the same city insert them once (ON CONFLICT DO NOTHING). */
export async function insertGeneratedHotels(db: Executor, generated: GeneratedHotel[]): Promise<void> {
  if (generated.length === 0) return;
  await db
    .insert(hotels)
    .values(
      generated.map(({ roomTypes: _roomTypes, ...hotel }) => ({ ...hotel, source: 'builtin' as const })),
    )
    .onConflictDoNothing({ target: hotels.code });
  const stored = await db
    .select({ id: hotels.id, code: hotels.code })
    .from(hotels)
    .where(
      inArray(
        hotels.code,
        generated.map((hotel) => hotel.code),
      ),
    );
  const idByCode = new Map(stored.map((row) => [row.code, row.id]));
  const roomTypes = generated.flatMap((hotel) => {
    const hotelId = idByCode.get(hotel.code);
    return hotelId === undefined ? [] : hotel.roomTypes.map((roomType) => ({ ...roomType, hotelId }));
  });
  if (roomTypes.length > 0) {
    await db
      .insert(hotelRoomTypes)
      .values(roomTypes)
      .onConflictDoNothing({ target: [hotelRoomTypes.hotelId, hotelRoomTypes.code] });
  }
}

export interface HotelWithRooms {
  hotel: HotelRow;
  roomTypes: RoomTypeRow[];
}

function groupRooms<H extends { id: number }, R>(
  rows: { hotel: H; roomType: R }[],
): { hotel: H; roomTypes: R[] }[] {
  const byHotel = new Map<number, { hotel: H; roomTypes: R[] }>();
  for (const { hotel, roomType } of rows) {
    let entry = byHotel.get(hotel.id);
    if (!entry) {
      entry = { hotel, roomTypes: [] };
      byHotel.set(hotel.id, entry);
    }
    entry.roomTypes.push(roomType);
  }
  return [...byHotel.values()];
}

/** What a search needs of a city's hotels: the card fields and each room type's capacity, rate and stock. */
export interface SearchableHotel {
  hotel: Pick<
    HotelRow,
    'id' | 'code' | 'name' | 'stars' | 'latitude' | 'longitude' | 'images' | 'ownContract'
  >;
  roomTypes: (Pick<RoomTypeRow, 'id' | 'capacity' | 'baseRate'> & {
    /** Rooms free on the fullest night of the stay. */
    free: number;
    /** Nights of the stay that already have an allotment row. */
    nights: number;
  })[];
}

/**
 * One row per hotel, its room types with their stock for the stay aggregated inside (ordered by rate), so a hotel's
 * card fields (images above all) are read and parsed once rather than once per room type; prepared, since it runs
 * on every search (decision 022).
 */
const searchableHotelsStatement = preparedPerDatabase((db) => {
  const roomsWithStock = sql`
    SELECT ${hotelRoomTypes.id}, ${hotelRoomTypes.capacity}, ${hotelRoomTypes.baseRate},
      coalesce(min(${hotelAllotments.total} - ${hotelAllotments.sold}), 0) AS free,
      count(${hotelAllotments.date}) AS nights
    FROM ${hotelRoomTypes}
    LEFT JOIN ${hotelAllotments} ON ${hotelAllotments.roomTypeId} = ${hotelRoomTypes.id}
      AND ${hotelAllotments.date} >= ${sql.placeholder('checkIn')} AND ${hotelAllotments.date} < ${sql.placeholder('checkOut')}
    WHERE ${hotelRoomTypes.hotelId} = ${hotels.id}
    GROUP BY ${hotelRoomTypes.id}`;
  return db
    .select({
      hotel: {
        id: hotels.id,
        code: hotels.code,
        name: hotels.name,
        stars: hotels.stars,
        latitude: hotels.latitude,
        longitude: hotels.longitude,
        images: hotels.images,
        ownContract: hotels.ownContract,
      },
      roomTypes: sql<SearchableHotel['roomTypes'] | null>`(
        SELECT json_agg(json_build_object('id', rooms.id, 'capacity', rooms.capacity, 'baseRate', rooms.base_rate,
          'free', rooms.free, 'nights', rooms.nights) ORDER BY rooms.base_rate, rooms.id)
        FROM (${roomsWithStock}) AS rooms
      )`,
    })
    .from(hotels)
    .where(and(eq(hotels.iata, sql.placeholder('iata')), isBuiltin, eq(hotels.isActive, true)))
    .orderBy(hotels.code)
    .prepare('searchable_hotels');
});

/**
 * The active built-in hotels of a destination that have room types, with their stock for [checkIn, checkOut), in
 * one query that reads only what a search uses.
 */
export async function listSearchableHotelsOf(
  db: Database,
  iata: string,
  checkIn: string,
  checkOut: string,
): Promise<SearchableHotel[]> {
  const rows = await searchableHotelsStatement(db).execute({ iata, checkIn, checkOut });
  return rows.flatMap(({ hotel, roomTypes }) => (roomTypes ? [{ hotel, roomTypes }] : []));
}

export async function findBuiltinHotel(db: Executor, code: string): Promise<HotelWithRooms | undefined> {
  const rows = await db
    .select({ hotel: hotels, roomType: hotelRoomTypes })
    .from(hotels)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.hotelId, hotels.id))
    .where(and(eq(hotels.code, code), isBuiltin, eq(hotels.isActive, true)))
    .orderBy(hotelRoomTypes.baseRate);
  return groupRooms(rows)[0];
}

/** Creates the missing allotment rows (one per room type and night) with each room type's nightly stock. */
export async function ensureAllotments(
  db: Executor,
  roomTypeIds: number[],
  firstNight: string,
  lastNight: string,
): Promise<void> {
  if (roomTypeIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO ${hotelAllotments} (room_type_id, date, total)
    SELECT rt.id, night::date, rt.rooms_per_night
    FROM ${hotelRoomTypes} rt
    CROSS JOIN generate_series(${firstNight}::date, ${lastNight}::date, interval '1 day') AS night
    WHERE rt.id IN ${roomTypeIds}
    ON CONFLICT DO NOTHING`);
}

/** Rooms still free on the fullest night of [checkIn, checkOut), per room type (missing: no allotment yet). */
export async function freeRoomsByRoomType(
  db: Executor,
  roomTypeIds: number[],
  checkIn: string,
  checkOut: string,
): Promise<Map<number, { free: number; nights: number }>> {
  if (roomTypeIds.length === 0) return new Map();
  const rows = await db
    .select({
      roomTypeId: hotelAllotments.roomTypeId,
      free: sql<number>`min(${hotelAllotments.total} - ${hotelAllotments.sold})`.mapWith(Number),
      nights: sql<number>`count(*)`.mapWith(Number),
    })
    .from(hotelAllotments)
    .where(
      and(
        inArray(hotelAllotments.roomTypeId, roomTypeIds),
        gte(hotelAllotments.date, checkIn),
        lt(hotelAllotments.date, checkOut),
      ),
    )
    .groupBy(hotelAllotments.roomTypeId);
  return new Map(rows.map((row) => [row.roomTypeId, { free: row.free, nights: row.nights }]));
}

/**
 * Takes `rooms` from every night of the stay, but only where that many are still free; returns how many
 * nights it could take. Concurrent bookings of the last room serialise on the row locks and the loser's
 * condition fails, so the caller rolls back unless every night was taken.
 */
export async function consumeAllotment(
  db: Executor,
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  rooms: number,
): Promise<number> {
  const updated = await db
    .update(hotelAllotments)
    .set({ sold: sql`${hotelAllotments.sold} + ${rooms}` })
    .where(
      and(
        eq(hotelAllotments.roomTypeId, roomTypeId),
        gte(hotelAllotments.date, checkIn),
        lt(hotelAllotments.date, checkOut),
        sql`${hotelAllotments.sold} + ${rooms} <= ${hotelAllotments.total}`,
      ),
    )
    .returning({ date: hotelAllotments.date });
  return updated.length;
}

/** Gives rooms back to every night of the stay (a cancelled booking). */
export async function releaseAllotment(
  db: Executor,
  roomTypeId: number,
  checkIn: string,
  checkOut: string,
  rooms: number,
): Promise<void> {
  await db
    .update(hotelAllotments)
    .set({ sold: sql`${hotelAllotments.sold} - ${rooms}` })
    .where(
      and(
        eq(hotelAllotments.roomTypeId, roomTypeId),
        gte(hotelAllotments.date, checkIn),
        lt(hotelAllotments.date, checkOut),
        gte(hotelAllotments.sold, rooms),
      ),
    );
}
