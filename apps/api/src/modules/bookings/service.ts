import { randomInt } from 'node:crypto';
import type { Executor, Transaction } from '@travesia/db';
import {
  approvalDeadlineOf,
  type Booking,
  type bookingPaymentFieldsSchema,
  CATALOG_REQUIRED_MESSAGES,
  type CatalogKind,
  type CostCenter,
  chargeableLuggage,
  countNights,
  departureDateOf,
  directionsOf,
  FLIGHT_SEARCH_MESSAGES,
  type FlightBooking,
  type FlightPassenger,
  fareTotal,
  findAirport,
  findPassengerProblem,
  findTravelDocumentProblem,
  type flightBookingRequestSchema,
  flightPassengersSchema,
  flightPolicyPrice,
  flightTripCo2Kg,
  type HotelBooking,
  type hotelBookingRequestSchema,
  hotelStayEmissions,
  initialBookingStatus,
  isChoiceRequired,
  isDuplicateStay,
  isNationalFlight,
  isNationalTrip,
  isSameParty,
  isShortNotice,
  isWithinPolicy,
  lastFlightDateOf,
  luggagePrice,
  missedSavingsOf,
  OUT_OF_POLICY_REASON_REQUIRED_MESSAGE,
  passengerCounts,
  payrollPeriodOf,
  pricePerNight,
  roomHoldsParty,
  roomTooSmallText,
  routeOf,
  sellingAirlineOf,
  toIsoDate,
} from '@travesia/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import {
  badRequest,
  duplicateStay,
  flightSoldOut,
  idempotencyMismatch,
  notFound,
  priceChanged,
  soldOut,
} from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { requestFingerprint } from '../../lib/request-fingerprint';
import type { SignedInUser } from '../../lib/signed-in-user';
import { scopeOf, type TenantScope } from '../../lib/tenant-scope';
import type { FlightHold, FlightHoldRequest } from '../../suppliers/flights/flight-supplier';
import type { SupplierBookingRequest, SupplierConfirmation } from '../../suppliers/hotels/hotel-supplier';
import { recordAudit } from '../audit/service';
import { type CompanyRow, getCompanyRow } from '../companies/service';
import { countActiveCatalogEntries, findUsableCatalogEntryId } from '../company-catalogs/service';
import { findPublicNightlyRate } from '../corporate-hotels/service';
import { findBookableCostCenter } from '../cost-centers/service';
import { findPricedHotel } from '../hotels/service';
import { assertPaymentAllowed, recordPayrollDeduction } from '../payments/service';
import { findUsableReason } from '../policies/out-of-policy-reasons-service';
import { listFlightPolicyRules, listHotelPolicyRules } from '../policies/service';
import { getUserProfile } from '../users/service';
import { type FlightBookingDetails, type HotelBookingDetails, hotelDetailsOf } from './booking-view';
import { announceNewBooking } from './lifecycle';
import { getBooking } from './queries';
import {
  type BookingRow,
  findBookingByIdempotencyKey,
  IDEMPOTENCY_CONSTRAINT,
  insertBooking,
  listHotelBookingsOverlapping,
  type TravellerRow,
} from './repository';

const REASON_MESSAGE = 'Elige un motivo de la lista de tu empresa.';
const CATALOG_CHOICE_MESSAGES: Record<CatalogKind, string> = {
  'project-clients': 'Elige un cliente-proyecto de tu empresa.',
  'expense-types': 'Elige un tipo de gasto de tu empresa.',
};
const ROOM_NOT_FOUND_MESSAGE = 'Habitación no encontrada.';
const COST_CENTER_MESSAGE = 'Elige un centro de costos de tu empresa.';
const FARE_FAMILY_MESSAGE = 'Esa tarifa no está disponible para este vuelo.';
const CONTACT_MESSAGE = 'Indica el correo y el teléfono del primer adulto: es el contacto de la reserva.';
const REPEATED_DOCUMENT_MESSAGE = 'Cada pasajero debe tener un documento distinto.';
const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LOCATOR_LENGTH = 6;

