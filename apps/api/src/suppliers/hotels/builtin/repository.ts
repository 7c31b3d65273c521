import type { Executor } from '@travesia/db';
import { type Database, hotelAllotments, hotelRoomTypes, hotels } from '@travesia/db';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
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
  /** Ordered by rate (then id). */
  roomTypes: (Pick<RoomTypeRow, 'id' | 'capacity' | 'baseRate'> & {
    /** Rooms free on the fullest night of the stay. */
    free: number;
    /** Nights of the stay that already have an allotment row. */
    nights: number;
  })[];
}

const inCity = and(eq(hotels.iata, sql.placeholder('iata')), isBuiltin, eq(hotels.isActive, true));

/** Rooms free on the fullest night of [checkIn, checkOut) and the nights with an allotment row, per room type of the city. */
const cityStock = sql`(
  SELECT ${hotelAllotments.roomTypeId} AS room_type_id, min(${hotelAllotments.total} - ${hotelAllotments.sold}) AS free,
    count(*) AS nights
  FROM ${hotelAllotments}
  WHERE ${hotelAllotments.date} >= ${sql.placeholder('checkIn')} AND ${hotelAllotments.date} < ${sql.placeholder('checkOut')}
    AND ${hotelAllotments.roomTypeId} IN (
      SELECT ${hotelRoomTypes.id} FROM ${hotelRoomTypes} JOIN ${hotels} ON ${hotels.id} = ${hotelRoomTypes.hotelId}
      WHERE ${inCity})
  GROUP BY ${hotelAllotments.roomTypeId}
) AS stock`;

/**
 * What a city's search answer is computed from, as a short text: each hotel and room type by id and row version
 * (`xmin`, which PostgreSQL gives a new value whenever a row is written, so any change to a hotel's or room type's
 * columns changes it; the same idea as Npgsql's optimistic concurrency token) with the room type's stock for the
 * stay, in the order the answer lists them. It reads the rows a search needs but writes no JSON, so it costs a
 * fraction of the full read.
 */
const cityVersion = sql<
  string | null
>`string_agg(concat_ws(' ', ${hotels.id}, ${hotels}.xmin, ${hotelRoomTypes.id},
  ${hotelRoomTypes}.xmin, coalesce(stock.free, 0), coalesce(stock.nights, 0)), ',' ORDER BY ${hotels.code}, ${hotelRoomTypes.baseRate}, ${hotelRoomTypes.id})`;

/** The city's version alone: read on every search (decision 022, addendum). */
const cityVersionStatement = preparedPerDatabase((db) =>
  db
    .select({ version: cityVersion })
    .from(hotels)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.hotelId, hotels.id))
    .leftJoin(cityStock, sql`stock.room_type_id = ${hotelRoomTypes.id}`)
    .where(inCity)
    .prepare('hotel_city_version'),
);

/**
 * The city's version and its hotels with their room types and stock (a `SearchableHotel[]` as JSON text, hotels by
 * code, room types by rate), in one statement, so both describe the same moment of the database.
 */
const searchableHotelsStatement = preparedPerDatabase((db) => {
  const cityHotels = db
    .select({
      code: hotels.code,
      hotel: sql`json_build_object(
        'hotel', json_build_object('id', ${hotels.id}, 'code', ${hotels.code}, 'name', ${hotels.name},
          'stars', ${hotels.stars}, 'latitude', ${hotels.latitude}, 'longitude', ${hotels.longitude},
          'images', ${hotels.images}, 'ownContract', ${hotels.ownContract}),
        'roomTypes', json_agg(json_build_object('id', ${hotelRoomTypes.id}, 'capacity', ${hotelRoomTypes.capacity},
          'baseRate', ${hotelRoomTypes.baseRate}, 'free', coalesce(stock.free, 0), 'nights', coalesce(stock.nights, 0))
          ORDER BY ${hotelRoomTypes.baseRate}, ${hotelRoomTypes.id})
      )`.as('hotel'),
    })
    .from(hotels)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.hotelId, hotels.id))
    .leftJoin(cityStock, sql`stock.room_type_id = ${hotelRoomTypes.id}`)
    .where(inCity)
    .groupBy(hotels.id)
    .as('city_hotels');
  const version = db
    .select({ version: cityVersion })
    .from(hotels)
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.hotelId, hotels.id))
    .leftJoin(cityStock, sql`stock.room_type_id = ${hotelRoomTypes.id}`)
    .where(inCity);
  return db
    .select({
      version: sql<string | null>`(${version})`,
      hotels: sql<string>`coalesce(json_agg(${cityHotels.hotel} ORDER BY ${cityHotels.code}), '[]')::text`,
    })
    .from(cityHotels)
    .prepare('hotel_city_hotels');
});

/** The version of a destination's built-in hotels and their stock for [checkIn, checkOut); null when it has none. */
export async function readCityVersion(
  db: Database,
  iata: string,
  checkIn: string,
  checkOut: string,
): Promise<string | null> {
  const [row] = await cityVersionStatement(db).execute({ iata, checkIn, checkOut });
  return row?.version ?? null;
}

/**
 * The active built-in hotels of a destination with their room types and stock for [checkIn, checkOut) (JSON text,
 * see `parseSearchableHotels`), and the version they have (as `readCityVersion` reads it), read together.
 */
export async function readSearchableHotels(
  db: Database,
  iata: string,
  checkIn: string,
  checkOut: string,
): Promise<{ version: string | null; hotels: string }> {
  const [row] = await searchableHotelsStatement(db).execute({ iata, checkIn, checkOut });
  return { version: row?.version ?? null, hotels: row?.hotels ?? '[]' };
}

/** The hotels of `readSearchableHotels`' text (those with room types). */
export function parseSearchableHotels(text: string): SearchableHotel[] {
  return JSON.parse(text) as SearchableHotel[];
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
