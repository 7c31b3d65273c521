/// <reference types="@duffel/api" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  CreateOfferRequest,
  CreateOrder,
  CreateOrderCancellation,
  CreatePayment,
  OfferPassenger,
  OrderCancellation,
  Payment,
} from '@duffel/api/types';
import { AIRPORTS, airport, type FakeOffer, type FakeOrder, OFFER_KINDS } from './fake-duffel-offers';

export const FAKE_DUFFEL_TOKEN = 'duffel_test_fake-token';
/** The currency the fake answers in, and the rate the tests configure for it. */
export const FAKE_DUFFEL_CURRENCY = 'USD';
export const FAKE_COP_PER_USD = 4000;

export interface FakeDuffelRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  version: string | undefined;
  body: unknown;
}

export interface FakeDuffelServer {
  baseUrl: string;
  /** 'ok' answers; 'error' answers 500; 'slow' answers after `slowMs`; 'malformed' answers another shape. */
  mode: 'ok' | 'error' | 'slow' | 'malformed';
  slowMs: number;
  /** GET /air/offers/{id} answers the offer at this amount (a price change at the airline). */
  repriceTo: string | null;
  /** 'expired': the offer answers an expires_at in the past; 'gone': 404 offer_no_longer_available. */
  offerState: 'live' | 'expired' | 'gone';
  /** Every offer requires instant payment (no hold allowed). */
  instantPaymentOnly: boolean;
  /** Every offer wants each passenger's passport on the order. */
  documentsRequired: boolean;
  offers: Map<string, FakeOffer>;
  orders: Map<string, FakeOrder>;
  requests: FakeDuffelRequest[];
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{7,14}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
const refuse = (response: ServerResponse, status: number, code: string) =>
  send(response, status, { errors: [{ code, title: code, message: code, type: 'validation_error' }] });

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * A local Duffel that checks what the real API checks: the Bearer token and Duffel-Version headers, the offer
 * request's slices and passengers, order passengers whose ids are exactly the offer's (infants on an adult),
 * E.164 phones and `born_on` dates, a hold only on an offer that allows it, a balance payment of exactly the
 * order's amount and currency, and a cancellation confirmed only after it was quoted.
 */
export async function startFakeDuffelServer(): Promise<FakeDuffelServer> {
  let counter = 0;
  const cancellations = new Map<string, Pick<OrderCancellation, 'id' | 'order_id' | 'confirmed_at'>>();

  function makeOffers(request: CreateOfferRequest): FakeOffer[] {
    counter += 1;
    const passengers: OfferPassenger[] = request.passengers.map((passenger, index) => ({
      id: `pas_${counter}_${index}`,
      type: passenger.type ?? null,
      age: passenger.age ?? null,
      fare_type: null,
    }));
    return OFFER_KINDS.map((kind) => ({
      id: `off_${counter}_${kind.key}`,
      live_mode: false,
      expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      total_amount: kind.amount,
      total_currency: FAKE_DUFFEL_CURRENCY,
      tax_amount: '12.00',
      tax_currency: FAKE_DUFFEL_CURRENCY,
      owner: kind.carrier,
      passengers,
      passenger_identity_documents_required: fake.documentsRequired,
      payment_requirements: {
        requires_instant_payment: kind.instant || fake.instantPaymentOnly,
        payment_required_by: kind.instant ? null : new Date(Date.now() + 86_400_000).toISOString(),
        price_guarantee_expires_at: null,
      },
      slices: request.slices.map((slice, index) => {
        const origin = AIRPORTS[slice.origin] ?? airport(slice.origin, slice.origin, 'CO', 'America/Bogota');
        const destination =
          AIRPORTS[slice.destination] ??
          airport(slice.destination, slice.destination, 'CO', 'America/Bogota');
        return {
          id: `sli_${counter}_${kind.key}_${index}`,
          segments: [
            {
              id: `seg_${counter}_${kind.key}_${index}`,
              origin,
              destination,
              departing_at: `${slice.departure_date}T${kind.times[0]}:00`,
              arriving_at: `${slice.departure_date}T${kind.times[1]}:00`,
              marketing_carrier: kind.carrier,
              marketing_carrier_flight_number: String(Number(kind.number) + index),
              operating_carrier: 'operating' in kind ? kind.operating : kind.carrier,
              operating_carrier_flight_number: String(Number(kind.number) + index),
              aircraft: { id: 'arc_320', iata_code: '320', name: 'Airbus A320' },
              distance: '214',
              duration: 'PT1H05M',
              stops: [],
              passengers: passengers.map((passenger) => ({
                passenger_id: passenger.id,
                cabin_class: request.cabin_class ?? 'economy',
                cabin_class_marketing_name: 'Economy',
                fare_basis_code: 'VEOWCO',
                cabin: null,
                baggages: [
                  { type: 'carry_on' as const, quantity: kind.carryOn },
                  { type: 'checked' as const, quantity: kind.checked },
                ],
              })),
            },
          ],
        };
      }),
    }));
  }

  function offerRequestProblem(body: { data?: CreateOfferRequest } | undefined): string | null {
    const request = body?.data;
    if (!request || !Array.isArray(request.slices) || request.slices.length === 0) return 'invalid_slices';
    for (const slice of request.slices) {
      if (!/^[A-Z]{3}$/.test(slice.origin) || !/^[A-Z]{3}$/.test(slice.destination)) return 'invalid_place';
      if (!ISO_DATE.test(slice.departure_date)) return 'invalid_departure_date';
    }
    if (!Array.isArray(request.passengers) || request.passengers.length === 0) return 'invalid_passengers';
    for (const passenger of request.passengers) {
      const hasType = ['adult', 'child', 'infant_without_seat'].includes(passenger.type ?? '');
      if (hasType === (typeof passenger.age === 'number')) return 'passenger_type_or_age';
    }
    if (
      request.cabin_class &&
      !['economy', 'premium_economy', 'business', 'first'].includes(request.cabin_class)
    ) {
      return 'invalid_cabin_class';
    }
    return null;
  }

  function orderProblem(
    order: CreateOrder | (Omit<CreateOrder, 'type'> & { type: 'hold' }),
    offer: FakeOffer,
  ) {
    if (order.type !== 'hold') return 'only_hold_orders_in_this_fake';
    if (offer.payment_requirements.requires_instant_payment) return 'offer_requires_instant_payment';
    if ('payments' in order || 'services' in order) return 'hold_order_without_payments_or_services';
    const offered = new Set(offer.passengers.map((passenger) => passenger.id));
    const given = order.passengers.map((passenger) => passenger.id);
    if (given.length !== offered.size || !given.every((id) => offered.delete(id)))
      return 'passenger_ids_mismatch';
    for (const passenger of order.passengers) {
      if (!E164.test(passenger.phone_number)) return 'invalid_phone_number';
      if (!ISO_DATE.test(passenger.born_on)) return 'invalid_born_on';
      if (!['m', 'f'].includes(passenger.gender)) return 'invalid_gender';
      if (!['mr', 'ms', 'mrs', 'miss', 'dr'].includes(passenger.title)) return 'invalid_title';
      if (!passenger.email?.includes('@')) return 'invalid_email';
      if (!passenger.given_name || !passenger.family_name) return 'invalid_name';
      const [document] = passenger.identity_documents ?? [];
      if (offer.passenger_identity_documents_required) {
        if (document?.type !== 'passport' || !document.unique_identifier)
          return 'identity_documents_required';
        if (!/^[A-Z]{2}$/.test(document.issuing_country_code)) return 'invalid_issuing_country_code';
        if (!ISO_DATE.test(document.expires_on)) return 'invalid_expires_on';
      }
    }
    const infants = offer.passengers.filter((passenger) => passenger.type === 'infant_without_seat');
    for (const infant of infants) {
      if (!order.passengers.some((passenger) => passenger.infant_passenger_id === infant.id)) {
        return 'infant_without_responsible_adult';
      }
    }
    return null;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    fake.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      version: request.headers['duffel-version'] as string | undefined,
      body,
    });
    if (fake.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, fake.slowMs));
    if (fake.mode === 'error') return refuse(response, 500, 'internal_server_error');
    if (request.headers.authorization !== `Bearer ${FAKE_DUFFEL_TOKEN}`)
      return refuse(response, 401, 'unauthorized');
    if (request.headers['duffel-version'] !== 'v2') return refuse(response, 400, 'unsupported_version');
    if (fake.mode === 'malformed') return send(response, 200, { data: { offers: [{ id: 7 }], id: 7 } });

    const data = (body as { data?: unknown } | undefined)?.data;
    const [, , resource, id, , action] = url.pathname.split('/');
    if (request.method === 'POST' && url.pathname === '/air/offer_requests') {
      const problem = offerRequestProblem(body as { data?: CreateOfferRequest });
      if (problem) return refuse(response, 422, problem);
      const offers = makeOffers(data as CreateOfferRequest);
      for (const offer of offers) fake.offers.set(offer.id, offer);
      // Without return_offers=true the offers must be listed apart; this adapter never does.
      if (url.searchParams.get('return_offers') !== 'true')
        return refuse(response, 422, 'expected_return_offers');
      const supplierTimeout = Number(url.searchParams.get('supplier_timeout') ?? 20_000);
      if (!(supplierTimeout >= 2_000 && supplierTimeout <= 60_000)) {
        return refuse(response, 422, 'invalid_supplier_timeout');
      }
      return send(response, 201, { data: { id: `orq_${counter}`, live_mode: false, offers } });
    }
    if (request.method === 'GET' && resource === 'offers' && id) {
      const offer = fake.offers.get(id);
      if (!offer || fake.offerState === 'gone') return refuse(response, 404, 'offer_no_longer_available');
      const answer: FakeOffer = {
        ...offer,
        total_amount: fake.repriceTo ?? offer.total_amount,
        expires_at:
          fake.offerState === 'expired' ? new Date(Date.now() - 60_000).toISOString() : offer.expires_at,
      };
      fake.offers.set(id, answer);
      return send(response, 200, { data: answer });
    }
    if (request.method === 'POST' && url.pathname === '/air/orders') {
      const order = data as CreateOrder;
      const offer = fake.offers.get(order.selected_offers?.[0] ?? '');
      if (!offer || fake.offerState !== 'live') return refuse(response, 422, 'offer_no_longer_available');
      const problem = orderProblem(order, offer);
      if (problem) return refuse(response, 422, problem);
      const created: FakeOrder = {
        id: `ord_${fake.orders.size + 1}`,
        offerId: offer.id,
        live_mode: false,
        booking_reference: `RZPNX${fake.orders.size + 1}`,
        total_amount: offer.total_amount,
        total_currency: offer.total_currency,
        cancelled_at: null,
        payment_status: { awaiting_payment: true, paid_at: null },
        passengers: order.passengers,
      };
      fake.orders.set(created.id, created);
      return send(response, 201, { data: created });
    }
    if (request.method === 'GET' && resource === 'orders' && id) {
      const order = fake.orders.get(id);
      return order ? send(response, 200, { data: order }) : refuse(response, 404, 'not_found');
    }
    if (request.method === 'POST' && url.pathname === '/air/payments') {
      const { order_id, payment } = data as CreatePayment;
      const order = fake.orders.get(order_id);
      if (!order) return refuse(response, 404, 'not_found');
      if (order.cancelled_at || !order.payment_status.awaiting_payment)
        return refuse(response, 422, 'order_not_payable');
      if (payment.type !== 'balance') return refuse(response, 422, 'unsupported_payment_type');
      if (payment.amount !== order.total_amount || payment.currency !== order.total_currency) {
        return refuse(response, 422, 'payment_amount_does_not_match_order_amount');
      }
      order.payment_status = { awaiting_payment: false, paid_at: new Date().toISOString() };
      const paid: Pick<Payment, 'id' | 'amount' | 'currency' | 'type' | 'created_at'> = {
        id: `pay_${order_id}`,
        amount: payment.amount,
        currency: payment.currency ?? null,
        type: 'balance',
        created_at: new Date().toISOString(),
      };
      return send(response, 201, { data: paid });
    }
    if (request.method === 'POST' && url.pathname === '/air/order_cancellations') {
      const { order_id } = data as CreateOrderCancellation;
      const order = fake.orders.get(order_id);
      if (!order) return refuse(response, 404, 'not_found');
      if (order.cancelled_at) return refuse(response, 422, 'already_cancelled');
      const quote = { id: `ore_${order_id}`, order_id, confirmed_at: null as unknown as string };
      cancellations.set(quote.id, quote);
      return send(response, 201, { data: quote });
    }
    if (request.method === 'POST' && resource === 'order_cancellations' && id && action === 'confirm') {
      const quote = cancellations.get(id);
      const order = quote && fake.orders.get(quote.order_id);
      if (!quote || !order) return refuse(response, 404, 'not_found');
      quote.confirmed_at = new Date().toISOString();
      order.cancelled_at = quote.confirmed_at;
      return send(response, 200, { data: quote });
    }
    return refuse(response, 404, 'not_found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => refuse(response, 500, 'fake_failed'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the fake Duffel did not start');
  const fake: FakeDuffelServer = {
    baseUrl: `http://127.0.0.1:${address.port}`,
    mode: 'ok',
    slowMs: 1000,
    repriceTo: null,
    offerState: 'live',
    instantPaymentOnly: false,
    documentsRequired: false,
    offers: new Map(),
    orders: new Map(),
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
