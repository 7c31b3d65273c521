import type { Executor } from '@travesia/db';
import {
  companies,
  corporateCards,
  costCenters,
  type DatabaseHandle,
  hotels,
  outOfPolicyReasons,
  travelGroups,
  userApprovers,
  users,
  withDatabaseLock,
} from '@travesia/db';
import {
  type ApprovalDeadlineOutcome,
  type ApprovalMode,
  addDays,
  type BookingStatus,
  DEADLINE_DECISION_NOTE,
  type FlightBookingDetails,
  type FlightPassenger,
  flightBookingFacts,
  flightFareBreakdown,
  type HotelBookingDetails,
  hotelBookingFacts,
  type PolicyRule,
  statusAfterDeadline,
  toIsoDate,
} from '@travesia/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { between, pick, type Random, randomFor } from '../lib/seeded-random';
import {
  type PastBooking,
  type PastChange,
  type PastTrip,
  recordPastTrips,
  sumBookedByCostCenter,
} from '../modules/bookings/service';
import { listFlightPolicyRules, listHotelPolicyRules } from '../modules/policies/service';
import { generateLegSchedules } from '../suppliers/flights/builtin/generate-schedule';
import { legOn, operatesOn, toFlightResult } from '../suppliers/flights/builtin/itineraries';
import { distanceKm, requireAirport } from '../suppliers/flights/builtin/network';
import type { ScheduleRow } from '../suppliers/flights/builtin/repository';
import { DEMO_PASSWORD } from './demo-data';

/*
 * A year of Andes Energía's trips (issue 13), so the reports show something on the first start: about four hundred
 * flights and stays of ten more employees over the twelve months before the first start, a few out of policy, some
 * rejected, decided by Carlos with realistic delays. The same start date always gives the same trips (a seeded
 * generator). None of it is Laura's, Carlos's or Ana's own trips and none waits for a decision or for emission, so the
 * demo users' lists and queues stay as they were; the admin's company list and the reports see it.
 */

const HISTORY_LOCK_ID = 727_013;
const TRIPS = 420;
const COMPANY_TAX_ID = '900123456-8';
const APPROVER_EMAIL = 'aprobador@andesenergia.co';
const OPERATOR_EMAIL = 'operador@travesia.co';
/** Share of history trips decided by the company's deadline default rather than by Carlos. */
const DEADLINE_DEFAULT_SHARE = 0.12;

interface HistoryTraveller {
  email: string;
  firstName: string;
  lastName: string;
  documento: string;
  costCenter: string;
  group: 'Directivos' | 'Equipo de campo' | null;
  /** How often they travel, relative to the others. */
  weight: number;
}

const TRAVELLERS: HistoryTraveller[] = [
  {
    email: 'mateo.vargas@andesenergia.co',
    firstName: 'Mateo',
    lastName: 'Vargas',
    documento: '1015400201',
    costCenter: 'OPS-100',
    group: 'Equipo de campo',
    weight: 5,
  },
  {
    email: 'valeria.ortiz@andesenergia.co',
    firstName: 'Valeria',
    lastName: 'Ortiz',
    documento: '1015400202',
    costCenter: 'COM-200',
    group: null,
    weight: 4,
  },
  {
    email: 'santiago.mejia@andesenergia.co',
    firstName: 'Santiago',
    lastName: 'Mejía',
    documento: '1015400203',
    costCenter: 'OPS-100',
    group: 'Equipo de campo',
    weight: 4,
  },
  {
    email: 'camila.rojas@andesenergia.co',
    firstName: 'Camila',
    lastName: 'Rojas',
    documento: '1015400204',
    costCenter: 'COM-200',
    group: 'Directivos',
    weight: 3,
  },
  {
    email: 'andres.castro@andesenergia.co',
    firstName: 'Andrés',
    lastName: 'Castro',
    documento: '1015400205',
    costCenter: 'TEC-300',
    group: null,
    weight: 2,
  },
  {
    email: 'daniela.herrera@andesenergia.co',
    firstName: 'Daniela',
    lastName: 'Herrera',
    documento: '1015400206',
    costCenter: 'OPS-100',
    group: null,
    weight: 3,
  },
  {
    email: 'felipe.moreno@andesenergia.co',
    firstName: 'Felipe',
    lastName: 'Moreno',
    documento: '1015400207',
    costCenter: 'COM-200',
    group: 'Directivos',
    weight: 2,
  },
  {
    email: 'isabella.torres@andesenergia.co',
    firstName: 'Isabella',
    lastName: 'Torres',
    documento: '1015400208',
    costCenter: 'TEC-300',
    group: null,
    weight: 2,
  },
  {
    email: 'juan.pineda@andesenergia.co',
    firstName: 'Juan Pablo',
    lastName: 'Pineda',
    documento: '1015400209',
    costCenter: 'OPS-100',
    group: 'Equipo de campo',
    weight: 3,
  },
  {
    email: 'mariana.lopez@andesenergia.co',
    firstName: 'Mariana',
    lastName: 'López',
    documento: '1015400210',
    costCenter: 'TEC-300',
    group: 'Directivos',
    weight: 1,
  },
];

