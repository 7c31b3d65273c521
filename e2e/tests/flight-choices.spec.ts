import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openMenu } from './support';

/*
 * Issue 36's flight items, walked as a traveller does from the side menu: every return flight can be chosen after
 * an outbound, the "Desde" price is the cheapest fare family with the searched bags, and the words and durations
 * read in Spanish.
 */

/** `YYYY-MM-DD` of today + `days` in Colombia, as the search form computes its defaults. */
function bogotaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const pesos = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** A duration as the app writes it: '55 min', '1 h', '1 h 20 min'. */
const DURATION = /^(\d+ h( \d+ min)?|\d+ min)$/;

async function chooseAirport(page: Page, field: 'Origen' | 'Destino', typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** From the home page's side menu to the results of a search on the form's default dates. */
async function searchFromMenu(
  page: Page,
  from: [string, RegExp],
  to: [string, RegExp],
  { oneWay = false, directOnly = true } = {},
): Promise<Locator> {
  await page.goto('/');
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: 'Vuelos' }).click();
  if (oneWay) await page.getByText('Solo ida', { exact: true }).click();
  await chooseAirport(page, 'Origen', ...from);
  await chooseAirport(page, 'Destino', ...to);
  if (!directOnly) await page.getByRole('checkbox', { name: 'Solo vuelos directos' }).uncheck();
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
  const results = page
    .getByRole('main')
    .filter({ has: page.getByRole('heading', { level: 1, name: /^Vuelos de/ }) });
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  return results;
}

async function sortByDeparture(results: Locator): Promise<void> {
  const toggle = results.getByRole('button', { name: 'Mostrar filtros' });
  if (await toggle.isVisible()) await toggle.click();
  await results.getByLabel('Ordenar por').selectOption({ label: 'Hora de salida' });
}

const departureOf = async (card: Locator) =>
  (await card.locator('.itinerary-card__time strong').first().innerText()).trim();

test('a round trip offers every return flight the one-way search finds, the morning ones too', async ({
  page,
}) => {
  const results = await searchFromMenu(page, ['bogota', /\(BOG\)/], ['medellin', /\(MDE\)/]);
  // What a one-way search from Medellín on the return day finds, as the API answers it.
  const oneWay = await page.request.post('/api/flights/search', {
    data: {
      origin: 'MDE',
      destination: 'BOG',
      departureDate: bogotaDatePlus(11),
      passengers: { adults: 1, children: 0, infants: 0 },
    },
  });
  expect(oneWay.ok()).toBe(true);
  const returns = ((await oneWay.json()) as { results: { route: { local_departure: string }[] }[] }).results;
  expect(returns.length).toBeGreaterThan(20);
  const earliest = returns
    .map((result) => (result.route[0] as { local_departure: string }).local_departure.slice(11, 16))
    .sort()[0];

  await sortByDeparture(results);
  await results.getByRole('article').first().getByRole('button', { name: 'Seleccionar' }).click();
  await expect(results.getByRole('heading', { name: 'Elige tu vuelo de regreso' })).toBeVisible();
  await expect(results.locator('.flight-results__count')).toHaveText(`${returns.length} vuelos`, {
    timeout: 15_000,
  });
  await sortByDeparture(results);
  expect(await departureOf(results.getByRole('article').first())).toBe(earliest);

  // The return chosen is what is booked: the fare page shows both directions.
  await results.getByRole('article').first().getByRole('button', { name: 'Seleccionar' }).click();
  await expect(page).toHaveURL(/\/flight-upsell$/);
  await expect(page.getByRole('region', { name: 'Tu vuelo' })).toContainText(earliest as string);
});

test('"Desde" is the cheapest fare family with the searched carry-on, and the fare page starts from it', async ({
  page,
}) => {
  const results = await searchFromMenu(page, ['bogota', /\(BOG\)/], ['medellin', /\(MDE\)/], {
    oneWay: true,
  });
  const first = results.getByRole('article').first();
  await expect(first).toContainText('Incluye equipaje de mano por pasajero');
  const shown = pesos(await first.locator('.itinerary-card__price strong').innerText());
  await first.getByRole('button', { name: 'Seleccionar' }).click();
  await expect(page).toHaveURL(/\/flight-upsell$/);

  const total = () => page.locator('.price-breakdown__line--total dd').first().innerText().then(pesos);
  // The family the page starts from costs what the card said, carry-on included.
  await expect.poll(total).toBe(shown);
  const totals: number[] = [];
  for (const name of ['Básica', 'Clásica', 'Flexible']) {
    await page.locator('label', { hasText: name }).click();
    await expect(page.locator('label', { hasText: name }).locator('..')).toHaveClass(/--selected/);
    // Each family keeps the carry-on the search asked for: included, or bought on top.
    totals.push(await total());
  }
  expect(shown).toBe(Math.min(...totals));
});

test('the cabins of the search read in Spanish', async ({ page }) => {
  await page.goto('/');
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: 'Vuelos' }).click();
  const cabin = page.getByRole('combobox', { name: 'Cabina' });
  await expect(cabin.getByRole('option')).toHaveText([
    'Económica',
    'Económica premium',
    'Ejecutiva',
    'Primera',
  ]);
});

test('flight durations and layovers read "55 min", "1 h 20 min"', async ({ page }) => {
  const results = await searchFromMenu(page, ['bucaramanga', /\(BGA\)/], ['arequipa', /\(AQP\)/], {
    oneWay: true,
    directOnly: false,
  });
  const card = results
    .getByRole('article')
    .filter({ hasText: /escala/ })
    .first();
  await expect(card.locator('.itinerary-card__facts span').first()).toHaveText(DURATION);
  await card.getByRole('button', { name: 'Ver detalle' }).click();
  await expect(card.locator('.segment-info__layover strong').first()).toHaveText(DURATION);
});

test('a detail opened on an outbound does not stay open on the return list', async ({ page }) => {
  const results = await searchFromMenu(page, ['bogota', /\(BOG\)/], ['medellin', /\(MDE\)/]);
  const card = results.getByRole('article').first();
  await card.getByRole('button', { name: 'Ver detalle' }).click();
  await expect(card.locator('.segment-info')).toBeVisible();
  await card.getByRole('button', { name: 'Seleccionar' }).click();
  await expect(results.getByRole('heading', { name: 'Elige tu vuelo de regreso' })).toBeVisible();
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await expect(results.getByRole('button', { name: 'Ver detalle', expanded: true })).toHaveCount(0);
  await expect(results.locator('.segment-info')).toHaveCount(0);
});
