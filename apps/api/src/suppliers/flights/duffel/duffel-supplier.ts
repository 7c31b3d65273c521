import {
  type FlightPassengers,
  type FlightSearch,
  flightSearchRequestSchema,
  returnChoicesFor,
} from '@travesia/domain';
import type { DuffelConfig } from '../../../config';
import {
  badRequest,
  conflict,
  flightSoldOut,
  priceChanged,
  supplierUnavailable,
} from '../../../lib/app-error';
import { IGNORE_SUPPLIER_CALLS, type SupplierCallObserver } from '../../supplier-calls';
import type { FlightSupplier, OfferedSearch } from '../flight-supplier';
import { createDuffelClient, type DuffelOffer, DuffelOfferGone } from './duffel-client';
import {
  hasPassport,
  legsKey,
  offerPassengerCounts,
  offerRequestFor,
  orderPassengers,
  toCop,
  toFlightResult,
  unwrapBookingToken,
} from './duffel-mapping';

const INSTANT_PAYMENT_MESSAGE =
  'La aerolínea exige pagar esta tarifa en el momento y no permite reservarla mientras se aprueba el viaje. Elige otro vuelo.';
const CONTACT_MESSAGE =
  'La aerolínea pide un correo y un teléfono de contacto: indícalos para el primer pasajero adulto.';
const PASSPORT_MESSAGE =
  'La aerolínea pide el pasaporte de cada pasajero: elige Pasaporte como documento e indica su número y vencimiento.';
const ORDER_LAPSED_MESSAGE =
  'La aerolínea ya no mantiene esta reserva (venció su plazo de pago). Cancela el viaje y resérvalo de nuevo.';

/** At most this many results per search, like the other inventories. */
const SEARCH_LIMIT = 200;

const sameCounts = (a: FlightPassengers, b: FlightPassengers) =>
  a.adults === b.adults && a.children === b.children && a.infants === b.infants;

/** The held order as our supplier reference: its id, and the amount and currency it was held at. */
function holdRef(order: { id: string; total_amount: string; total_currency: string }): string {
  return `${order.id}:${order.total_amount}:${order.total_currency}`;
}

function parseHoldRef(ref: string) {
  const [orderId, amount, currency] = ref.split(':');
  if (!orderId || !amount || !currency) throw supplierUnavailable('error', 'vuelos');
  return { orderId, amount, currency };
}

/**
 * Duffel as the flight inventory: an offer request with `return_offers=true` for results, the offer fetched
 * again to re-price, a hold order (no payment) to hold, a balance payment at emission and a confirmed order
 * cancellation to release. Offers that must be paid at once are left out: a corporate booking is held while it
 * waits for approval.
 */