/** Where Andes Energía's people fly: mostly within Colombia, a fifth abroad. */
const FLIGHT_ROUTES: { from: string; to: string; weight: number }[] = [
  { from: 'BOG', to: 'MDE', weight: 10 },
  { from: 'BOG', to: 'CTG', weight: 6 },
  { from: 'BOG', to: 'CLO', weight: 5 },
  { from: 'BOG', to: 'BAQ', weight: 4 },
  { from: 'BOG', to: 'BGA', weight: 3 },
  { from: 'MDE', to: 'CTG', weight: 2 },
  { from: 'BOG', to: 'SMR', weight: 2 },
  { from: 'BOG', to: 'PEI', weight: 2 },
  { from: 'BOG', to: 'MIA', weight: 3 },
  { from: 'BOG', to: 'PTY', weight: 2 },
  { from: 'BOG', to: 'MEX', weight: 2 },
  { from: 'BOG', to: 'LIM', weight: 1 },
  { from: 'BOG', to: 'MAD', weight: 1 },
];

/** Stays: the two negotiated hotels and hotels of other cities (by the built-in inventory's naming). */
const STAYS: {
  code: string;
  name: string;
  iata: string;
  city: string;
  country: string;
  night: number;
  stars: number;
  weight: number;
}[] = [
  {
    code: 'CORP-ANDES-BOG',
    name: 'Hotel Corporativo Calle 93',
    iata: 'BOG',
    city: 'Bogotá',
    country: 'Colombia',
    night: 310_000,
    stars: 4,
    weight: 6,
  },
  {
    code: 'CORP-ANDES-MDE',
    name: 'Hotel Ejecutivo El Poblado',
    iata: 'MDE',
    city: 'Medellín',
    country: 'Colombia',
    night: 280_000,
    stars: 4,
    weight: 6,
  },
  {
    code: 'DEMO-CTG-1',
    name: 'Hotel Bocagrande Plaza',
    iata: 'CTG',
    city: 'Cartagena',
    country: 'Colombia',
    night: 420_000,
    stars: 4,
    weight: 3,
  },
  {
    code: 'DEMO-CLO-1',
    name: 'Hotel Granada Real',
    iata: 'CLO',
    city: 'Cali',
    country: 'Colombia',
    night: 260_000,
    stars: 3,
    weight: 3,
  },
  {
    code: 'DEMO-BAQ-1',
    name: 'Hotel Alto Prado',
    iata: 'BAQ',
    city: 'Barranquilla',
    country: 'Colombia',
    night: 290_000,
    stars: 4,
    weight: 2,
  },
  {
    code: 'DEMO-BGA-1',
    name: 'Hotel Cabecera Country',
    iata: 'BGA',
    city: 'Bucaramanga',
    country: 'Colombia',
    night: 230_000,
    stars: 3,
    weight: 2,
  },
  {
    code: 'DEMO-MIA-1',
    name: 'Brickell Business Hotel',
    iata: 'MIA',
    city: 'Miami',
    country: 'Estados Unidos',
    night: 980_000,
    stars: 4,
    weight: 1,
  },
  {
    code: 'DEMO-MEX-1',
    name: 'Hotel Reforma Centro',
    iata: 'MEX',
    city: 'Ciudad de México',
    country: 'México',
    night: 620_000,
    stars: 4,
    weight: 1,
  },
];

