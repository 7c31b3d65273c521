/**
 * The signed-in pages issue 33 measures, with addresses made from the running server's own data (a booking of the
 * traveller's, a hotel and room to check out), and how a benchmark gives a browser the session the login form
 * leaves (spec §3 'travesia-session'). Shared by `npm run bench:bundle` and `npm run bench:web`.
 */

/** The demo password of the seeded accounts (README). */
const DEMO_PASSWORD = 'Travesia2026!';
export const SESSION_STORAGE_KEY = 'travesia-session';

const TRAVELLER = 'viajero@andesenergia.co';
const APPROVER = 'aprobador@andesenergia.co';
const ADMIN = 'admin@andesenergia.co';

export interface SignedInPage {
  name: string;
  path: string;
  email: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function api<T>(base: string, path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A session of `email`, as the login form would start it. */
export async function signInThroughApi(base: string, email: string): Promise<string> {
  const { token } = await api<{ token: string }>(base, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return token;
}

/** What the app keeps in local storage for a session (read back through GET /api/me on start). */
export function sessionStorageValue(token: string, email: string): string {
  return JSON.stringify({ jwt: token, idCliente: email });
}

/** The pages, each for the demo user who would open it. */
export async function signedInPages(base: string): Promise<SignedInPage[]> {
  const traveller = await signInThroughApi(base, TRAVELLER);
  // The seed's trips are the company's other employees': the administrator opens one of them.
  const admin = await signInThroughApi(base, ADMIN);
  const me = await api<{ data: { id_company: number } }>(base, '/api/me', {}, admin);
  const { data } = await api<{ data: { id: string }[] }>(
    base,
    `/api/bookings/company/${me.data.id_company}`,
    {},
    admin,
  );
  const booking = data[0];
  if (!booking) throw new Error(`${ADMIN}'s company has no booking to open`);
  const stay = { checkIn: day(30), checkOut: day(32) };
  const { results } = await api<{ results: { code: string; minRate: number }[] }>(
    base,
    '/api/hotels/search',
    {
      method: 'POST',
      body: JSON.stringify({
        stay,
        occupancies: [{ rooms: 1, adults: 2, children: 0 }],
        destination: { zone: 'BOG' },
      }),
    },
    traveller,
  );
  const hotel = results[0];
  if (!hotel) throw new Error('no hotel in Bogotá');
  const { rooms } = await api<{ rooms: { code: string }[] }>(
    base,
    `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=2`,
    {},
    traveller,
  );
  const stayPath = `BOG/${stay.checkIn}/${stay.checkOut}/1/2`;
  return [
    {
      name: 'Resultados de vuelos, ida y vuelta BOG–MDE',
      path: `/shop/flights/results/roundtrip/BOG/MDE/${day(20)}/${day(27)}/1/0/0`,
      email: TRAVELLER,
    },
    {
      name: 'Resultados de vuelos, ida BOG–MDE',
      path: `/shop/flights/results/oneway/BOG/MDE/${day(20)}/1/0/0`,
      email: TRAVELLER,
    },
    { name: 'Vuelos (búsqueda)', path: '/flight-home', email: TRAVELLER },
    { name: 'Resultados de hoteles', path: `/hotels/results/${stayPath}`, email: TRAVELLER },
    {
      name: 'Pago del hotel (checkout)',
      path: `/hotels/checkout/${hotel.code}/${stayPath}/${rooms[0]?.code}`,
      email: TRAVELLER,
    },
    { name: 'Mis Reservas', path: '/bookings', email: TRAVELLER },
    { name: 'Detalle de una reserva', path: `/bookings/${booking.id}`, email: ADMIN },
    { name: 'Aprobaciones de Viajes', path: '/travel-approvals', email: APPROVER },
    { name: 'Centros de costos', path: '/cost-center/list', email: ADMIN },
    { name: 'Reportes', path: '/reports', email: ADMIN },
  ];
}
