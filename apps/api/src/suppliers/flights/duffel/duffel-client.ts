/// <reference types="@duffel/api" />
// The package declares its types as ambient modules in one file, which the reference above loads.
import type {
  CreateOfferRequest,
  CreateOrder,
  CreateOrderCancellation,
  CreatePayment,
  PassengerType,
} from '@duffel/api/types';
import { z } from 'zod';
import type { DuffelConfig } from '../../../config';
import { supplierUnavailable } from '../../../lib/app-error';
import { IGNORE_SUPPLIER_CALLS, type SupplierCallObserver } from '../../supplier-calls';
import { createSupplierHttp } from '../../supplier-http';

/** The API version `@duffel/api` sends (its Client's default `apiVersion`). */
export const DUFFEL_VERSION = 'v2';

/** Amounts travel as decimal strings in the answer's currency ("123.45"). */
const amount = z.string().regex(/^\d+(\.\d+)?$/);
const airportSchema = z.object({
  iata_code: z.string().length(3),
  iata_city_code: z.string().nullish(),
  iata_country_code: z.string().length(2),
  city_name: z.string().nullish(),
  name: z.string(),
  time_zone: z.string().min(1),
});
const airlineSchema = z.object({ name: z.string(), iata_code: z.string().nullable() });
const segmentSchema = z.object({
  id: z.string(),
  origin: airportSchema,
  destination: airportSchema,
  /** Wall-clock time at the airport, without an offset (`2026-12-01T06:05:00`). */
  departing_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
  arriving_at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/),
  marketing_carrier: airlineSchema,
  marketing_carrier_flight_number: z.string(),
  operating_carrier: airlineSchema,
  operating_carrier_flight_number: z.string().nullish(),
  aircraft: z.object({ name: z.string() }).nullish(),
  distance: z.string().nullish(),
  stops: z.array(z.object({ airport: z.object({ iata_code: z.string() }), duration: z.string() })).nullish(),
  passengers: z.array(
    z.object({
      passenger_id: z.string(),
      fare_basis_code: z.string().nullish(),
      cabin_class: z.string(),
      baggages: z.array(z.object({ type: z.enum(['carry_on', 'checked']), quantity: z.number().int() })),
    }),
  ),
});
const passengerTypeSchema = z.enum([
  'adult',
  'child',
  'infant_without_seat',
] as const satisfies readonly PassengerType[]);

/** The parts of an Offer (`@duffel/api` OfferTypes) the adapter reads; the rest is left out. */
export const duffelOfferSchema = z.object({
  id: z.string().min(1),
  expires_at: z.string(),
  total_amount: amount,
  total_currency: z.string().length(3),
  tax_amount: amount.nullish(),
  owner: airlineSchema,
  passengers: z.array(z.object({ id: z.string().min(1), type: passengerTypeSchema.nullish() })).min(1),
  payment_requirements: z.object({ requires_instant_payment: z.boolean() }),
  /** The airline wants every passenger's passport on the order. */
  passenger_identity_documents_required: z.boolean().default(false),
  slices: z.array(z.object({ segments: z.array(segmentSchema).min(1) })).min(1),
});
export type DuffelOffer = z.infer<typeof duffelOfferSchema>;
export type DuffelSegment = DuffelOffer['slices'][number]['segments'][number];

/** The parts of an Order the adapter reads. */
export const duffelOrderSchema = z.object({
  id: z.string().min(1),
  booking_reference: z.string().min(1),
  total_amount: amount,
  total_currency: z.string().length(3),
  cancelled_at: z.string().nullish(),
  payment_status: z.object({ awaiting_payment: z.boolean() }),
});
export type DuffelOrder = z.infer<typeof duffelOrderSchema>;

const cancellationSchema = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1),
  confirmed_at: z.string().nullish(),
});
const paymentSchema = z.object({ id: z.string().min(1), amount, currency: z.string().nullish() });

/**
 * The offer request as this adapter sends it. Our search knows how many children and infants travel but not
 * their ages, so they go by type, which Duffel takes beside ages (`@duffel/api` types only ages for them).
 */
export type DuffelOfferRequest = Omit<CreateOfferRequest, 'passengers'> & {
  passengers: { type: PassengerType }[];
};
/**
 * A hold order: the API's guide ("Holding orders and paying later") sends `type: 'hold'` without payments or
 * services, where the package's `CreateOrder` types `'instant' | 'pay_later'`.
 */