type HotelBookingInput = z.output<typeof hotelBookingRequestSchema>;
type FlightBookingInput = z.output<typeof flightBookingRequestSchema>;
type BookingPaymentInput = z.output<typeof bookingPaymentFieldsSchema>;

export interface BookingOutcome<B extends Booking> {
  booking: B;
  /** False when the idempotency key matched an earlier booking. */
  isNew: boolean;
}

function generateLocator(): string {
  let locator = '';
  for (let index = 0; index < LOCATOR_LENGTH; index += 1) {
    locator += LOCATOR_ALPHABET[randomInt(LOCATOR_ALPHABET.length)];
  }
  return locator;
}

/** The Idempotency-Key of a booking request and the fingerprint of what that request asks for. */
interface Idempotency {
  key: string;
  fingerprint: string;
}

/**
 * The booking an earlier request with this key made, as long as it asked for the same thing: the same key with
 * another request is refused, as Stripe does, rather than answered with a booking that is not the one asked for.
 */
async function findByKey<T extends Booking['type']>(
  context: AppContext,
  scope: TenantScope,
  actor: SignedInUser,
  idempotency: Idempotency,
  type: T,
): Promise<Extract<Booking, { type: T }> | undefined> {
  const row = await findBookingByIdempotencyKey(context.db, scope, actor.id, idempotency.key);
  if (!row) return undefined;
  const { type: storedType, idempotencyFingerprint: stored } = row.booking;
  // Bookings stored before fingerprints existed are told apart by their kind only.
  if (storedType !== type || (stored !== null && stored !== idempotency.fingerprint)) {
    throw idempotencyMismatch();
  }
  return (await getBooking(context, actor, row.booking.id)) as Extract<Booking, { type: T }>;
}

interface SupplierStep<T> {
  isRemote: boolean;
  /** Takes the inventory (books the room, holds the seats); throws when it is gone. */
  take(db: Executor): Promise<T>;
  /** Gives it back when the booking could not be stored. */
  giveBack(db: Executor, taken: T): Promise<void>;
}

/**
 * Takes the inventory and stores the booking. A local supplier works inside the booking's transaction, so
 * both commit or roll back together; a remote one is called before it, so no database connection waits on
 * the network, and what it took is given back when the booking cannot be stored.
 */
async function takeAndStore<T>(
  context: AppContext,
  supplier: SupplierStep<T>,
  store: (tx: Transaction, taken: T) => Promise<BookingRow>,
): Promise<BookingRow> {
  if (!supplier.isRemote) {
    return context.db.transaction(async (tx) => store(tx, await supplier.take(tx)));
  }
  const taken = await supplier.take(context.db);
  try {
    return await context.db.transaction((tx) => store(tx, taken));
  } catch (error) {
    await supplier.giveBack(context.db, taken);
    throw error;
  }
}

/**
 * Runs `book` once per idempotency key: a retry of the same request answers the booking the key already made,
 * another request with the key is refused, and when the same key is sent twice at once the loser (whose booking
 * and inventory were rolled back or given back) answers the winner's booking.
 */
async function bookOnce<T extends Booking['type']>(
  context: AppContext,
  actor: SignedInUser,
  key: string,
  type: T,
  request: HotelBookingInput | FlightBookingInput,
  book: (scope: TenantScope, idempotency: Idempotency) => Promise<Extract<Booking, { type: T }>>,
): Promise<BookingOutcome<Extract<Booking, { type: T }>>> {
  const scope = scopeOf(actor);
  const idempotency = { key, fingerprint: requestFingerprint(type, request) };
  const earlier = await findByKey(context, scope, actor, idempotency, type);
  if (earlier) return { booking: earlier, isNew: false };
  try {
    return { booking: await book(scope, idempotency), isNew: true };
  } catch (error) {
    if (!isUniqueViolation(error, IDEMPOTENCY_CONSTRAINT)) throw error;
    const winner = await findByKey(context, scope, actor, idempotency, type);
    if (!winner) throw error;
    return { booking: winner, isNew: false };
  }
}