export function createDuffelFlightSupplier(
  config: DuffelConfig,
  copPerEur: number,
  observe: SupplierCallObserver = IGNORE_SUPPLIER_CALLS,
): FlightSupplier {
  const client = createDuffelClient(config, observe);

  /** An offer in a currency we cannot convert means DUFFEL_CURRENCY is wrong: a 502 rather than half the offers. */
  const resultsOf = (offers: DuffelOffer[], criteria: FlightSearch) =>
    offers
      .filter((offer) => !offer.payment_requirements.requires_instant_payment)
      .map((offer) => {
        const result = toFlightResult(offer, criteria, config, copPerEur);
        if (!result) throw supplierUnavailable('error', 'vuelos');
        return result;
      })
      .sort((a, b) => a.price - b.price)
      .slice(0, SEARCH_LIMIT);

  const search: FlightSupplier['search'] = async (criteria) =>
    resultsOf(await client.searchOffers(offerRequestFor(criteria)), criteria);

  /** The offer now, or undefined when Duffel says it is gone or it expired. */
  async function currentOffer(offerId: string): Promise<DuffelOffer | undefined> {
    try {
      const offer = await client.getOffer(offerId);
      return Date.parse(offer.expires_at) > Date.now() ? offer : undefined;
    } catch (error) {
      if (error instanceof DuffelOfferGone) return undefined;
      throw error;
    }
  }

  const answersSearch = (token: OfferedSearch, signed: OfferedSearch) =>
    token.origin === signed.origin &&
    token.destination === signed.destination &&
    token.departureDate === signed.departureDate &&
    token.returnDate === signed.returnDate &&
    token.cabin === signed.cabin;

  return {
    name: 'duffel',
    isRemote: true,
    search,

    // The supplier answers whole round trips: the returns of an outbound are those among a search's answers.
    returnsFor: async (criteria, outbound) => returnChoicesFor(await search(criteria), outbound),

    /**
     * GET /air/offers/{id} prices the offer now. An offer is made for its passengers, so other passengers are
     * priced by a new offer request that must find the same flights.
     */
    async recheck(bookingToken, passengers, offered) {
      const token = unwrapBookingToken(bookingToken);
      if (!token || !answersSearch(token.search, offered)) return undefined;
      const parsed = flightSearchRequestSchema.safeParse({ ...token.search, passengers });
      if (!parsed.success) return undefined;
      const offer = await currentOffer(token.offerId);
      if (!offer) return undefined;
      if (!sameCounts(offerPassengerCounts(offer), passengers)) {
        return (await search(parsed.data)).find((result) => legsKey(result.route) === token.legs);
      }
      if (offer.payment_requirements.requires_instant_payment) return undefined;
      const result = toFlightResult(offer, parsed.data, config, copPerEur);
      return result && legsKey(result.route) === token.legs ? result : undefined;
    },

    /** A hold order on the offer as it is now, refused when its price moved from what the traveller accepted. */
    async hold(_tx, { itinerary, passengers, expectedTotal }) {
      const token = unwrapBookingToken(itinerary.booking_token);
      if (!token) throw flightSoldOut();
      const offer = await currentOffer(token.offerId);
      if (!offer) throw flightSoldOut();
      if (offer.payment_requirements.requires_instant_payment) throw conflict(INSTANT_PAYMENT_MESSAGE);
      const price = toCop(offer.total_amount, offer.total_currency, config);
      if (price === undefined) throw supplierUnavailable('error', 'vuelos');
      if (price !== expectedTotal) throw priceChanged(price);
      if (offer.passenger_identity_documents_required && !passengers.every(hasPassport)) {
        throw badRequest(PASSPORT_MESSAGE);
      }
      const travellers = orderPassengers(offer, passengers);
      if (!travellers) {
        if (
          !passengers.some((passenger) => passenger.phone) ||
          !passengers.some((passenger) => passenger.email)
        ) {
          throw badRequest(CONTACT_MESSAGE);
        }
        throw flightSoldOut();
      }
      let order: Awaited<ReturnType<typeof client.createHoldOrder>>;
      try {
        order = await client.createHoldOrder({
          type: 'hold',
          selected_offers: [offer.id],
          passengers: travellers,
        });
      } catch (error) {
        if (error instanceof DuffelOfferGone) throw flightSoldOut();
        throw error;
      }
      if (order.total_amount !== offer.total_amount || order.total_currency !== offer.total_currency) {
        await client.cancelOrder({ order_id: order.id });
        throw priceChanged(toCop(order.total_amount, order.total_currency, config) ?? price);
      }
      return { supplierRef: holdRef(order) };
    },

    /** Cancels the order: Duffel quotes the cancellation, and it takes effect once confirmed. */
    async release(_tx, { supplierRef }) {
      await client.cancelOrder({ order_id: parseHoldRef(supplierRef).orderId });
    },

    /**
     * Pays the order from the Duffel balance with exactly the amount and currency it answers now (Duffel
     * refuses any other), unless that moved from the held price; the airline's booking reference is the locator.
     */
    async confirm(_tx, { supplierRef }) {
      const held = parseHoldRef(supplierRef);
      const order = await client.getOrder(held.orderId);
      if (order.cancelled_at) throw conflict(ORDER_LAPSED_MESSAGE);
      // Already paid (an emission retried after a failure): paying again would be refused.
      if (!order.payment_status.awaiting_payment) return { airlineLocator: order.booking_reference };
      if (order.total_amount !== held.amount || order.total_currency !== held.currency) {
        const now = toCop(order.total_amount, order.total_currency, config);
        if (now === undefined) throw supplierUnavailable('error', 'vuelos');
        throw priceChanged(now);
      }
      await client.payOrder({
        order_id: order.id,
        payment: { type: 'balance', amount: order.total_amount, currency: order.total_currency },
      });
      return { airlineLocator: order.booking_reference };
    },
  };
}
