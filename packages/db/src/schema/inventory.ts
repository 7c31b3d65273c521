import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';
import { companies } from './companies';

/**
 * Hotel inventory. Built-in hotels (company_id null) are generated per destination on first search and shared
 * by every company; corporate hotels belong to one company and carry its negotiated nightly rate.
 */
export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    source: text('source').$type<'builtin' | 'corporate'>().notNull(),
    /** Airport code of the destination the hotel is listed under. */
    iata: text('iata').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    stars: integer('stars').notNull(),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    /** Built-in hotels whose rates the agency negotiated itself (shown as 'propios'). */
    ownContract: boolean('own_contract').notNull().default(false),
    /** Corporate hotels: the company's negotiated rate per night in COP. */
    nightlyRate: integer('nightly_rate'),
    /** Corporate hotels: the hotel's public rate per night in COP, against which the negotiated one saves. */
    publicNightlyRate: integer('public_nightly_rate'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('hotels_code_key').on(t.code),
    index('hotels_iata_idx').on(t.iata, t.source),
    index('hotels_company_idx').on(t.companyId),
  ],
);

/** Pictures an admin uploaded for a corporate hotel, served by the product at the path the hotel's images hold. */
export const corporateHotelPictures = pgTable(
  'corporate_hotel_pictures',
  {
    /** Random, in the served address: the picture route is public, as an image tag sends no bearer token. */
    key: text('key').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    /** Read from the bytes' magic numbers on upload, never taken from the client. */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    ...timestamps,
  },
  (t) => [index('corporate_hotel_pictures_hotel_idx').on(t.hotelId)],
);

export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    board: text('board').$type<'RO' | 'BB' | 'HB' | 'AI'>().notNull(),
    refundable: boolean('refundable').notNull(),
    cancellation: text('cancellation').notNull(),
    /** COP per night for one adult on an ordinary weekday; the price rule adds date and occupancy. */
    baseRate: integer('base_rate').notNull(),
    /** Rooms of this type the hotel sells each night (the allotment of a new date). */
    roomsPerNight: integer('rooms_per_night').notNull(),
  },
  (t) => [uniqueIndex('hotel_room_types_hotel_code_key').on(t.hotelId, t.code)],
);

/** Rooms of one type for one night: created on demand, `sold` only grows while it stays within `total`. */
export const hotelAllotments = pgTable(
  'hotel_allotments',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => hotelRoomTypes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.date] }),
    check('hotel_allotments_sold_check', sql`${t.sold} >= 0 AND ${t.sold} <= ${t.total}`),
  ],
);

/**
 * Built-in flight schedule. A leg route (one origin to one destination) is generated from the airport list the
 * first time a search needs it; this row marks that its schedules are stored, so they are generated only once.
 */
export const storedFlightRoutes = pgTable(
  'flight_routes',
  {
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.origin, t.destination] })],
);

/** One scheduled leg of the built-in schedule, flown on the weekdays of its mask. */
export const flightSchedules = pgTable(
  'flight_schedules',
  {
    id: serial('id').primaryKey(),
    /** Marketing carrier (IATA code). */
    carrier: text('carrier').notNull(),
    flightNumber: integer('flight_number').notNull(),
    operatingCarrier: text('operating_carrier').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    /** Minutes after local midnight at the origin. */
    departureMinutes: integer('departure_minutes').notNull(),
    /** Block time, technical stop included. */
    durationMinutes: integer('duration_minutes').notNull(),
    aircraft: text('aircraft').notNull(),
    /** Airport of a refuelling stop on the way (passengers stay on board). */
    technicalStop: text('technical_stop'),
    technicalStopMinutes: integer('technical_stop_minutes'),
    /** Bit 0 = Sunday … bit 6 = Saturday, in the origin's local calendar. */
    weekdays: integer('weekdays').notNull(),
  },
  (t) => [
    uniqueIndex('flight_schedules_flight_key').on(t.carrier, t.flightNumber, t.origin, t.destination),
    index('flight_schedules_route_idx').on(t.origin, t.destination),
  ],
);

/**
 * Seats of one cabin of one flight on one date: created on first use at a deterministic initial load;
 * `seats_left` only changes through conditional updates, so it never goes below zero.
 */
export const flightSeats = pgTable(
  'flight_seats',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => flightSchedules.id, { onDelete: 'cascade' }),
    /** Local departure date at the origin. */
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    cabin: text('cabin').$type<'Y' | 'W' | 'C' | 'F'>().notNull(),
    capacity: integer('capacity').notNull(),
    seatsLeft: integer('seats_left').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.departureDate, t.cabin] }),
    check('flight_seats_left_check', sql`${t.seatsLeft} >= 0 AND ${t.seatsLeft} <= ${t.capacity}`),
  ],
);