/** The active cost center of the actor's company, as a booking shows it; any other id is refused. */
async function findCostCenterOrRefuse(
  context: AppContext,
  scope: TenantScope,
  actor: SignedInUser,
  costCenterId: number,
): Promise<CostCenter> {
  const costCenter = await findBookableCostCenter(context.db, scope, actor.companyId, costCenterId);
  if (!costCenter) throw badRequest(COST_CENTER_MESSAGE);
  return costCenter;
}

/** What the company's rules add to a booking beyond what is booked: approval, reason, billing, payment. */
interface BookingTerms {
  company: CompanyRow;
  traveller: TravellerRow;
  isWithin: boolean;
  outOfPolicyReason: string | null;
  outOfPolicyReasonId: number | null;
  projectClientId: number | null;
  expenseTypeId: number | null;
  /** How the traveller chose to pay; checked against the company's rules inside the booking's transaction. */
  payment: Pick<BookingPaymentInput, 'paymentMethod' | 'corporateCardId'>;
}

/**
 * A project client or expense type must be an active entry of the actor's company, and is required when the
 * company says so (and has entries to choose from).
 */
async function checkCatalogChoice(
  context: AppContext,
  scope: TenantScope,
  actor: SignedInUser,
  kind: CatalogKind,
  isRequired: boolean,
  chosenId: number | undefined,
): Promise<number | null> {
  if (chosenId === undefined) {
    if (!isRequired) return null;
    const entries = await countActiveCatalogEntries(context.db, scope, kind, actor.companyId);
    if (isChoiceRequired(isRequired, entries)) throw badRequest(CATALOG_REQUIRED_MESSAGES[kind]);
    return null;
  }
  const entryId = await findUsableCatalogEntryId(context.db, scope, kind, actor.companyId, chosenId);
  if (entryId === undefined) throw badRequest(CATALOG_CHOICE_MESSAGES[kind]);
  return entryId;
}

/**
 * Checks what the traveller chose against the company's data: a reason (a code of the company, free text or
 * both) when out of policy, a project client and an expense type of the company.
 */
async function resolveBookingTerms(
  context: AppContext,
  scope: TenantScope,
  actor: SignedInUser,
  company: CompanyRow,
  request: BookingPaymentInput,
  isWithin: boolean,
): Promise<BookingTerms> {
  const profile = await getUserProfile(context.db, scope, actor.id);
  let reasonLabel: string | null = null;
  if (request.outOfPolicyReasonId !== undefined) {
    const reason = await findUsableReason(context.db, scope, actor.companyId, request.outOfPolicyReasonId);
    if (!reason) throw badRequest(REASON_MESSAGE);
    reasonLabel = reason.label;
  }
  if (!isWithin && !reasonLabel && !request.outOfPolicyReason) {
    throw badRequest(OUT_OF_POLICY_REASON_REQUIRED_MESSAGE);
  }
  const projectClientId = await checkCatalogChoice(
    context,
    scope,
    actor,
    'project-clients',
    company.requireProjectClient,
    request.projectClientId,
  );
  const expenseTypeId = await checkCatalogChoice(
    context,
    scope,
    actor,
    'expense-types',
    company.requireExpenseType,
    request.expenseTypeId,
  );
  const reasonText = [reasonLabel, request.outOfPolicyReason].filter(Boolean).join(': ');
  return {
    company,
    traveller: profile.user,
    isWithin,
    outOfPolicyReason: isWithin ? null : reasonText || null,
    outOfPolicyReasonId: isWithin ? null : (request.outOfPolicyReasonId ?? null),
    projectClientId,
    expenseTypeId,
    payment: { paymentMethod: request.paymentMethod, corporateCardId: request.corporateCardId },
  };
}

/** What every new booking stores, whatever it books. */
interface NewBooking {
  type: Booking['type'];
  locator: string;
  idempotency: Idempotency;
  supplier: string;
  supplierRef: string;
  details: HotelBookingDetails | FlightBookingDetails;
  total: number;
  startsOn: string;
  endsOn: string;
  terms: BookingTerms;
  costCenterId: number;
  /** What the reports read (decision 026), derived here from what the server priced. */
  reportFacts: ReportFacts;
  /** What the audit trail keeps about it beside its locator, total and policy verdict. */
  auditDetails: Record<string, unknown>;
}

