import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const FAKE_HOTELBEDS_KEY = 'fake-api-key';
export const FAKE_HOTELBEDS_SECRET = 'fake-secret';

export interface FakeHotelbedsServer {
  baseUrl: string;
  /** 'ok' answers; 'error' answers 500; 'slow' answers only after `slowMs`. */
  mode: 'ok' | 'error' | 'slow';
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

    if (request.method === 'POST' && path === '/hotel-api/1.0/hotels') {
      const wanted = (body?.hotels as { hotel?: number[] } | undefined)?.hotel;
      const destination = (body?.destination as { code?: string } | undefined)?.code;
      const hotels = HOTELS.filter((hotel) =>
        wanted ? wanted.includes(hotel.code) : hotel.destinationCode === destination,
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
        booking: { reference: '102-4567890', status: 'CONFIRMED', totalNet: Number(net), currency: 'USD' },
      });
    }
    const cancellation = /^\/hotel-api\/1\.0\/bookings\/([^/?]+)\?cancellationFlag=CANCELLATION$/.exec(path);
    if (request.method === 'DELETE' && cancellation) {
      return send(response, 200, { booking: { reference: cancellation[1], status: 'CANCELLED' } });
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
