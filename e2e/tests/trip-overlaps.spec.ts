import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  confirmBooking,
  DEMO,
  giveReasonIfOutOfPolicy,
  openMenu,
  selectFlightToBook,
  signIn,
  signInAsNewTraveller,
} from './support';

/** `YYYY-MM-DD` of today + `days` in Colombia. */
function bogotaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface CreatedBooking {
  id: string;
  locator: string;
  status: string;
}

const CHECK_IN = bogotaDatePlus(1);
const CHECK_OUT = bogotaDatePlus(2);

/**
 * From the side menu, Laura searches Bogotá for tomorrow night (out of policy: Andes Energía asks 3 days' notice, so
 * the stay waits for her approver) and opens the checkout of the `nth` hotel's first room. Hotels from the fifth on:
 * approvals.spec.ts books the first four for the same nights.
 */
async function openCheckout(page: Page, nth: number): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByText('Hoteles', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Destino' }).fill('bogota');
  await page.getByRole('option', { name: /Bogotá, Colombia \(BOG\)/ }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: /^Fechas de estadía/ }).click();
  await page.locator(`button[data-day="${CHECK_IN}"]`).click();
  await page.locator(`button[data-day="${CHECK_OUT}"]`).click();
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hotels/results/BOG/${CHECK_IN}/${CHECK_OUT}/1/1$`));

  const card = page.getByRole('article').nth(nth);
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await page
    .getByRole('link', { name: /^Reservar/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Reserva de hotel' })).toBeVisible();
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  // By card: whether Laura may pay by payroll depends on whether another test has had her sign the authorization.
  await page.getByLabel('Tarjeta corporativa').check();
  await page.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  await giveReasonIfOutOfPolicy(page, 'Reunión con el cliente en Bogotá.');
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('a second Bogotá hotel for the same night: the traveller is warned, the approver and the agency see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.traveller.email);
  await openCheckout(page, 4);
  const first = (await (await confirmBooking(page, 'hotel')).json()) as CreatedBooking;
  await expect(page.getByText('Reserva registrada')).toBeVisible();

  // The second hotel the same night: the checkout names the first trip and books only once confirmed.
  await openCheckout(page, 5);
  const warned = page.waitForResponse((response) => response.url().endsWith('/api/bookings/hotel'));
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  expect((await warned).status()).toBe(409);
  const warning = page.getByRole('alert').filter({ hasText: /^Este viaje se cruza con / });
  await expect(warning).toContainText(`(${first.locator}, `);
  await expect(page).toHaveURL(/\/hotels\/checkout\//);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings/hotel') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Reservar de todos modos' }).click();
  const second = (await (await created).json()) as CreatedBooking;
  await expect(page.getByText('Reserva registrada')).toBeVisible();
  expect(second.status).toBe('pending_approval');

  // The approval e-mail tells Carlos before he decides.
  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get('/api/dev/outbox')).json()) as {
        messages: { to: string; text: string }[];
      };
      return messages.find(
        (message) => message.to === DEMO.approver.email && message.text.includes(second.locator),
      )?.text;
    })
    .toMatch(new RegExp(`Se cruza con otros? .*\\(${first.locator}, `));

  // So does his approval screen, on both trips.
  const carlos = await signedInPage(browser, DEMO.approver.email);
  await openMenu(carlos);
  await carlos.locator('ion-menu').getByText('Aprobaciones de Viajes', { exact: true }).click();
  // A card is told by its own 'Hotel · locator' line: the other card's note names this locator too.
  const cardOf = (locator: string) => carlos.getByRole('listitem').filter({ hasText: `Hotel · ${locator}` });
  const secondCard = cardOf(second.locator);
  await expect(secondCard.getByRole('note')).toContainText(`(${first.locator}, `);
  const firstCard = cardOf(first.locator);
  await expect(firstCard.getByRole('note')).toContainText(`(${second.locator}, `);
  await secondCard.getByRole('button', { name: /^Aprobar / }).click();
  await expect(carlos.getByText(/^Aprobaste el viaje de Laura Gómez/)).toBeVisible();

  // And the agency's queue, with the check-in it is sorted by.
  const operator = await signedInPage(browser, DEMO.operator.email);
  await openMenu(operator);
  await operator.locator('ion-menu').getByText('Por emitir', { exact: true }).click();
  await expect(operator.getByText(/reservas? aprobadas?, los viajes más próximos primero\./)).toBeVisible();
  const queued = operator.getByRole('listitem').filter({ hasText: `Localizador ${second.locator}` });
  const next = operator.getByRole('navigation', { name: 'Paginación' }).getByText('Siguiente');
  await expect(operator.getByRole('list', { name: 'Reservas por emitir' })).toBeVisible();
  while ((await queued.count()) === 0 && (await next.count()) > 0 && (await next.isEnabled())) {
    await next.click();
    await operator.waitForLoadState('networkidle');
  }
  await expect(queued).toBeVisible();
  await expect(queued).toContainText('Entrada el ');
  await expect(queued.getByRole('note')).toContainText(`(${first.locator}, `);
});

test('cancelling an emitted stay says what is refunded and lost, before, in the history and in the e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.traveller.email);
  await openCheckout(page, 6);
  const booking = (await (await confirmBooking(page, 'hotel')).json()) as CreatedBooking & { total: number };
  await expect(page.getByText('Reserva registrada')).toBeVisible();

  const carlos = await signedInPage(browser, DEMO.approver.email);
  await openMenu(carlos);
  await carlos.locator('ion-menu').getByText('Aprobaciones de Viajes', { exact: true }).click();
  await carlos
    .getByRole('listitem')
    .filter({ hasText: `Hotel · ${booking.locator}` })
    .getByRole('button', { name: /^Aprobar / })
    .click();
  await expect(carlos.getByText(/^Aprobaste el viaje de Laura Gómez/)).toBeVisible();

  const operator = await signedInPage(browser, DEMO.operator.email);
  await openMenu(operator);
  await operator.locator('ion-menu').getByText('Por emitir', { exact: true }).click();
  const queued = operator.getByRole('listitem').filter({ hasText: `Localizador ${booking.locator}` });
  const next = operator.getByRole('navigation', { name: 'Paginación' }).getByText('Siguiente');
  await expect(operator.getByRole('list', { name: 'Reservas por emitir' })).toBeVisible();
  while ((await queued.count()) === 0 && (await next.count()) > 0 && (await next.isEnabled())) {
    await next.click();
    await operator.waitForLoadState('networkidle');
  }
  await queued.getByRole('button', { name: 'Emitir reserva' }).click();
  await operator
    .locator(`ion-alert[header="¿Emitir la reserva ${booking.locator}?"]`)
    .getByRole('button', { name: 'Emitir' })
    .click();
  await expect(
    operator.getByText(`La reserva ${booking.locator} quedó emitida con el proveedor.`),
  ).toBeVisible();

  // Check-in is tomorrow: every policy's free cancellation (24 or 48 hours before) is over, so all is lost.
  await openMenu(page);
  await page.getByRole('link', { name: 'Mis Reservas' }).click();
  await page.getByRole('listitem').filter({ hasText: booking.locator }).getByRole('link').click();
  // The page may still show the confirmation's copy (pending); the alert says what cancelling costs now.
  await page.getByRole('button', { name: 'Cancelar reserva' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
  // One period after the quoted terms, never '….».' (the stored terms end in their own).
  const figures = /Se reembolsan \$\s0 y se pierden \$\s[\d.]+, según las condiciones: «[^»]+[^.»]»\./;
  await expect(alert).toContainText(figures);
  const said = ((await alert.textContent()) ?? '').match(figures)?.[0] ?? '';
  await alert.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('La reserva quedó cancelada.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historial de aprobación' })).toContainText(said);

  await expect
    .poll(async () => {
      const { messages } = (await (await page.request.get('/api/dev/outbox')).json()) as {
        messages: { to: string; subject: string; text: string }[];
      };
      return messages.find(
        (message) =>
          message.to === DEMO.traveller.email &&
          message.subject.startsWith('Reserva cancelada') &&
          message.text.includes(booking.locator),
      )?.text;
    })
    .toContain(said);
});

/** Ionic keeps the previous page in the DOM during the transition: act on the page with this title. */
function titled(page: Page, title: string | RegExp) {
  return page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
}

/**
 * From the side menu, a BOG–MDE round trip on the search's default days, the `slot`th outbound and return by
 * departure time, to the payment step, where 'Confirmar reserva' waits.
 */
async function roundTripToPayment(page: Page, slot: number): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: 'Vuelos' }).click();
  for (const [field, typed, option] of [
    ['Origen', 'bogota', /\(BOG\)/],
    ['Destino', 'medellin', /\(MDE\)/],
  ] as const) {
    await page.getByRole('combobox', { name: field }).fill(typed);
    await page.getByRole('listbox').getByRole('option', { name: option }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
  }
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
  await expect(page.getByRole('heading', { name: 'Elige tu vuelo de ida' })).toBeVisible({ timeout: 15_000 });
  await selectFlightToBook(titled(page, /^Vuelos de/), slot);
  await expect(page.getByRole('heading', { name: 'Elige tu vuelo de regreso' })).toBeVisible();
  await selectFlightToBook(titled(page, /^Vuelos de/), slot);
  await titled(page, 'Elige tu tarifa').getByRole('button', { name: 'Continuar' }).click();
  const checkoutContinue = titled(page, /^Reserva de vuelo/).getByRole('button', { name: 'Continuar' });
  await expect(checkoutContinue).toBeEnabled({ timeout: 15_000 });
  await checkoutContinue.click();
  await expect(page).toHaveURL(/\/booking-one$/);
  const traveller = page.getByRole('group', { name: /Pasajero 1: Adulto/ });
  await traveller.getByLabel('Sexo (como figura en el documento)').selectOption({ label: 'Masculino' });
  await traveller.getByLabel('Fecha de nacimiento').fill('1988-02-14');
  await titled(page, 'Datos de los pasajeros').getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/booking-two$/);
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  await page.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  await giveReasonIfOutOfPolicy(page, 'Visita a la planta de Medellín.');
}

// Issue 36 (7): two BOG–MDE round trips on the same days, on other flights both ways, were booked without a flag.
test('a second BOG–MDE round trip on the same days warns the traveller before booking it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A new Andes Energía traveller: no other journey books trips of his on these days.
  await signInAsNewTraveller(page, {
    tag: 'cruce',
    firstname: 'Tomás',
    last_name: 'Cruce',
    phone: '+57 300 555 0199',
  });

  await roundTripToPayment(page, 0);
  const firstAnswer = page.waitForResponse((response) => response.url().endsWith('/api/bookings/flight'));
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  expect((await firstAnswer).status()).toBe(201);
  const first = (await (await firstAnswer).json()) as CreatedBooking;
  await expect(page.getByRole('heading', { name: 'Reserva registrada' })).toBeVisible();

  // Other flights both ways, the same days: the checkout names the first trip and books only once confirmed.
  await roundTripToPayment(page, 1);
  const warned = page.waitForResponse((response) => response.url().endsWith('/api/bookings/flight'));
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  expect((await warned).status()).toBe(409);
  const warning = page.getByRole('alert').filter({ hasText: /^Este viaje se cruza con / });
  await expect(warning).toContainText(`(${first.locator}, `);
  await expect(page).toHaveURL(/\/booking-two$/);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings/flight') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Reservar de todos modos' }).click();
  const second = (await (await created).json()) as CreatedBooking;
  expect(second.locator).not.toBe(first.locator);
  await expect(page.getByRole('heading', { name: 'Reserva registrada' })).toBeVisible();
});