type ReportFacts = Pick<
  BookingRow,
  | 'lowestFare'
  | 'missedSavings'
  | 'publicRate'
  | 'co2Kg'
  | 'isInternational'
  | 'isShortNotice'
  | 'vendor'
  | 'vendorName'
  | 'route'
  | 'destination'
  | 'roomNights'
>;

/**
 * Stores a booking, pending approval or approved by the company's approval mode (decision 008), with its
 * first history entry, audit entry and the approvers' notifications and e-mails.
 */
async function storeNewBooking(
  context: AppContext,
  tx: Transaction,
  actor: SignedInUser,
  ip: string,
  booking: NewBooking,
): Promise<BookingRow> {
  const { terms } = booking;
  // Read in this transaction, so a revoked authorization or a deactivated card cannot slip in beside it; the
  // cap applies to the total the supplier confirmed.
  const payment = await assertPaymentAllowed(tx, scopeOf(actor), actor, terms.payment, booking.total);
  const status = initialBookingStatus(terms.company.approvalMode, terms.isWithin);
  const now = new Date();
  const row = await insertBooking(tx, {
    locator: booking.locator,
    companyId: actor.companyId,
    userId: actor.id,
    type: booking.type,
    status,
    supplier: booking.supplier,
    supplierRef: booking.supplierRef,
    details: { ...booking.details },
    total: booking.total,
    currency: 'COP',
    withinPolicy: terms.isWithin,
    outOfPolicyReason: terms.outOfPolicyReason,
    outOfPolicyReasonId: terms.outOfPolicyReasonId,
    projectClientId: terms.projectClientId,
    expenseTypeId: terms.expenseTypeId,
    corporateCardId: payment.corporateCardId,
    costCenterId: booking.costCenterId,
    paymentMethod: terms.payment.paymentMethod,
    idempotencyKey: booking.idempotency.key,
    idempotencyFingerprint: booking.idempotency.fingerprint,
    startsOn: booking.startsOn,
    endsOn: booking.endsOn,
    ...booking.reportFacts,
    approvalDeadline:
      status === 'pending_approval' ? approvalDeadlineOf(now, terms.company.approvalDeadlineHours) : null,
    createdAt: now,
    updatedAt: now,
  });
  await recordAudit(tx, {
    action: 'booking.create',
    entity: 'booking',
    entityId: row.id,
    companyId: actor.companyId,
    actorUserId: actor.id,
    details: {
      locator: booking.locator,
      ...booking.auditDetails,
      total: row.total,
      withinPolicy: terms.isWithin,
      status,
    },
    ip,
  });
  if (payment.authorizationId !== null) {
    await recordPayrollDeduction(tx, {
      companyId: actor.companyId,
      userId: actor.id,
      bookingId: row.id,
      authorizationId: payment.authorizationId,
      amount: row.total,
      period: payrollPeriodOf(now),
      documento: terms.traveller.documento,
    });
  }
  await announceNewBooking(context, tx, row, terms.traveller);
  return row;
}

/**
 * Books a hotel room for the signed-in user. The server re-prices the room, re-checks its availability and
 * the company's policy; the allotment is consumed together with storing the booking, and a retry with the
 * same idempotency key answers the booking it already created.
 */
export async function createHotelBooking(
  context: AppContext,
  actor: SignedInUser,
  idempotencyKey: string,
  request: HotelBookingInput,
  ip: string,
): Promise<BookingOutcome<HotelBooking>> {
  return bookOnce(context, actor, idempotencyKey, 'hotel', request, (scope, idempotency) =>
    bookHotel(context, actor, scope, idempotency, request, ip),
  );
}

