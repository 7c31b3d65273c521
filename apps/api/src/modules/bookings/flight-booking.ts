import { type Executor, holdTransactionLock } from '@travesia/db';
import {
  chargeableLuggage,
  departureDateOf,
  directionsOf,
  FLIGHT_SEARCH_MESSAGES,
  type FlightBooking,
  type FlightBookingDetails,
  type FlightPassenger,
  fareTotal,
  findPassengerAlreadyBooked,
  findPassengerProblem,
  findTravelDocumentProblem,
  flightBookingFacts,
  type flightBookingRequestSchema,
  flightFareBreakdown,
  flightPassengersSchema,
  flightTripTimes,
  isNationalFlight,
  isSameParty,
  lastFlightDateOf,
  luggagePrice,
  passengerCounts,
  passengerIdentityOf,
  toIsoDate,
} from '@travesia/domain';
import type { z } from 'zod';
import {
  badRequest,
  flightSoldOut,
  passengerAlreadyBooked,
  priceChanged,
  tripOverlap,
} from '../../lib/app-error';
import type { FlightHold, FlightHoldRequest } from '../../suppliers/flights/flight-supplier';
import { getCompanyRow } from '../companies/service';
import { listFlightPolicyRules } from '../policies/service';
import { keepOwnTravellerDetails } from '../profile/service';
import { findCostCenterOrRefuse, resolveBookingTerms } from './booking-terms';
import { flightDetailsOf } from './booking-view';
import { type BookingCall, bookOnce, generateLocator, storeNewBooking, takeAndStore } from './new-booking';
import { getBooking } from './queries';
import { listCompanyFlightBookingsBetween } from './repository';
import { findOverlapsOfNewTrip, toTripOverlap } from './trip-overlaps';

const FARE_FAMILY_MESSAGE = 'Esa tarifa no está disponible para este vuelo.';
const CONTACT_MESSAGE = 'Indica el correo y el teléfono del primer adulto: es el contacto de la reserva.';
const REPEATED_DOCUMENT_MESSAGE = 'Cada pasajero debe tener un documento distinto.';

type FlightBookingInput = z.output<typeof flightBookingRequestSchema>;

/**
 * Held, per company, by the transaction that stores a flight booking (with the company's id as the second key), so
 * two bookings of one passenger on one flight sent at the same moment cannot both pass the check before storing.
 */
const FLIGHT_PASSENGERS_LOCK = 727_020;

/**
 * Refuses a passenger who already has a seat on one of the itinerary's flights in a booking of the company. The
 * booking this very request made (its idempotency key sent twice at once) is not another one: storing it again
 * fails on the key, and the retry answers it.
 */
async function refusePassengerAlreadyBooked(
  db: Executor,
  {
    scope,
    traveller,
    idempotency,
  }: Pick<BookingCall<FlightBookingInput>, 'scope' | 'traveller' | 'idempotency'>,
  itinerary: FlightBookingDetails['itinerary'],
  passengers: readonly FlightPassenger[],
): Promise<void> {
  const earlier = await listCompanyFlightBookingsBetween(db, scope, traveller.companyId, {
    from: departureDateOf(itinerary),
    to: lastFlightDateOf(itinerary),
  });
  const others = earlier.filter(
    (row) => row.userId !== traveller.id || row.idempotencyKey !== idempotency.key,
  );
  const booked = findPassengerAlreadyBooked(
    itinerary,
    passengers,
    others.map((row) => ({ ...flightDetailsOf(row), status: row.status })),
  );
  if (booked) throw passengerAlreadyBooked(booked);
}

/**
 * Another flight booking of the traveller's with one of these passengers while this one takes off or is away (two
 * BOG–MDE round trips on the same days) is usually a mistake: ask before making it, naming the other trips.
 */
async function refuseOverlappingFlight(
  { context, scope, traveller }: Pick<BookingCall<FlightBookingInput>, 'context' | 'scope' | 'traveller'>,
  itinerary: FlightBookingDetails['itinerary'],
  passengers: readonly FlightPassenger[],
): Promise<void> {
  const overlapping = await findOverlapsOfNewTrip(context.db, scope, traveller.id, {
    times: flightTripTimes(itinerary, passengers),
    startsOn: departureDateOf(itinerary),
    endsOn: lastFlightDateOf(itinerary),
  });
  if (overlapping.length > 0) throw tripOverlap(overlapping.map(toTripOverlap));
}

