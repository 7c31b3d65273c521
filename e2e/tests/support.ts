import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  type Response,
  test,
} from '@playwright/test';

export const DEMO_PASSWORD = 'Travesia2026!';

export const DEMO = {
  traveller: { email: 'viajero@andesenergia.co', name: 'Laura Gómez', company: 'Andes Energía S.A.S.' },
  approver: { email: 'aprobador@andesenergia.co', name: 'Carlos Restrepo', company: 'Andes Energía S.A.S.' },
  admin: { email: 'admin@andesenergia.co', name: 'Ana Martínez', company: 'Andes Energía S.A.S.' },
  otherCompanyTraveller: {
    email: 'viajero@cafedelsur.co',
    name: 'Julián Ríos',
    company: 'Café del Sur S.A.S.',
  },
  operator: { email: 'operador@travesia.co', name: 'Operaciones Travesía', company: 'Travesía Operaciones' },
} as const;

/** Signs in through the login form, as a person would: for the tests of signing in itself (auth.spec.ts). */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/flight-home$/);
}

/**
 * Starts a session the way the login form leaves one, without the form: the API's login, the token stored where
 * the app keeps it (spec §3 'travesia-session'), then the page a signed-in person lands on. The app completes
 * the user from GET /api/me, as it does for any stored session.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  // Any document of the app's origin gives access to its storage; the icon is the lightest.
  await page.goto('/favicon.svg');
  await page.evaluate(
    (session) => {
      localStorage.removeItem('user-data');
      localStorage.setItem('travesia-session', JSON.stringify(session));
    },
    { jwt: token, idCliente: email },
  );
  await page.goto('/flight-home');
  // The header's profile link carries the user's name once GET /api/me has answered (the side menu, closed, has
  // a profile link of its own).
  await expect(page.getByRole('banner').getByRole('link', { name: /^Mi perfil: / })).toBeVisible();
}

/**
 * Opens the side menu and waits for its animation to end: Ionic ignores a toggle made mid-animation. Right after
 * a navigation the previous page's header is still there until the page transition ends: wait for one toggle.
 */
export async function openMenu(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  await expect(toggle).toHaveCount(1);
  await toggle.click();
  await expect
    .poll(() =>
      page
        .locator('ion-menu')
        .evaluate((menu) => (menu as HTMLElement & { isOpen(): Promise<boolean> }).isOpen()),
    )
    .toBe(true);
}

/** Reads the newest dev-outbox mail to an address and returns the first link it holds. */
export async function latestMailLink(page: Pick<Page, 'request'>, to: string): Promise<string> {
  const response = await page.request.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
  const mail = messages.find((message) => message.to === to);
  expect(mail, `mail to ${to}`).toBeDefined();
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  return link as string;
}

/** Sign-up data as `POST /api/auth/register` takes it, and the password chosen on the confirmation page. */
export interface SignUpPerson {
  documento: string;
  firstname: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
}

/** Chooses the account's password on the page of the e-mailed confirmation link and confirms. */
export async function confirmSignUpWithPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Confirmar mi cuenta' }).click();
}

/**
 * A fresh account for journeys that need one (sign-up itself is tested through the form): signs up through the
 * API and follows the confirmation link e-mailed to the dev outbox, choosing the password there.
 */