async function bookHotel(
  context: AppContext,
  actor: SignedInUser,
  scope: TenantScope,
  idempotency: Idempotency,
  request: HotelBookingInput,
  ip: string,
): Promise<HotelBooking> {
  const company = await getCompanyRow(context, scope, actor.companyId);
  const costCenter = await findCostCenterOrRefuse(context, scope, actor, request.costCenterId);

  const stay = { checkIn: request.checkIn, checkOut: request.checkOut };
  const occupancy = {
    rooms: request.rooms,
    adults: request.adults,
    childAges: request.childAges,
  };
  // A corporate hotel is priced at the actor's company's negotiated rate, and only for that company.
  const { hotel, corporateRateOf } = await findPricedHotel(
    context,
    actor,
    request.hotelCode,
    stay,
    occupancy,
  );
  const room = hotel.rooms.find((candidate) => candidate.code === request.roomCode);
  if (!room) throw notFound(ROOM_NOT_FOUND_MESSAGE);
  if (!roomHoldsParty(room.capacity, request.rooms, request)) {
    throw badRequest(roomTooSmallText(room.capacity, request));
  }
  if (!room.available) throw soldOut();
  if (room.total !== request.expectedTotal) throw priceChanged(room.total);
  if (!request.confirmDuplicate) await refuseDuplicateStay(context, scope, actor, hotel.code, stay);

  const nights = countNights(stay.checkIn, stay.checkOut);
  const rules = await listHotelPolicyRules(context.db, scope, actor);
  const isNational = isNationalTrip(hotel.country, company.country);
  const isWithin = isWithinPolicy({
    price: pricePerNight(room.total, nights),
    startsAt: stay.checkIn,
    rules,
    stars: hotel.stars,
    isNational,
  });
  const terms = await resolveBookingTerms(context, scope, actor, company, request, isWithin);

  const details: HotelBookingDetails = {
    hotelCode: hotel.code,
    hotelName: hotel.name,
    roomCode: room.code,
    roomName: room.name,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights,
    rooms: request.rooms,
    adults: request.adults,
    childAges: request.childAges,
    infants: request.infants,
    city: hotel.city,
    country: hotel.country,
    guest: request.guest,
    ...(corporateRateOf ? { corporateRateOf } : {}),
  };
  const reportFacts: ReportFacts = {
    ...(await hotelReportFacts(context, scope, hotel, corporateRateOf !== undefined, nights, request.rooms)),
    isInternational: !isNational,
    isShortNotice: isShortNotice({ startsAt: stay.checkIn, rules, isNational }),
  };
  const locator = generateLocator();
  const supplier = corporateRateOf ? CORPORATE_RATE_SUPPLIER : context.hotelSupplier;
  const supplierRequest: SupplierBookingRequest = {
    hotelCode: hotel.code,
    roomCode: room.code,
    stay,
    occupancy,
    holder: { firstname: request.guest.firstname, lastName: request.guest.last_name },
    clientReference: locator,
    expectedTotal: room.total,
  };
  const row = await takeAndStore(
    context,
    {
      isRemote: supplier.isRemote,
      take: (db) => supplier.book(db, supplierRequest),
      giveBack: (db, confirmation) =>
        supplier.cancel(db, { ...supplierRequest, supplierRef: confirmation.supplierRef }),
    },
    (tx, confirmation: SupplierConfirmation) =>
      storeNewBooking(context, tx, actor, ip, {
        type: 'hotel',
        locator,
        idempotency,
        supplier: supplier.name,
        supplierRef: confirmation.supplierRef,
        details,
        total: confirmation.total,
        startsOn: stay.checkIn,
        endsOn: stay.checkOut,
        terms,
        costCenterId: costCenter.id,
        reportFacts,
        auditDetails: { hotelCode: hotel.code, roomCode: room.code },
      }),
  );
  return (await getBooking(context, actor, row.id)) as HotelBooking;
}

/**
 * A stay's estimate by the destination's country (decision 024) and, at a negotiated rate, what the same rooms and
 * nights cost at the hotel's public rate when the company recorded it.
 */