/** The §9 limits on the passenger list itself; ages need the itinerary and are checked once it is known. */
function findPassengerListProblem(passengers: readonly FlightPassenger[]): string | null {
  const counts = flightPassengersSchema.safeParse(passengerCounts(passengers));
  if (!counts.success) return counts.error.issues[0]?.message ?? null;
  if (counts.data.infants > counts.data.adults) return FLIGHT_SEARCH_MESSAGES.infantsOverAdults;
  const contact = passengers.find((passenger) => passenger.type === 'adult');
  if (!contact?.email || !contact.phone) return CONTACT_MESSAGE;
  const documents = new Set(passengers.map(passengerIdentityOf));
  if (documents.size !== passengers.length) return REPEATED_DOCUMENT_MESSAGE;
  return null;
}

/**
 * Books a flight for the signed-in user's passengers, or the passengers of the colleague they book for (decision
 * 069). The server opens the signed offer (decision 011),
 * re-prices the itinerary for exactly these passengers, checks their ages, the chosen family and luggage, the
 * total the traveller accepted and the company's flight policy; the seats are held together with storing the
 * booking, and a retry with the same idempotency key answers the booking it already created.
 */
export const createFlightBooking = bookOnce('flight', bookFlight);

async function bookFlight(call: BookingCall<FlightBookingInput>): Promise<FlightBooking> {
  const { context, traveller, scope, idempotency, request, ip } = call;
  const listProblem = findPassengerListProblem(request.passengers);
  if (listProblem) throw badRequest(listProblem);
  const costCenter = await findCostCenterOrRefuse(context, scope, traveller, request.costCenterId);

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
  // Before asking the supplier for seats; checked again, under the company's lock, where the booking is stored.
  await refusePassengerAlreadyBooked(context.db, call, itinerary, request.passengers);
  if (!request.confirmDuplicate) await refuseOverlappingFlight(call, itinerary, request.passengers);

  // Only what is charged is kept: a size the family does not sell, or more than a passenger may carry, goes.
  const extraLuggage = chargeableLuggage(family, request.extraLuggage);
  const directions = directionsOf(itinerary);
  const total = fareTotal(family, extraLuggage, counts, directions);
  if (total !== request.expectedTotal) throw priceChanged(total);
  const breakdown = flightFareBreakdown(
    itinerary,
    family,
    luggagePrice(family, extraLuggage, counts, directions),
  );

  const rules = await listFlightPolicyRules(context.db, scope, traveller);
  // The lowest fare the signed search showed counts only for the party it was priced for.
  const lowestFare =
    offer.lowestOffer && isSameParty(offer.lowestOffer.passengers, counts) ? offer.lowestOffer.fare : null;
  const facts = flightBookingFacts({ itinerary, family, passengers: counts, rules, lowestFare });
  const isWithin = facts.isWithinPolicy;
  const company = await getCompanyRow(context, scope, traveller.companyId);
  const terms = await resolveBookingTerms(context, scope, traveller, company, request, isWithin);

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
    version: 1,
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
    async (tx, hold: FlightHold) => {
      await holdTransactionLock(tx, FLIGHT_PASSENGERS_LOCK, traveller.companyId);
      await refusePassengerAlreadyBooked(tx, call, itinerary, request.passengers);
      const stored = await storeNewBooking(call, tx, {
        type: 'flight',
        locator,
        idempotency,
        supplier: supplier.name,
        supplierRef: hold.supplierRef,
        details,
        total,
        startsOn: facts.startsOn,
        endsOn: facts.endsOn,
        terms,
        costCenterId: costCenter.id,
        reportFacts: facts.reportFacts,
        auditDetails: {
          flights: itinerary.route.map((segment) => `${segment.airline}${segment.flight_no}`),
          departure: itinerary.local_departure,
          fareFamily: family.code,
          passengers: request.passengers.length,
        },
      });
      // Only one's own typing is kept on one's profile: a delegate's copy of the traveller's data is not.
      if (call.actor.id === traveller.id)
        await keepOwnTravellerDetails(tx, traveller, request.passengers, ip);
      return stored;
    },
  );
  return (await getBooking(context, call.actor, row.id)) as FlightBooking;
}
