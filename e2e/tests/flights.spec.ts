import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  confirmBooking,
  DEMO,
  giveReasonIfOutOfPolicy,
  openMenu,
  selectFlightToBook,
  signIn,
} from './support';

/** `YYYY-MM-DD` of today + `days` in Colombia, as the search form computes its defaults. */
function bogotaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function pesos(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

async function chooseAirport(page: Page, field: 'Origen' | 'Destino', typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

interface FlightSearchInput {
  from: [string, RegExp];
  to: [string, RegExp];
  oneWay?: boolean;
  children?: number;
  infants?: number;
  directOnly?: boolean;
  /** Opens the search from the side menu of the home page rather than by its address. */
  fromMenu?: boolean;
}

/** Fills /flight-home as a traveller would and submits it. */
async function searchFlights(page: Page, search: FlightSearchInput): Promise<void> {
  if (search.fromMenu) {
    await page.goto('/');
    await openMenu(page);
    await page.locator('ion-menu').getByRole('link', { name: 'Vuelos' }).click();
  } else {
    await page.goto('/flight-home');
  }
  if (search.oneWay) await page.getByText('Solo ida', { exact: true }).click();
  await chooseAirport(page, 'Origen', ...search.from);
  await chooseAirport(page, 'Destino', ...search.to);
  if (search.children || search.infants) {
    await page.getByRole('button', { name: /Pasajeros/ }).click();
    // Each modal of the form stays in the page once opened: this one is the one titled for passengers.
    const dialog = page
      .locator('ion-modal')
      .filter({ has: page.getByRole('heading', { name: 'Seleccionar Pasajeros' }) });
    for (let index = 0; index < (search.children ?? 0); index++) {
      await dialog.getByRole('button', { name: 'Agregar niños' }).click();
    }
    for (let index = 0; index < (search.infants ?? 0); index++) {
      await dialog.getByRole('button', { name: 'Agregar bebés' }).click();
    }
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  }
  if (search.directOnly === false)
    await page.getByRole('checkbox', { name: 'Solo vuelos directos' }).uncheck();
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
}

/** Ionic keeps the previous page in the DOM during the transition: act on the page with this title. */
function screen(page: Page, title: string | RegExp): Locator {
  return page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
}

async function selectFirstItinerary(page: Page): Promise<void> {
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await first.getByRole('button', { name: 'Seleccionar' }).click();
}

async function totalOf(page: Page): Promise<number> {
  const total = page.locator('.price-breakdown__line--total dd').first();
  return pesos(await total.innerText());
}

async function fillPassenger(
  group: Locator,
  passenger: { documento: string; firstName: string; lastName: string; birthDate: string; sex: string },
  isAbroad: boolean,
): Promise<void> {
  await group.getByLabel('Sexo (como figura en el documento)').selectOption({ label: passenger.sex });
  await group.getByLabel('Número de documento').fill(passenger.documento);
  await group.getByLabel('Nombres').fill(passenger.firstName);
  await group.getByLabel('Apellidos').fill(passenger.lastName);
  await group.getByLabel('Fecha de nacimiento').fill(passenger.birthDate);
  await fillDocumentExpiry(group, isAbroad);
}

/** Trips abroad ask each passenger's document expiry (valid on the last flight); national ones do not. */
async function fillDocumentExpiry(group: Locator, isAbroad: boolean): Promise<void> {
  const expiry = group.getByLabel('Vencimiento del documento');
  if (isAbroad) await expiry.fill(bogotaDatePlus(3 * 365));
  else await expect(expiry).toHaveCount(0);
}

/** From the upsell to the confirmation for a signed-in traveller with a child and an infant. */
async function bookWithFamily(
  page: Page,
  { isAbroad = false } = {},
): Promise<{ id: string; locator: string; total: number }> {
  await expect(page).toHaveURL(/\/flight-upsell$/);
  await screen(page, 'Elige tu tarifa').getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/flight-checkout\//);
  const checkoutContinue = screen(page, /^Reserva de vuelo/).getByRole('button', { name: 'Continuar' });
  await expect(checkoutContinue).toBeEnabled({ timeout: 15_000 });
  await checkoutContinue.click();

  await expect(page).toHaveURL(/\/booking-one$/);
  const traveller = page.getByRole('group', { name: /Pasajero 1: Adulto/ });
  await expect(traveller.getByLabel('Número de documento')).toHaveValue('1020304050');
  await traveller.getByLabel('Fecha de nacimiento').fill('1990-05-17');
  await traveller.getByLabel('Sexo (como figura en el documento)').selectOption({ label: 'Femenino' });
  await fillDocumentExpiry(traveller, isAbroad);
  await fillPassenger(
    page.getByRole('group', { name: /Pasajero 2: Niño/ }),
    {
      documento: '1122334455',
      firstName: 'Mateo',
      lastName: 'Gómez',
      birthDate: `${Number(bogotaDatePlus(0).slice(0, 4)) - 8}-03-10`,
      sex: 'Masculino',
    },
    isAbroad,
  );
  await fillPassenger(
    page.getByRole('group', { name: /Pasajero 3: Bebé/ }),
    {
      documento: '1133557799',
      firstName: 'Sofía',
      lastName: 'Gómez',
      birthDate: `${Number(bogotaDatePlus(0).slice(0, 4)) - 1}-01-15`,
      sex: 'Femenino',
    },
    isAbroad,
  );
  await screen(page, 'Datos de los pasajeros').getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/booking-two$/);
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  await page.getByLabel('Descuento por nómina').check();
  await giveReasonIfOutOfPolicy(page, 'Reunión con el cliente en su sede.');
  const total = await totalOf(page);
  const response = await confirmBooking(page, 'flight');
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as { id: string; locator: string; total: number };
  await expect(page).toHaveURL(new RegExp(`/flight-confirmation/${booking.id}$`));
  await expect(page.getByRole('heading', { name: 'Reserva registrada' })).toBeVisible();
  await expect(page.getByText(booking.locator, { exact: true })).toBeVisible();
  expect(booking.total).toBe(total);
  return booking;
}

async function storedBooking(page: Page, id: string) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('travesia-session') ?? '{}').jwt);
  const response = await page.request.get(`/api/bookings/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    type: string;
    total: number;
    passengers: { type: string }[];
    itinerary: { route: { return: number }[] };
  };
}

test.describe('flight search, fare choice and booking', () => {
  test('a visitor is asked to sign in at checkout, and both buttons of the alert work', async ({ page }) => {
    await searchFlights(page, {
      from: ['bogota', /\(BOG\)/],
      to: ['medellin', /\(MDE\)/],
      oneWay: true,
      fromMenu: true,
    });
    await expect(page).toHaveURL(
      new RegExp(`/shop/flights/results/oneway/BOG/MDE/${bogotaDatePlus(4)}/1/0/0$`),
    );
    await selectFirstItinerary(page);
    await expect(page).toHaveURL(/\/flight-upsell$/);
    await page.getByRole('link', { name: /Información del vuelo/ }).click();
    const info = screen(page, 'Información del vuelo');
    await expect(info).toContainText('Aerolínea operadora');
    await expect(info).toContainText('Aeropuerto Internacional El Dorado');
    await info.getByRole('link', { name: 'Continuar con la reserva' }).click();
    await screen(page, 'Elige tu tarifa').getByRole('button', { name: 'Continuar' }).click();

    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Iniciar Sesión Requerido');
    await expect(alert).toContainText(
      'Para continuar con la reserva de vuelo, necesitas iniciar sesión en tu cuenta.',
    );
    // Spec §2.2: the guard blocks the navigation, so the fare page stays behind the alert.
    await expect(page).toHaveURL(/\/flight-upsell$/);
    await expect(page.locator('.fare-families')).toBeVisible();
    await alert.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/flight-home$/);

    await page.goto('/flight-upsell');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a traveller books a one-way flight for herself, a child and an infant @phone', async ({ page }) => {
    await signIn(page, DEMO.traveller.email);
    await searchFlights(page, {
      from: ['bogota', /\(BOG\)/],
      to: ['medellin', /\(MDE\)/],
      oneWay: true,
      children: 1,
      infants: 1,
    });
    await expect(page).toHaveURL(
      new RegExp(`/shop/flights/results/oneway/BOG/MDE/${bogotaDatePlus(4)}/1/1/1$`),
    );
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    await expect(cards.first()).toContainText('Directo');
    // Carriers by name, not only by code.
    await expect(cards.first()).toContainText(/Avianca|LATAM|Wingo|JetSMART|SATENA/);
    await expect(cards.first()).toContainText(/Dentro de la política|Fuera de la política/);
    // booking-billing.spec.ts books Laura on this route and day too, in slot 0.
    await selectFlightToBook(screen(page, /^Vuelos de/), 1);

    const booking = await bookWithFamily(page);
    const stored = await storedBooking(page, booking.id);
    expect(stored.type).toBe('flight');
    expect(stored.passengers.map((passenger) => passenger.type)).toEqual(['adult', 'child', 'infant']);
    expect(stored.itinerary.route.every((segment) => segment.return === 0)).toBe(true);
  });

  test('a traveller books a round trip with connections, a child and an infant, and the fare changes the price', async ({
    page,
  }) => {
    await signIn(page, DEMO.traveller.email);
    await searchFlights(page, {
      from: ['bucaramanga', /\(BGA\)/],
      to: ['arequipa', /\(AQP\)/],
      children: 1,
      infants: 1,
      directOnly: false,
    });
    await expect(page).toHaveURL(
      new RegExp(
        `/shop/flights/results/roundtrip/BGA/AQP/${bogotaDatePlus(4)}/${bogotaDatePlus(11)}/1/1/1\\?nonStop=false$`,
      ),
    );
    await expect(page.getByRole('heading', { name: 'Elige tu vuelo de ida' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('article').first()).toContainText(/escala/);
    await selectFlightToBook(screen(page, /^Vuelos de/), 0);
    await expect(page.getByRole('heading', { name: 'Elige tu vuelo de regreso' })).toBeVisible();
    await selectFlightToBook(screen(page, /^Vuelos de/), 0);

    // The fare family and the luggage bought on top change the total.
    await expect(page).toHaveURL(/\/flight-upsell$/);
    const basic = await totalOf(page);
    await page.locator('label', { hasText: 'Flexible' }).click();
    await expect.poll(() => totalOf(page)).toBeGreaterThan(basic);
    await page.locator('label', { hasText: 'Básica' }).click();
    await expect.poll(() => totalOf(page)).toBe(basic);
    await page.getByRole('combobox', { name: /Agregar Grande/ }).selectOption('1');
    await expect.poll(() => totalOf(page)).toBeGreaterThan(basic);

    const booking = await bookWithFamily(page, { isAbroad: true });
    const stored = await storedBooking(page, booking.id);
    expect(stored.itinerary.route.some((segment) => segment.return === 1)).toBe(true);
    expect(stored.total).toBeGreaterThan(basic);
  });

  test('a search with bags prices them on every card and the fare choice starts with them', async ({
    page,
  }) => {
    await signIn(page, DEMO.traveller.email);
    await openMenu(page);
    await page.locator('ion-menu').getByRole('link', { name: 'Vuelos' }).click();
    await page.getByText('Solo ida', { exact: true }).click();
    await chooseAirport(page, 'Origen', 'bogota', /\(BOG\)/);
    await chooseAirport(page, 'Destino', 'medellin', /\(MDE\)/);
    await page.getByRole('button', { name: 'Buscar vuelos' }).click();
    const results = screen(page, /^Vuelos de/);
    const withoutBags = results.getByRole('article').first();
    await expect(withoutBags).toBeVisible({ timeout: 15_000 });
    await expect(withoutBags).not.toContainText('maleta facturada');
    // The flight numbers (the carrier before them turns from its code to its name once the names have loaded).
    const flight = (await withoutBags.locator('.itinerary-card__flight-numbers').innerText())
      .split(' · ')
      .at(-1);
    const priceWithout = pesos(await withoutBags.locator('.itinerary-card__price strong').innerText());

    await results.getByText('Modificar búsqueda').click();
    const form = results.getByRole('form', { name: 'Buscar vuelos' });
    await form.getByRole('button', { name: 'Agregar maletas facturadas' }).click();
    await form.getByRole('button', { name: 'Buscar vuelos' }).click();
    await expect(page).toHaveURL(/\?hold=1$/);
    const withBag = screen(page, /^Vuelos de/)
      .getByRole('article')
      .first();
    // The search's carry-on (one per passenger by default) is priced in too.
    await expect(withBag).toContainText('Incluye equipaje de mano y 1 maleta facturada por pasajero', {
      timeout: 15_000,
    });
    await expect(withBag.locator('.itinerary-card__flight-numbers')).toContainText(` · ${flight}`);
    const priceWith = pesos(await withBag.locator('.itinerary-card__price strong').innerText());
    expect(priceWith).toBeGreaterThan(priceWithout);

    await withBag.getByRole('button', { name: 'Seleccionar' }).click();
    // The fare page starts from the family the card priced (the cheapest with those bags), carrying them: each one
    // included in that family or bought on top.
    await expect(page).toHaveURL(/\/flight-upsell$/);
    await expect.poll(() => totalOf(page)).toBe(priceWith);
    const luggage = screen(page, 'Elige tu tarifa').getByRole('group', { name: 'Equipaje' });
    const holdBag = luggage.getByRole('combobox', { name: /^Agregar Grande/ });
    if ((await holdBag.count()) > 0) await expect(holdBag).toHaveValue('1');
    else await expect(luggage.locator('.luggage-option--included', { hasText: 'Grande' })).toBeVisible();
    const carryOn = luggage.getByRole('checkbox', { name: /^Agregar Mediano/ });
    if ((await carryOn.count()) > 0) await expect(carryOn).toBeChecked();
    else await expect(luggage.locator('.luggage-option--included', { hasText: 'Mediano' })).toBeVisible();
  });

  test('a supplier failure shows a clear message and keeps the search for a retry', async ({ page }) => {
    let failures = 1;
    await page.route('**/api/flights/search', async (route) => {
      if (failures-- > 0) {
        await route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'SUPPLIER_UNAVAILABLE',
              message:
                'El proveedor de vuelos no pudo atender la solicitud. Intenta de nuevo en unos minutos.',
            },
          }),
        });
        return;
      }
      await route.continue();
    });
    await searchFlights(page, { from: ['bogota', /\(BOG\)/], to: ['cartagena', /\(CTG\)/], oneWay: true });
    await expect(
      page.getByText(
        'El proveedor de vuelos no pudo atender la solicitud. Intenta de nuevo en unos minutos.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/oneway\/BOG\/CTG\//);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  });

  test('the flight details show carriers, airports and the logo fallback', async ({ page }) => {
    await searchFlights(page, { from: ['bogota', /\(BOG\)/], to: ['madrid', /\(MAD\)/], oneWay: true });
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    await first.getByRole('button', { name: 'Ver detalle' }).click();
    await expect(first).toContainText('Aerolínea operadora');
    await expect(first).toContainText('Aeropuerto Internacional El Dorado');
    // The logo service is out of reach here: the carrier code badge replaces the image.
    await expect(first.locator('.airline-logo--fallback').first()).toBeVisible();
  });
});