async function hotelReportFacts(
  context: AppContext,
  scope: TenantScope,
  hotel: { code: string; name: string; iata: string },
  isNegotiated: boolean,
  nights: number,
  rooms: number,
): Promise<Omit<ReportFacts, 'isInternational' | 'isShortNotice'>> {
  const country = findAirport(hotel.iata)?.countryCode;
  const publicNightlyRate = isNegotiated ? await findPublicNightlyRate(context.db, scope, hotel.code) : null;
  return {
    lowestFare: null,
    missedSavings: null,
    publicRate: publicNightlyRate === null ? null : publicNightlyRate * nights * rooms,
    co2Kg: country ? hotelStayEmissions(country, nights, rooms).stayKg : null,
    vendor: hotel.code,
    vendorName: hotel.name,
    route: null,
    destination: hotel.iata,
    roomNights: nights * rooms,
  };
}

/**
 * A negotiated rate has no inventory of ours or a wholesaler's to take: the hotel confirms the stay against the
 * company's agreement, with our locator as the reference.
 */
const CORPORATE_RATE_SUPPLIER = {
  name: 'corporate',
  isRemote: false,
  book: async (_tx: Executor, request: SupplierBookingRequest): Promise<SupplierConfirmation> => ({
    supplierRef: request.clientReference,
    total: request.expectedTotal,
  }),
  cancel: async () => {},
};

/** A second booking of the same hotel for overlapping nights is usually a mistake: ask before making it. */
async function refuseDuplicateStay(
  context: AppContext,
  scope: TenantScope,
  actor: SignedInUser,
  hotelCode: string,
  stay: { checkIn: string; checkOut: string },
): Promise<void> {
  const earlier = await listHotelBookingsOverlapping(context.db, scope, actor.id, stay);
  const isDuplicate = earlier.some((booking) =>
    isDuplicateStay({ ...stay, hotelCode }, { ...hotelDetailsOf(booking), status: booking.status }),
  );
  if (isDuplicate) throw duplicateStay();
}

/** The §9 limits on the passenger list itself; ages need the itinerary and are checked once it is known. */
function findPassengerListProblem(passengers: readonly FlightPassenger[]): string | null {
  const counts = flightPassengersSchema.safeParse(passengerCounts(passengers));
  if (!counts.success) return counts.error.issues[0]?.message ?? null;
  if (counts.data.infants > counts.data.adults) return FLIGHT_SEARCH_MESSAGES.infantsOverAdults;
  const contact = passengers.find((passenger) => passenger.type === 'adult');
  if (!contact?.email || !contact.phone) return CONTACT_MESSAGE;
  const documents = new Set(passengers.map((passenger) => passenger.documento.toUpperCase()));
  if (documents.size !== passengers.length) return REPEATED_DOCUMENT_MESSAGE;
  return null;
}

/**
 * Books a flight for the signed-in user's passengers. The server opens the signed offer (decision 011),
 * re-prices the itinerary for exactly these passengers, checks their ages, the chosen family and luggage, the
 * total the traveller accepted and the company's flight policy; the seats are held together with storing the
 * booking, and a retry with the same idempotency key answers the booking it already created.
 */
export async function createFlightBooking(
  context: AppContext,
  actor: SignedInUser,
  idempotencyKey: string,
  request: FlightBookingInput,
  ip: string,
): Promise<BookingOutcome<FlightBooking>> {
  return bookOnce(context, actor, idempotencyKey, 'flight', request, (scope, idempotency) =>
    bookFlight(context, actor, scope, idempotency, request, ip),
  );
}

