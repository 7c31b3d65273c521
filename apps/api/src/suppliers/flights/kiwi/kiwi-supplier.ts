import {
  flightSearchRequestSchema,
  type LuggageSize,
  passengerCounts,
  returnChoicesFor,
  seatedPassengers,
} from '@travesia/domain';
import type { KiwiConfig } from '../../../config';
import { badRequest, flightSoldOut, priceChanged, supplierUnavailable } from '../../../lib/app-error';
import { IGNORE_SUPPLIER_CALLS, type SupplierCallObserver } from '../../supplier-calls';
import type { FlightSupplier } from '../flight-supplier';
import { createKiwiClient } from './kiwi-client';
import {
  baggageFor,
  copTotal,
  kiwiPassengers,
  legsKey,
  repriced,
  searchQuery,
  toFlightResult,
  unwrapBookingToken,
  withCheckSession,
} from './kiwi-mapping';

const DOCUMENTS_NEEDED_MESSAGE =
  'La aerolínea pide la fecha de vencimiento del documento de cada pasajero: indícala y vuelve a reservar.';

/**
 * Kiwi.com Tequila as the flight inventory: /v2/search for results, check_flights (polled until Kiwi has
 * verified the itinerary with the airline) for re-pricing, save_booking to hold and confirm_payment at
 * emission. Amounts arrive in COP (`curr=COP`).
 */
export function createKiwiFlightSupplier(
  config: KiwiConfig,
  observe: SupplierCallObserver = IGNORE_SUPPLIER_CALLS,
): FlightSupplier {
  const client = createKiwiClient(config, observe);

  const search: FlightSupplier['search'] = async (criteria) => {
    const seats = seatedPassengers(criteria.passengers);
    const itineraries = await client.search(searchQuery(criteria));
    return (
      itineraries
        // Unknown availability (null) is left to check_flights.
        .filter((itinerary) => (itinerary.availability?.seats ?? seats) >= seats)
        .map((itinerary) => toFlightResult(itinerary, criteria))
        .sort((a, b) => a.price - b.price)
    );
  };

  return {
    name: 'kiwi',
    isRemote: true,
    search,

    // The supplier answers whole round trips: the returns of an outbound are those among a search's answers.
    returnsFor: async (criteria, outbound) => returnChoicesFor(await search(criteria), outbound),

    /**
     * Tequila cannot describe an itinerary from its token, so the token carries the search: the search runs
     * again (which also renews Kiwi's 30-minute token), finds the same legs and lets check_flights confirm them.
     */
    async recheck(bookingToken, passengers) {
      const token = unwrapBookingToken(bookingToken);
      const parsed = flightSearchRequestSchema.safeParse({ ...token?.search, passengers });
      if (!token || !parsed.success) return undefined;
      const result = (await search(parsed.data)).find((found) => legsKey(found.route) === token.legs);
      const fresh = result && unwrapBookingToken(result.booking_token);
      if (!result || !fresh) return undefined;
      const check = await client.checkFlights({ booking_token: fresh.kiwiToken, bnum: 0, ...passengers });
      if (check.flights_invalid) return undefined;
      const priced = check.price_change ? repriced(result, check, passengers) : result;
      return withCheckSession(priced, check.session_id);
    },

    /**
     * check_flights once more (now with the hold bags, which Tequila wants counted even when free), then
     * save_booking. The supplier reference keeps Kiwi's booking id and the transaction id confirm_payment needs.
     */
    async hold(_tx, { itinerary, fareFamily, extraLuggage, passengers, expectedTotal }) {
      const token = unwrapBookingToken(itinerary.booking_token);
      if (!token) throw flightSoldOut();
      const counts = passengerCounts(passengers);
      const family = itinerary.fareFamilies.find((candidate) => candidate.code === fareFamily);
      const takes = (size: LuggageSize) =>
        extraLuggage.includes(size) ||
        Boolean(family?.luggage.some((option) => option.size === size && option.included));
      const wants = { cabinBag: takes('Mediano'), holdBag: takes('Grande') };
      const check = await client.checkFlights({
        booking_token: token.kiwiToken,
        bnum: wants.holdBag ? seatedPassengers(counts) : 0,
        ...counts,
        ...(token.session ? { session_id: token.session } : {}),
      });
      if (check.flights_invalid) throw flightSoldOut();
      if (check.price_change && copTotal(check, itinerary) !== expectedTotal) {
        throw priceChanged(copTotal(check, itinerary));
      }
      if (!check.session_id) throw supplierUnavailable('error', 'vuelos');
      const travellers = kiwiPassengers(passengers);
      if (
        (check.document_options?.document_need ?? 0) > 0 &&
        travellers.some((person) => !person.expiration)
      ) {
        throw badRequest(DOCUMENTS_NEEDED_MESSAGE);
      }
      const saved = await client.saveBooking({
        booking_token: token.kiwiToken,
        session_id: check.session_id,
        lang: 'es',
        locale: 'es-CO',
        passengers: travellers,
        baggage: baggageFor(check, travellers, wants),
      });
      if (saved.flights_invalid) throw flightSoldOut();
      if (saved.price_change && copTotal(saved, itinerary) !== expectedTotal) {
        throw priceChanged(copTotal(saved, itinerary));
      }
      return { supplierRef: `${saved.booking_id}:${saved.transaction_id}` };
    },

    /**
     * Tequila's booking flow has no cancel call for an unpaid booking: one that never gets confirm_payment
     * lapses on Kiwi's side and the blocked deposit returns within 90 minutes, so there is nothing to undo.
     */
    async release() {},

    /** Pays the saved booking; Kiwi answers no PNR here, so its booking id stands as the locator. */
    async confirm(_tx, { supplierRef }) {
      const separator = supplierRef.indexOf(':');
      if (separator <= 0) throw supplierUnavailable('error', 'vuelos');
      const bookingId = supplierRef.slice(0, separator);
      await client.confirmPayment(bookingId, supplierRef.slice(separator + 1));
      return { airlineLocator: bookingId };
    },
  };
}
