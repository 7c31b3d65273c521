import { createServer, type ServerResponse } from 'node:http';
import { BAGGAGE, ONE_WAY, ROUND_TRIP } from './fake-kiwi-itineraries';

export const FAKE_KIWI_KEY = 'fake-kiwi-key';
/** The rate the fake converts EUR totals with. */
export const FAKE_COP_PER_EUR = 4300;

export interface FakeKiwiRequest {
  method: string;
  /** Path and query exactly as sent. */
  url: string;
  path: string;
  query: Record<string, string>;
  apikey: string | undefined;
  body: unknown;
}

export interface FakeKiwiServer {
  baseUrl: string;
  /** 'ok' answers; 'error' answers 500; 'slow' answers only after `slowMs`; 'malformed' answers 200 in another shape. */
  mode: 'ok' | 'error' | 'slow' | 'malformed';
  slowMs: number;
  /** check_flights answers `flights_checked: false` this many times per token before confirming. */
  pendingChecks: number;
  flightsInvalid: boolean;
  /** A new EUR total that check_flights and save_booking report with `price_change: true`. */
  changedEur: number | null;
  confirmStatus: number;
  /**
   * Moves every date and time the fake answers by this many days (0: the itineraries fly on 2026-12-01), so a
   * test going through the API can keep its flights ahead of today.
   */
  shiftDays: number;
  /** The search answers leave the cabin-bag and personal-item limits out of `baglimit`, as some fares do. */
  omitHandLimits: boolean;
  /** check_flights offers no hand-bag combination without the cabin bag. */
  onlyCabinBagCombination: boolean;
  /** check_flights' `document_options.document_need`: above 0, save_booking refuses passengers without `expiration`. */
  documentNeed: number;
  requests: FakeKiwiRequest[];
  close(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The value with every ISO date-time string inside it moved by `days`. */
function shifted<T>(value: T, days: number): T {
  if (days === 0) return value;
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    return new Date(Date.parse(value) + days * DAY_MS).toISOString() as T;
  }
  if (Array.isArray(value)) return value.map((item) => shifted(item, days)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shifted(item, days)])) as T;
  }
  return value;
}

/** Tequila refuses a passenger without the fields save_booking requires; `title` is 'Mr' or 'Ms'. */
function findPassengerProblem(passengers: unknown): string | null {
  if (!Array.isArray(passengers) || passengers.length === 0) return 'passengers: required';
  for (const [index, passenger] of passengers.entries()) {
    const fields = passenger as Record<string, unknown>;
    if (fields.title !== 'Mr' && fields.title !== 'Ms') return `passengers.${index}.title: must be Mr or Ms`;
    for (const key of ['category', 'name', 'surname', 'birthday', 'nationality', 'cardno']) {
      if (typeof fields[key] !== 'string' || fields[key] === '')
        return `passengers.${index}.${key}: required`;
    }
  }
  return null;
}

/** Just enough of Tequila on loopback: /v2/search and the booking flow (check, save, confirm payment). */
export async function startFakeKiwiServer(): Promise<FakeKiwiServer> {
  const state: Omit<FakeKiwiServer, 'baseUrl' | 'close'> = {
    mode: 'ok',
    slowMs: 1000,
    pendingChecks: 0,
    flightsInvalid: false,
    changedEur: null,
    confirmStatus: 0,
    omitHandLimits: false,
    onlyCabinBagCombination: false,
    documentNeed: 0,
    shiftDays: 0,
    requests: [],
  };
  let searches = 0;
  const checksPerToken = new Map<string, number>();

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  /** Kiwi's tokens change with every search, and the itinerary they name lives inside them. */
  const itineraryOf = (token: string) =>
    [...ONE_WAY, ...ROUND_TRIP].find((candidate) => token.startsWith(`${candidate.token}#`));
  const priced = (eur: number) => ({
    total: eur,
    conversion: { currency: 'COP', amount: eur * FAKE_COP_PER_EUR },
    price_change: state.changedEur !== null,
    flights_invalid: state.flightsInvalid,
  });

  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const url = new URL(request.url ?? '/', 'http://fake-kiwi');
    const apikey = request.headers.apikey;
    state.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      apikey: typeof apikey === 'string' ? apikey : undefined,
      body: raw ? JSON.parse(raw) : undefined,
    });
    if (apikey !== FAKE_KIWI_KEY) return send(response, 403, { message: 'Invalid API key' });
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (state.mode === 'error') return send(response, 500, { message: 'boom' });
    if (state.mode === 'malformed') return send(response, 200, { data: 'none', flights_checked: 'yes' });

    if (request.method === 'GET' && url.pathname === '/v2/search') {
      searches += 1;
      const found = url.searchParams.get('flight_type') === 'round' ? ROUND_TRIP : ONE_WAY;
      return send(response, 200, {
        currency: 'COP',
        fx_rate: FAKE_COP_PER_EUR,
        data: found.map(({ token, ...rest }) => ({
          ...shifted(rest, state.shiftDays),
          ...(state.omitHandLimits
            ? { baglimit: { hold_weight: 23, hold_length: 78, hold_width: 28, hold_height: 52 } }
            : {}),
          booking_token: `${token}#${searches}`,
        })),
      });
    }
    if (request.method === 'GET' && url.pathname === '/v2/booking/check_flights') {
      const token = url.searchParams.get('booking_token') ?? '';
      const found = itineraryOf(token);
      if (!found) return send(response, 400, { message: 'Expired booking token' });
      const checks = (checksPerToken.get(token) ?? 0) + 1;
      checksPerToken.set(token, checks);
      const eur = state.changedEur ?? found.conversion.EUR;
      return send(response, 200, {
        session_id: `session-${token}`,
        flights_checked: checks > state.pendingChecks,
        ...priced(eur),
        conversion: {
          ...priced(eur).conversion,
          adults_price: eur * FAKE_COP_PER_EUR,
          children_price: 0,
          infants_price: 0,
        },
        document_options: { document_need: state.documentNeed },
        baggage: state.onlyCabinBagCombination
          ? {
              ...BAGGAGE,
              combinations: { ...BAGGAGE.combinations, hand_bag: BAGGAGE.combinations.hand_bag.slice(1) },
            }
          : BAGGAGE,
      });
    }
    if (request.method === 'POST' && url.pathname === '/v2/booking/save_booking') {
      const body = JSON.parse(raw) as { booking_token: string; session_id: string; passengers?: unknown };
      const found = itineraryOf(body.booking_token);
      if (!found || body.session_id !== `session-${body.booking_token}`) {
        return send(response, 400, { message: 'Invalid session' });
      }
      const passengerProblem = findPassengerProblem(body.passengers);
      if (passengerProblem) return send(response, 422, { message: passengerProblem });
      const undocumented = (body.passengers as { expiration?: string }[]).some(
        (person) => !person.expiration,
      );
      if (state.documentNeed > 0 && undocumented) {
        return send(response, 422, { message: 'passengers.expiration: required' });
      }
      return send(response, 200, {
        booking_id: 40211837,
        transaction_id: 'tx-7f3a',
        ...priced(state.changedEur ?? found.conversion.EUR),
      });
    }
    if (request.method === 'POST' && url.pathname === '/v2/booking/confirm_payment') {
      return send(response, 200, state.confirmStatus === 0 ? { status: 0 } : { status: -1, msg: 'failed' });
    }
    return send(response, 404, { message: url.pathname });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