/**
 * Each center's yearly budget as a share of what the history spends in its twelve months (issue 36: all three were
 * at 162–185 % of the fixed demo budgets): a company plans a year on the last one, and Operaciones keeps room,
 * Comercial runs close and Tecnología just past its budget by December. Earlier in the year every center is under.
 */
const BUDGET_PACE: Record<string, number> = { 'OPS-100': 0.75, 'COM-200': 0.9, 'TEC-300': 1.05 };

/** The negotiated hotels' public rates per night, against which the reports count the savings. */
export const DEMO_PUBLIC_NIGHTLY_RATES: Record<string, number> = {
  'CORP-ANDES-BOG': 385_000,
  'CORP-ANDES-MDE': 340_000,
};

function weighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let point = random() * total;
  for (const item of items) {
    point -= item.weight;
    if (point < 0) return item;
  }
  return items.at(-1) as T;
}

/**
 * Adds the history once, under a database-wide lock, when the demo company exists and has none yet (its first
 * history traveller is the marker); returns whether it did.
 */
export async function seedDemoHistory(
  database: Pick<DatabaseHandle, 'db'>,
  now = new Date(),
): Promise<boolean> {
  const { db } = database;
  const [company] = await db
    .select({
      id: companies.id,
      country: companies.country,
      approvalMode: companies.approvalMode,
      approvalDeadlineHours: companies.approvalDeadlineHours,
      approvalDeadlineOutcome: companies.approvalDeadlineOutcome,
    })
    .from(companies)
    .where(eq(companies.taxId, COMPANY_TAX_ID));
  if (!company || (await hasHistory(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withDatabaseLock(db, HISTORY_LOCK_ID, async (tx) => {
    if (await hasHistory(tx)) return false;
    await insertHistory(tx, company, passwordHash, now);
    return true;
  });
}

async function hasHistory(db: Executor): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, (TRAVELLERS[0] as HistoryTraveller).email))
    .limit(1);
  return rows.length > 0;
}

function passengerOf(traveller: HistoryTraveller, index: number): FlightPassenger {
  return {
    type: 'adult',
    documentType: 'CC',
    documento: traveller.documento,
    firstname: traveller.firstName,
    last_name: traveller.lastName,
    gender: index % 2 === 0 ? 'M' : 'F',
    birthDate: `19${80 + index}-0${(index % 9) + 1}-15`,
    documentExpiry: '2034-12-31',
    nationality: 'CO',
    email: traveller.email,
    phone: `+57 310 555 02${String(index).padStart(2, '0')}`,
  };
}

/** The first flight of the leg's schedules on or after `date` (a week always has one). */
function scheduledLeg(random: Random, origin: string, destination: string, date: string) {
  const schedules = generateLegSchedules(requireAirport(origin), requireAirport(destination))
    .filter((leg) => leg.technicalStop === null)
    .map((leg, index): ScheduleRow => ({ id: index + 1, ...leg }));
  if (schedules.length === 0) return null;
  const schedule = pick(random, schedules);
  for (let offset = 0; offset < 7; offset += 1) {
    const day = addDays(date, offset);
    if (operatesOn(schedule, day)) return legOn(schedule, day);
  }
  return null;
}

interface HistoryCompany {
  id: number;
  country: string | null;
  approvalMode: ApprovalMode;
  approvalDeadlineHours: number;
  approvalDeadlineOutcome: ApprovalDeadlineOutcome;
}