export async function signUpConfirmed(request: APIRequestContext, person: SignUpPerson): Promise<void> {
  const { password, ...signUpData } = person;
  const signUp = await request.post('/api/auth/register', { data: signUpData });
  expect(signUp.status(), await signUp.text()).toBe(202);
  const link = await latestMailLink({ request }, person.email);
  const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
  const confirmed = await request.post('/api/auth/register/confirm', { data: { token, password } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
}

/**
 * Signs up a new Andes Energía traveller (an `e2e.<tag>.…` address, a documento of its own) and signs them in: a
 * journey whose trips must cross no other journey's.
 */
export async function signInAsNewTraveller(
  page: Page,
  person: { tag: string; firstname: string; last_name: string; phone: string },
): Promise<void> {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e.${person.tag}.${suffix}@andesenergia.co`;
  await signUpConfirmed(page.request, {
    documento: suffix.slice(-10),
    firstname: person.firstname,
    last_name: person.last_name,
    email,
    phone: person.phone,
    password: DEMO_PASSWORD,
  });
  await signIn(page, email);
}

/**
 * The cards of a hotel results page once all are drawn. The first commit holds three and a placeholder for
 * the search bar; the rest come in the task after it, with the bar, so the placeholder's going says the list
 * is whole (the bar's form alone would not: the search page before it stays in Ionic's stack).
 */
export async function drawnHotelCards(page: Page): Promise<Locator> {
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('.hotel-search-bar--placeholder')).toHaveCount(0);
  return cards;
}

/** Whether the test runs in the phone project (Pixel 7), where some controls fold away. */
export function isPhoneRun(): boolean {
  return test.info().project.name === 'phone';
}

/**
 * A checkout asks for a reason exactly when the trip is out of policy, which it states next to the price: the
 * test reads that verdict and checks the field is there (and fills it) or absent accordingly.
 */
/**
 * Picks the flight a booking test books (or, on a round trip, each of its two), from `results` (the results screen)
 * sorted by departure time: the test's own `slot`, and for the phone project the flight after it. Both projects
 * share one API, and a person cannot be booked twice on one flight (the API refuses it), so no two bookings of one
 * traveller may take the same flight.
 */
export async function selectFlightToBook(results: Locator, slot: number): Promise<void> {
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  const toggle = results.getByRole('button', { name: 'Mostrar filtros' });
  if (await toggle.isVisible()) await toggle.click();
  await results.getByLabel('Ordenar por').selectOption({ label: 'Hora de salida' });
  const index = slot * 2 + (test.info().project.name === 'phone' ? 1 : 0);
  await results.getByRole('article').nth(index).getByRole('button', { name: 'Seleccionar' }).click();
}

export async function giveReasonIfOutOfPolicy(page: Page, reason: string): Promise<void> {
  const verdict = page.locator('.policy-status').first();
  await expect(verdict).toHaveText(/^(Dentro|Fuera) de la política$/);
  const field = page.getByLabel('Motivo', { exact: true });
  if ((await verdict.innerText()) === 'Fuera de la política') await field.fill(reason);
  else await expect(field).toHaveCount(0);
}

/**
 * Clicks the checkout's 'Confirmar reserva' and answers the booking request's response. Specs book Laura on the same
 * days (the search's default dates, tomorrow for approvals), so when the checkout warns of another trip of hers at the
 * same time (issue 36) the test books anyway, as a traveller who needs both trips would; any other answer is returned
 * as it came.
 */
export async function confirmBooking(page: Page, kind: 'hotel' | 'flight'): Promise<Response> {
  const answer = () =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/bookings/${kind}`) && response.request().method() === 'POST',
    );
  const first = answer();
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  const response = await first;
  if (response.status() !== 409) return response;
  const { error } = (await response.json()) as { error: { code: string } };
  if (error.code !== 'TRIP_OVERLAP') return response;
  await expect(page.getByText(/^Este viaje se cruza con /)).toBeVisible();
  const second = answer();
  await page.getByRole('button', { name: 'Reservar de todos modos' }).click();
  return second;
}

/** Types a city in the hotel search on screen and picks it from the suggestions. */
export async function chooseHotelDestination(
  page: Page,
  typed = 'medellin',
  city = /Medellín/,
): Promise<void> {
  await page.getByRole('combobox', { name: 'Destino' }).fill(typed);
  await page.getByRole('option', { name: city }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** From the hotel results on screen to the checkout of the first room of the cheapest or the dearest hotel. */
export async function openFirstRoomOfResults(
  page: Page,
  order: 'Menor a mayor' | 'Mayor a menor',
): Promise<void> {
  const results = page.getByRole('main').filter({ has: page.getByRole('heading', { name: /^Hoteles en/ }) });
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await results.getByRole('combobox', { name: 'Ordenar por precio' }).selectOption({ label: order });
  await results.getByRole('article').first().getByRole('link').first().click();
  await page
    .getByRole('link', { name: /^Reservar/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva de hotel' })).toBeVisible();
}