async function bookFlight(
  context: AppContext,
  actor: SignedInUser,
  scope: TenantScope,
  idempotency: Idempotency,
  request: FlightBookingInput,
  ip: string,
): Promise<FlightBooking> {
  const listProblem = findPassengerListProblem(request.passengers);
  if (listProblem) throw badRequest(listProblem);
  const costCenter = await findCostCenterOrRefuse(context, scope, actor, request.costCenterId);

  const counts = passengerCounts(request.passengers);
  const supplier = context.flightSupplier;
  // Only what this API signed is booked, re-priced and checked against the search it was offered for.
  const offer = context.flightOffers.open(request.booking_token);
  const itinerary = await supplier.recheck(offer.token, counts, offer.search);
  if (!itinerary) throw flightSoldOut();
  const today = toIsoDate(new Date());
  const lastFlightDate = lastFlightDateOf(itinerary);
  const isInternational = !isNationalFlight(itinerary);
  for (const passenger of request.passengers) {
    const problem =
      findPassengerProblem(passenger, lastFlightDate, today) ??
      findTravelDocumentProblem(passenger, isInternational, lastFlightDate);
    if (problem) throw badRequest(`${passenger.firstname} ${passenger.last_name}: ${problem}`);
  }
  const family = itinerary.fareFamilies.find((candidate) => candidate.code === request.fareFamily);
  if (!family) throw badRequest(FARE_FAMILY_MESSAGE);

  // Only what is charged is kept: a size the family does not sell, or more than a passenger may carry, goes.
  const extraLuggage = chargeableLuggage(family, request.extraLuggage);
  const directions = directionsOf(itinerary);
  const total = fareTotal(family, extraLuggage, counts, directions);
  if (total !== request.expectedTotal) throw priceChanged(total);
  // The supplier states taxes and fees for the cheapest family's price; every family carries the same share.
  const cheapestPrice = itinerary.fareFamilies[0]?.price ?? itinerary.price;
  const taxes =
    cheapestPrice > 0 ? Math.round((family.price * itinerary.price_dropdown.fees) / cheapestPrice) : 0;
  const breakdown = {
    fare: family.price - taxes,
    luggage: luggagePrice(family, extraLuggage, counts, directions),
    taxes,
  };

  const rules = await listFlightPolicyRules(context.db, scope, actor);
  // The supplier's itinerary, built from the legs it checked against the search: never the client's say-so.
  const isNational = isNationalFlight(itinerary);
  const startsAt = departureDateOf(itinerary);
  const isWithin = isWithinPolicy({ price: flightPolicyPrice(family), startsAt, rules, isNational });
  // The lowest fare the signed search showed counts only for the party it was priced for.
  const lowestFare =
    offer.lowestOffer && isSameParty(offer.lowestOffer.passengers, counts) ? offer.lowestOffer.fare : null;
  const company = await getCompanyRow(context, scope, actor.companyId);
  const terms = await resolveBookingTerms(context, scope, actor, company, request, isWithin);

  const locator = generateLocator();
  const holdRequest: FlightHoldRequest = {
    itinerary,
    fareFamily: family.code,
    extraLuggage,
    passengers: request.passengers,
    clientReference: locator,
    expectedTotal: total,
  };
  const details: FlightBookingDetails = {
    itinerary,
    fareFamily: family.code,
    extraLuggage,
    passengers: request.passengers,
    breakdown,
  };
  const row = await takeAndStore(
    context,
    {
      isRemote: supplier.isRemote,
      take: (db) => supplier.hold(db, holdRequest),
      giveBack: (db, hold) => supplier.release(db, { ...holdRequest, ...hold }),
    },
    (tx, hold: FlightHold) =>
      storeNewBooking(context, tx, actor, ip, {
        type: 'flight',
        locator,
        idempotency,
        supplier: supplier.name,
        supplierRef: hold.supplierRef,
        details,
        total,
        startsOn: startsAt,
        endsOn: lastFlightDateOf(itinerary),
        terms,
        costCenterId: costCenter.id,
        reportFacts: {
          lowestFare,
          missedSavings: lowestFare === null ? null : missedSavingsOf(family.price, lowestFare),
          publicRate: null,
          co2Kg: flightTripCo2Kg(itinerary, counts, findAirport),
          isInternational: !isNational,
          isShortNotice: isShortNotice({ startsAt, rules, isNational }),
          vendor: sellingAirlineOf(itinerary),
          vendorName: null,
          route: routeOf(itinerary),
          destination: itinerary.flyTo,
          roomNights: null,
        },
        auditDetails: {
          flights: itinerary.route.map((segment) => `${segment.airline}${segment.flight_no}`),
          departure: itinerary.local_departure,
          fareFamily: family.code,
          passengers: request.passengers.length,
        },
      }),
  );
  return (await getBooking(context, actor, row.id)) as FlightBooking;
}