async function insertHistory(
  db: Executor,
  company: HistoryCompany,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const companyId = company.id;
  const random = randomFor(`historial-andes-${toIsoDate(now)}`);
  const centers = new Map(
    (await db.select().from(costCenters).where(eq(costCenters.companyId, companyId))).map((row) => [
      row.code,
      row.id,
    ]),
  );
  const reasons = await db
    .select({ id: outOfPolicyReasons.id, label: outOfPolicyReasons.label })
    .from(outOfPolicyReasons)
    .where(eq(outOfPolicyReasons.companyId, companyId));
  const [approver] = await db.select({ id: users.id }).from(users).where(eq(users.email, APPROVER_EMAIL));
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, OPERATOR_EMAIL));
  const [card] = await db
    .select({ id: corporateCards.id })
    .from(corporateCards)
    .where(eq(corporateCards.companyId, companyId));
  if (!approver) return;
  for (const [code, rate] of Object.entries(DEMO_PUBLIC_NIGHTLY_RATES)) {
    await db
      .update(hotels)
      .set({ publicNightlyRate: rate })
      .where(and(eq(hotels.code, code), isNull(hotels.publicNightlyRate)));
  }

  const groupIds = new Map<string, number>();
  for (const name of ['Directivos', 'Equipo de campo']) {
    const [group] = await db
      .insert(travelGroups)
      .values({ companyId, name })
      .onConflictDoNothing()
      .returning({ id: travelGroups.id });
    const id =
      group?.id ??
      (
        await db
          .select({ id: travelGroups.id })
          .from(travelGroups)
          .where(and(eq(travelGroups.companyId, companyId), eq(travelGroups.name, name)))
      )[0]?.id;
    if (id !== undefined) groupIds.set(name, id);
  }
  const travellerRows = await db
    .insert(users)
    .values(
      TRAVELLERS.map((traveller) => ({
        companyId,
        documento: traveller.documento,
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        email: traveller.email,
        role: 'viajero' as const,
        passwordHash,
        travelGroupId: traveller.group ? (groupIds.get(traveller.group) ?? null) : null,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIdOf = new Map(travellerRows.map((row) => [row.email, row.id]));
  await db
    .insert(userApprovers)
    .values(travellerRows.map((row) => ({ companyId, userId: row.id, approverId: approver.id })));

  // Each traveller's rules as checkout reads them (the company's demo policies, demo-data.ts).
  const rulesOf = new Map<number, { flight: PolicyRule[]; hotel: PolicyRule[] }>();
  for (const { id } of travellerRows) {
    const holder = { id, companyId };
    rulesOf.set(id, {
      flight: await listFlightPolicyRules(db, { companyId }, holder),
      hotel: await listHotelPolicyRules(db, { companyId }, holder),
    });
  }

  const trips: PastTrip[] = [];
  for (let index = 0; index < TRIPS; index += 1) {
    const traveller = weighted(random, TRAVELLERS);
    const travellerIndex = TRAVELLERS.indexOf(traveller);
    const userId = userIdOf.get(traveller.email) as number;
    const rules = rulesOf.get(userId) ?? { flight: [], hotel: [] };
    // Booked on a working day of the last 365 days, between 7:00 and 19:00 in Bogotá.
    const bookedOn = addDays(toIsoDate(now), -between(random, 1, 365));
    const bookedAt = new Date(
      `${bookedOn}T${String(between(random, 7, 18)).padStart(2, '0')}:${String(between(random, 0, 59)).padStart(2, '0')}:00-05:00`,
    );
    // Mostly a week or two ahead; a few at the last minute.
    const advance = random() < 0.15 ? between(random, 0, 2) : between(random, 3, 30);
    const startsOn = addDays(bookedOn, advance);
    const costCenterId =
      centers.get(random() < 0.85 ? traveller.costCenter : pick(random, [...centers.keys()])) ?? null;

    let booked: Omit<PastBooking, 'locator' | 'idempotencyKey'> | null = null;
    if (random() < 0.6) {
      const route = weighted(random, FLIGHT_ROUTES);
      const outboundLeg = scheduledLeg(random, route.from, route.to, startsOn);
      if (!outboundLeg) continue;
      const isRoundTrip = random() < 0.75;
      const returnLeg = isRoundTrip
        ? scheduledLeg(
            random,
            route.to,
            route.from,
            addDays(outboundLeg.departureDate, between(random, 1, 5)),
          )
        : null;
      const km = distanceKm(requireAirport(route.from), requireAirport(route.to));
      const directionFare = () => Math.round((150_000 + km * between(random, 140, 260)) / 100) * 100;
      const passengers = { adults: 1, children: 0, infants: 0 };
      const itinerary = toFlightResult(
        { legs: [outboundLeg], direction: 0, adultFare: directionFare(), seatsLeft: 9 },
        returnLeg ? { legs: [returnLeg], direction: 1, adultFare: directionFare(), seatsLeft: 9 } : undefined,
        'Y',
        passengers,
        4_500,
      );
      const family =
        random() < 0.75 ? itinerary.fareFamilies[0] : pick(random, itinerary.fareFamilies.slice(1));
      if (!family) continue;
      // The lowest fare the search showed: often the chosen one, otherwise up to a fifth below it.
      const lowestFare =
        Math.round(
          ((itinerary.fareFamilies[0]?.price ?? family.price) *
            (random() < 0.55 ? 1 : 0.78 + random() * 0.2)) /
            100,
        ) * 100;
      const facts = flightBookingFacts({
        itinerary,
        family,
        passengers,
        rules: rules.flight,
        lowestFare,
        now: bookedAt,
      });
      const details: FlightBookingDetails = {
        version: 1,
        itinerary,
        fareFamily: family.code,
        extraLuggage: [],
        passengers: [passengerOf(traveller, travellerIndex)],
        breakdown: flightFareBreakdown(itinerary, family, 0),
      };
      booked = {
        userId,
        type: 'flight',
        supplier: 'builtin',
        details,
        total: family.price,
        withinPolicy: facts.isWithinPolicy,
        costCenterId,
        paymentMethod: 'tarjeta_corporativa',
        corporateCardId: card?.id ?? null,
        startsOn: facts.startsOn,
        endsOn: facts.endsOn,
        ...facts.reportFacts,
      };
    } else {
      const stay = weighted(random, STAYS);
      const nights = between(random, 1, 4);
      const night = Math.round((stay.night * (0.85 + random() * 0.45)) / 1000) * 1000;
      const isNegotiated = stay.code.startsWith('CORP-');
      const nightly = isNegotiated ? stay.night : night;
      const checkOut = addDays(startsOn, nights);
      const facts = hotelBookingFacts({
        hotel: {
          code: stay.code,
          name: stay.name,
          iata: stay.iata,
          country: stay.country,
          stars: stay.stars,
        },
        companyCountry: company.country,
        stay: { checkIn: startsOn, checkOut },
        rooms: 1,
        total: nightly * nights,
        rules: rules.hotel,
        publicNightlyRate: DEMO_PUBLIC_NIGHTLY_RATES[stay.code] ?? null,
        now: bookedAt,
      });
      const traveller0 = passengerOf(traveller, travellerIndex);
      const details: HotelBookingDetails = {
        version: 2,
        hotelCode: stay.code,
        hotelName: stay.name,
        roomCode: isNegotiated ? 'CORP' : 'STD',
        roomName: isNegotiated ? 'Habitación corporativa' : 'Habitación estándar',
        checkIn: startsOn,
        checkOut,
        nights: facts.nights,
        rooms: 1,
        adults: 1,
        childAges: [],
        infants: 0,
        address: null,
        city: stay.city,
        country: stay.country,
        guest: {
          firstname: traveller.firstName,
          last_name: traveller.lastName,
          email: traveller.email,
          phone: traveller0.phone ?? '',
        },
        corporateRateOf: isNegotiated ? 'Andes Energía S.A.S.' : null,
        cancellationPolicy: null,
      };
      booked = {
        userId,
        type: 'hotel',
        supplier: isNegotiated ? 'corporate' : 'builtin',
        details,
        total: nightly * nights,
        withinPolicy: facts.isWithinPolicy,
        costCenterId,
        paymentMethod: 'tarjeta_corporativa',
        corporateCardId: card?.id ?? null,
        startsOn: facts.startsOn,
        endsOn: facts.endsOn,
        ...facts.reportFacts,
      };
    }

    // Out of policy waits for Carlos (the company's approval mode); the rest is approved at once.
    const changes: PastChange[] = [];
    let status: BookingStatus = 'emitted';
    let decidedAt: Date | null = null;
    const reason = booked.withinPolicy ? null : pick(random, reasons);
    const bookingIndex = trips.length;
    if (!booked.withinPolicy) {
      const byDeadline = random() < DEADLINE_DEFAULT_SHARE;
      // People decide within minutes to a day and a half; the median is a few hours.
      const hours = byDeadline
        ? company.approvalDeadlineHours
        : Math.min(40, 0.2 + -Math.log(1 - random()) * 5);
      decidedAt = new Date(bookedAt.getTime() + hours * 3_600_000);
      if (decidedAt > now) decidedAt = new Date(now.getTime() - 60_000);
      const isRejected = byDeadline
        ? statusAfterDeadline(company.approvalDeadlineOutcome) === 'rejected'
        : random() < 0.25;
      status = isRejected ? 'rejected' : 'emitted';
      changes.push({
        to: isRejected ? 'rejected' : 'approved',
        at: decidedAt,
        actorUserId: byDeadline ? null : approver.id,
        ...(byDeadline
          ? { comment: DEADLINE_DECISION_NOTE }
          : isRejected
            ? { comment: 'Hay opciones dentro de la política para esas fechas.' }
            : {}),
      });
    }
    if (status === 'emitted' && random() < 0.04) status = 'cancelled';
    if (status !== 'rejected') {
      const emittedAt = new Date((decidedAt ?? bookedAt).getTime() + 2 * 3_600_000);
      changes.push({
        to: 'emitted',
        at: emittedAt < now ? emittedAt : now,
        actorUserId: operator?.id ?? null,
      });
      if (status === 'cancelled') {
        const cancelledAt = new Date(emittedAt.getTime() + 86_400_000);
        changes.push({ to: 'cancelled', at: now < cancelledAt ? now : cancelledAt, actorUserId: userId });
      }
    }
    trips.push({
      booking: {
        ...booked,
        locator: `H${String(bookingIndex).padStart(5, '0')}`,
        supplierRef: `HIST-${bookingIndex}`,
        supplierLocator:
          status === 'rejected'
            ? null
            : `Q${String(bookingIndex * 7919)
                .slice(-5)
                .padStart(5, '0')}`,
        idempotencyKey: `historial-${bookingIndex}`,
        outOfPolicyReasonId: reason?.id ?? null,
        outOfPolicyReason: reason?.label ?? null,
      },
      bookedAt,
      changes,
    });
  }

  await recordPastTrips(db, company, trips);
  await setBudgetsToPace(db, companyId, centers, trips);
}

/**
 * Sets each center's budget from what the history's trips charged to it as the budget screen counts it (BUDGET_PACE),
 * to the million.
 */
async function setBudgetsToPace(
  db: Executor,
  companyId: number,
  centers: ReadonlyMap<string, number>,
  trips: readonly PastTrip[],
): Promise<void> {
  const since = new Date(Math.min(...trips.map((trip) => trip.bookedAt.getTime())));
  const spentBy = await sumBookedByCostCenter(db, { companyId }, [...centers.values()], since);
  for (const [code, pace] of Object.entries(BUDGET_PACE)) {
    const id = centers.get(code);
    const spent = id === undefined ? 0 : (spentBy.get(id) ?? 0);
    if (id === undefined || spent === 0) continue;
    await db
      .update(costCenters)
      .set({ budget: Math.round(spent / pace / 1_000_000) * 1_000_000 })
      .where(eq(costCenters.id, id));
  }
}

/** The history's travellers (for tests). */
export const HISTORY_TRAVELLER_EMAILS = TRAVELLERS.map((traveller) => traveller.email);