export type DuffelHoldOrder = Omit<CreateOrder, 'type' | 'payments' | 'services'> & { type: 'hold' };

/** Duffel's error codes for an offer that is gone (expired, booked, or withdrawn by the airline). */
const GONE_CODES = new Set(['offer_no_longer_available', 'offer_expired', 'not_found']);

/** An answer that says the offer no longer exists; the adapter turns it into "sold out". */
export class DuffelOfferGone extends Error {
  constructor() {
    super('The Duffel offer is no longer available');
    this.name = 'DuffelOfferGone';
  }
}

const errorsSchema = z.object({ errors: z.array(z.object({ code: z.string() })) });

/**
 * A thin Duffel client on `fetch`: `@duffel/api`'s own client runs on node-fetch 2 without a timeout or an abort
 * signal, so this one sends the same headers (Bearer token, Duffel-Version, gzip), gives up after the configured
 * timeout (504), and checks every answer with zod (another shape is a 502, never half a booking). Only the
 * operation and its outcome are observed: no request or answer, so no personal data, reaches a log.
 */
export function createDuffelClient(
  config: DuffelConfig,
  observe: SupplierCallObserver = IGNORE_SUPPLIER_CALLS,
) {
  const supplierTimeoutMs = Math.min(60_000, Math.max(2_000, config.timeoutMs - 5_000));
  const http = createSupplierHttp({
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    product: 'vuelos',
    headers: () => ({ Authorization: `Bearer ${config.accessToken}`, 'Duffel-Version': DUFFEL_VERSION }),
    observe,
    refusal: (_status, body) => {
      const errors = errorsSchema.safeParse(body);
      const isGone = errors.success && errors.data.errors.some((error) => GONE_CODES.has(error.code));
      return isGone ? new DuffelOfferGone() : undefined;
    },
  });
  /** Duffel wraps every body and answer in `data`. */
  const call = async <T>(
    operation: string,
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    isAboutAnOffer = false,
  ): Promise<T> => {
    try {
      const answer = await http(
        operation,
        method,
        path,
        z.object({ data: schema }),
        body === undefined ? undefined : { data: body },
      );
      return answer.data as T;
    } catch (error) {
      // "Not found" of an order or a cancellation is no sold-out seat: the supplier failed us.
      if (error instanceof DuffelOfferGone && !isAboutAnOffer) throw supplierUnavailable('error', 'vuelos');
      throw error;
    }
  };

  return {
    /**
     * POST /air/offer_requests?return_offers=true: the offers come back in the same answer. Duffel stops waiting
     * for slow airlines at `supplier_timeout` (2–60 s), set inside our own timeout so that it answers first.
     */
    searchOffers: (request: DuffelOfferRequest) =>
      call(
        'offer_requests',
        z.object({ offers: z.array(duffelOfferSchema) }),
        'POST',
        `/air/offer_requests?return_offers=true&supplier_timeout=${supplierTimeoutMs}`,
        request,
      ).then((answer) => answer.offers),

    /** The offer priced now; throws DuffelOfferGone when it expired or sold out. */
    getOffer: (offerId: string) =>
      call('offers', duffelOfferSchema, 'GET', `/air/offers/${encodeURIComponent(offerId)}`, undefined, true),

    /** Throws DuffelOfferGone when the offer sold out or expired since it was priced. */
    createHoldOrder: (order: DuffelHoldOrder) =>
      call('orders', duffelOrderSchema, 'POST', '/air/orders', order, true),

    getOrder: (orderId: string) =>
      call('orders', duffelOrderSchema, 'GET', `/air/orders/${encodeURIComponent(orderId)}`),

    /** Pays a hold order from the Duffel balance, which issues the tickets. */
    payOrder: (payment: CreatePayment) => call('payments', paymentSchema, 'POST', '/air/payments', payment),

    /** A cancellation is quoted first (refund amount) and only takes effect once confirmed. */
    async cancelOrder(request: CreateOrderCancellation): Promise<void> {
      const quote = await call(
        'order_cancellations',
        cancellationSchema,
        'POST',
        '/air/order_cancellations',
        request,
      );
      const confirmed = await call(
        'order_cancellations',
        cancellationSchema,
        'POST',
        `/air/order_cancellations/${encodeURIComponent(quote.id)}/actions/confirm`,
      );
      if (!confirmed.confirmed_at) throw supplierUnavailable('error', 'vuelos');
    },
  };
}

export type DuffelClient = ReturnType<typeof createDuffelClient>;
