import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const FAKE_HOTELBEDS_KEY = 'fake-api-key';
export const FAKE_HOTELBEDS_SECRET = 'fake-secret';

export interface FakeHotelbedsServer {
  baseUrl: string;
  /** 'ok' answers; 'error' answers 500; 'slow' answers only after `slowMs`; 'malformed' answers 200 with another shape. */
  mode: 'ok' | 'error' | 'slow' | 'malformed';
  /** The `status` the booking answer carries (the SDK's ShoppingCartStatus). */
  bookingStatus: string;
  /** The `status` the cancellation answer carries. */
  cancellationStatus: string;
  slowMs: number;
  /** Net price CheckRate confirms for the RECHECK rate. */
  recheckNet: string;
  requests: { method: string; path: string; body: unknown }[];
  close(): Promise<void>;
}

const HOTELS = [
  {
    code: 168,
    name: 'Hotel Prueba Centro',
    categoryCode: '4EST',
    destinationCode: 'BOG',
    destinationName: 'Bogota',
    latitude: '4.6097',
    longitude: '-74.0817',
    currency: 'USD',
    rooms: [
      {
        code: 'DBL.ST',
        name: 'Habitación doble estándar',
        rates: [
          {
            rateKey: '20270310|20270312|W|1|168|DBL.ST|BB|1~2~0',
            rateType: 'BOOKABLE',
            net: '120.00',
            allotment: 3,
            boardCode: 'BB',
            rooms: 1,
            adults: 2,
            children: 0,
            cancellationPolicies: [{ amount: '60.00', from: '2099-03-08T23:59:00-05:00' }],
          },
        ],
      },
      {
        code: 'SUI.ST',
        name: 'Suite',
        rates: [
          {
            rateKey: '20270310|20270312|W|1|168|SUI.ST|HB|1~2~0',
            rateType: 'RECHECK',
            net: '300.00',
            allotment: 1,
            boardCode: 'HB',
            rooms: 1,
            adults: 2,
            children: 0,
          },
        ],
      },
    ],
  },
  {
    code: 3424,
    name: 'Hotel Prueba Aeropuerto',
    categoryCode: '3EST',
    destinationCode: 'BOG',
    latitude: '4.6980',
    longitude: '-74.1400',
    rooms: [
      {
        code: 'DBL.ST',
        name: 'Doble',
        rates: [{ rateKey: 'k-3424', rateType: 'BOOKABLE', net: '90.00', allotment: 0, boardCode: 'RO' }],
      },
    ],
  },
];

/** What APItude's validation refuses (the SDK's bean constraints), as its 400 answer. */
function contractProblem(body: Record<string, unknown> | undefined): string | null {
  const occupancies = (body?.occupancies ?? []) as {
    children?: number;
    paxes?: { type: string; age?: number }[];
  }[];
  for (const occupancy of occupancies) {
    const ages = (occupancy.paxes ?? []).filter((pax) => pax.type === 'CH' && Number.isInteger(pax.age));
    if ((occupancy.children ?? 0) !== ages.length) return 'Age is mandatory for children';
  }
  const holder = body?.holder as { name?: string; surname?: string } | undefined;
  const paxes = ((body?.rooms ?? []) as { paxes?: { name?: string; surname?: string }[] }[]).flatMap(
    (room) => room.paxes ?? [],
  );
  for (const person of [holder, ...paxes]) {
    if ((person?.name?.length ?? 0) > 50 || (person?.surname?.length ?? 0) > 50)
      return 'size must be between 0 and 50';
  }
  return null;
}

/** Kilometres between two points (haversine), as a geolocation search measures them. */
function kilometresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function isSignedCorrectly(request: IncomingMessage): boolean {
  if (request.headers['api-key'] !== FAKE_HOTELBEDS_KEY) return false;
  const now = Math.floor(Date.now() / 1000);
  return [now, now - 1, now - 2].some(
    (seconds) =>
      createHash('sha256').update(`${FAKE_HOTELBEDS_KEY}${FAKE_HOTELBEDS_SECRET}${seconds}`).digest('hex') ===
      request.headers['x-signature'],
  );
}

/** Just enough of the APItude Booking API on loopback: availability, checkrates, bookings and cancellation. */
export async function startFakeHotelbedsServer(): Promise<FakeHotelbedsServer> {
  const state: Omit<FakeHotelbedsServer, 'baseUrl' | 'close'> = {
    mode: 'ok',
    bookingStatus: 'CONFIRMED',
    cancellationStatus: 'CANCELLED',
    slowMs: 1000,
    recheckNet: '300.00',
    requests: [],
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    const path = request.url ?? '';
    state.requests.push({ method: request.method ?? '', path, body });
    if (!isSignedCorrectly(request))
      return send(response, 401, { error: { code: 'AUTH', message: 'bad signature' } });
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
    if (state.mode === 'error')
      return send(response, 500, { error: { code: 'SYSTEM_ERROR', message: 'boom' } });
    if (state.mode === 'malformed') return send(response, 200, { hotels: 'none', booking: { reference: 7 } });
    const problem = contractProblem(body);
    if (problem) return send(response, 400, { error: { code: 'INVALID_REQUEST', message: problem } });

    if (request.method === 'POST' && path === '/hotel-api/1.0/hotels') {
      const wanted = (body?.hotels as { hotel?: number[] } | undefined)?.hotel;
      const around = body?.geolocation as
        | { latitude: number; longitude: number; radius: number; unit: string }
        | undefined;
      if (!wanted && around?.unit !== 'km')
        return send(response, 400, {
          error: { code: 'INVALID_REQUEST', message: 'destination or geolocation' },
        });
      const hotels = HOTELS.filter((hotel) =>
        wanted
          ? wanted.includes(hotel.code)
          : around &&
            kilometresBetween(around, {
              latitude: Number(hotel.latitude),
              longitude: Number(hotel.longitude),
            }) <= around.radius,
      );
      return send(response, 200, { hotels: { hotels, total: hotels.length } });
    }
    if (request.method === 'POST' && path === '/hotel-api/1.0/checkrates') {
      const rateKey = (body?.rooms as { rateKey: string }[] | undefined)?.[0]?.rateKey;
      return send(response, 200, {
        hotel: {
          ...HOTELS[0],
          rooms: [
            {
              code: 'SUI.ST',
              name: 'Suite',
              rates: [
                {
                  rateKey: `${rateKey}|checked`,
                  rateType: 'BOOKABLE',
                  net: state.recheckNet,
                  boardCode: 'HB',
                },
              ],
            },
          ],
        },
      });
    }
    if (request.method === 'POST' && path === '/hotel-api/1.0/bookings') {
      const rateKey = (body?.rooms as { rateKey: string }[] | undefined)?.[0]?.rateKey ?? '';
      const net = rateKey.includes('SUI') ? state.recheckNet : '120.00';
      return send(response, 200, {
        booking: {
          reference: '102-4567890',
          status: state.bookingStatus,
          totalNet: Number(net),
          currency: 'USD',
        },
      });
    }
    const cancellation = /^\/hotel-api\/1\.0\/bookings\/([^/?]+)\?cancellationFlag=CANCELLATION$/.exec(path);
    if (request.method === 'DELETE' && cancellation) {
      return send(response, 200, {
        booking: { reference: cancellation[1], status: state.cancellationStatus },
      });
    }
    return send(response, 404, { error: { code: 'NOT_FOUND', message: path } });
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
