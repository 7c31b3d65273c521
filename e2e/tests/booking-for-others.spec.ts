import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { confirmBooking, DEMO, isPhoneRun, openMenu, selectFlightToBook, signIn } from './support';

const MARTA = { email: 'asistente@andesenergia.co', name: 'Marta Díaz' };
const BOOKED_FOR = `Reservado por ${MARTA.name} para ${DEMO.approver.name}`;
const BANNER = `Reservando para ${DEMO.approver.name}`;
const TRIP = 'Viaje a Medellín';
const JOINING = `Agregando al viaje «${TRIP}»`;

async function openFromMenu(page: Page, link: string): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: link }).click();
}

/** Ionic keeps the previous page in the DOM during the transition: act on the page with this title. */
function screenTitled(page: Page, title: string | RegExp): Locator {
  return page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
}

/** The e-mail to `to` whose text quotes `reason`, once the relay wrote it, and its link labelled `label`. */
async function mailWithLink(
  page: Page,
  to: string,
  reason: string,
  label: string,
): Promise<{ text: string; link: string }> {
  const linkLine = new RegExp(`^${label}: (https?://\\S+)$`, 'm');
  let found: { text: string; link: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev/outbox');
      const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
      const mail = messages.find(
        (message) => message.to === to && message.text.includes(reason) && linkLine.test(message.text),
      );
      const link = mail?.text.match(linkLine)?.[1];
      found = mail && link ? { text: mail.text, link } : undefined;
      return found;
    })
    .toBeDefined();
  return found as { text: string; link: string };
}

/** Marta's round trip for Carlos, Bogotá–Medellín in business class on a flexible fare (out of his policy). */
async function bookFlightForCarlos(page: Page, reason: string): Promise<{ locator: string; status: string }> {
  await openFromMenu(page, 'Vuelos');
  const bookingFor = page.getByLabel('Reservando para');
  await expect(bookingFor.getByRole('option')).toHaveText([
    `${MARTA.name} (yo)`,
    // Then by last name: Martínez, Restrepo.
    DEMO.admin.name,
    DEMO.approver.name,
  ]);
  await bookingFor.selectOption({ label: DEMO.approver.name });
  await expect(page.getByText(BANNER).last()).toBeVisible();
  for (const [field, typed, option] of [
    ['Origen', 'bogota', /\(BOG\)/],
    ['Destino', 'medellin', /\(MDE\)/],
  ] as const) {
    await page.getByRole('combobox', { name: field }).fill(typed);
    await page.getByRole('listbox').getByRole('option', { name: option }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
  }
  await page.getByLabel('Cabina').selectOption({ label: 'Ejecutiva' });
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();

  const results = screenTitled(page, /^Vuelos de /);
  await expect(results.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Elige tu vuelo de ida' })).toBeVisible({ timeout: 15_000 });
  await selectFlightToBook(results, 5);
  await expect(page.getByRole('heading', { name: 'Elige tu vuelo de regreso' })).toBeVisible();
  await selectFlightToBook(screenTitled(page, /^Vuelos de /), 5);
  const upsell = screenTitled(page, 'Elige tu tarifa');
  await expect(upsell.getByText(BANNER)).toBeVisible();
  // Carlos's policy caps one adult's fare at 900.000: business class on the flexible fare is above it.
  await upsell.locator('label', { hasText: 'Flexible' }).click();
  await upsell.getByRole('button', { name: 'Continuar' }).click();
  const checkout = screenTitled(page, /^Reserva de vuelo/);
  await expect(checkout.getByText(BANNER)).toBeVisible();
  const checkoutContinue = checkout.getByRole('button', { name: 'Continuar' });
  await expect(checkoutContinue).toBeEnabled({ timeout: 15_000 });
  await checkoutContinue.click();

  // The passenger step starts from Carlos's profile, not Marta's.
  const passengers = screenTitled(page, 'Datos de los pasajeros');
  await expect(passengers.getByText(BANNER)).toBeVisible();
  const carlos = passengers.getByRole('group', { name: /Pasajero 1: Adulto/ });
  await expect(carlos.getByLabel('Número de documento')).toHaveValue('79800123');
  await expect(carlos.getByLabel('Nombres')).toHaveValue('Carlos');
  await carlos.getByLabel('Sexo (como figura en el documento)').selectOption({ label: 'Masculino' });
  await carlos.getByLabel('Fecha de nacimiento').fill('1980-02-03');
  await passengers.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/booking-two$/);
  await expect(page.getByText(BANNER).last()).toBeVisible();
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  // Carlos signed no payroll authorization: the card is the one way to pay, and Marta is told why.
  await expect(
    page.getByText(
      'Carlos Restrepo no ha firmado la autorización de descuento por nómina: paga con la tarjeta corporativa o pídele que la firme en Pago.',
    ),
  ).toBeVisible();
  await page.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  // Ionic keeps the earlier steps in the page: the verdict on screen is this step's.
  await expect(page.locator('.policy-status').filter({ visible: true }).first()).toHaveText(
    'Fuera de la política',
  );
  await page.getByLabel('Motivo', { exact: true }).fill(reason);
  const response = await confirmBooking(page, 'flight');
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Reserva registrada' })).toBeVisible();
  await expect(page.getByText(BOOKED_FOR)).toBeVisible();
  return (await response.json()) as { locator: string; status: string };
}

/** From the flight's confirmation, the dearest Medellín hotel for the nights of the trip, joined to it. */
async function addHotelToTrip(page: Page, reason: string): Promise<{ locator: string; status: string }> {
  await page.getByRole('button', { name: 'Agregar hotel a este viaje' }).click();
  const results = page
    .getByRole('main')
    .filter({ has: page.getByRole('heading', { name: /^Hoteles en Medellín/ }) });
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await expect(results.getByText(BANNER)).toBeVisible();
  await expect(results.getByText(JOINING)).toBeVisible();
  const showFilters = results.getByRole('button', { name: 'Mostrar filtros' });
  if (await showFilters.isVisible()) await showFilters.click();
  await results
    .getByRole('combobox', { name: 'Ordenar por precio' })
    .selectOption({ label: 'Mayor a menor' });
  // The desktop and phone runs share one database: each books its own hotel for Carlos.
  await results
    .getByRole('article')
    .nth(isPhoneRun() ? 1 : 0)
    .getByRole('link')
    .first()
    .click();
  await page
    .getByRole('link', { name: /^Reservar/ })
    .first()
    .click();

  const checkout = screenTitled(page, 'Reserva de hotel');
  await expect(checkout.getByText(BANNER)).toBeVisible();
  await expect(checkout.getByText(JOINING)).toBeVisible();
  await expect(checkout.getByLabel('Nombre', { exact: true })).toHaveValue('Carlos');
  await checkout.getByLabel('Centro de costos').selectOption({ index: 1 });
  await checkout.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  await expect(checkout.locator('.policy-status').first()).toHaveText('Fuera de la política');
  await checkout.getByLabel('Motivo', { exact: true }).fill(reason);
  const response = await confirmBooking(page, 'hotel');
  expect(response.status(), await response.text()).toBe(201);
  const confirmation = page.getByRole('region', { name: 'Reserva registrada' });
  await expect(confirmation.getByText(BOOKED_FOR)).toBeVisible();
  await expect(confirmation.getByRole('link', { name: TRIP })).toBeVisible();
  return (await response.json()) as { locator: string; status: string };
}

/** The operador emits the booking from «Por emitir», the soonest trips first, page after page. */
async function emitFromQueue(operator: Page, locator: string): Promise<void> {
  const list = operator.getByRole('list', { name: 'Reservas por emitir' });
  const row = list.getByRole('listitem').filter({ hasText: `Localizador ${locator}` });
  const next = operator.getByRole('navigation', { name: 'Paginación' }).getByText('Siguiente');
  await expect(list).toBeVisible();
  while (!(await row.isVisible())) {
    const firstRow = await list.getByRole('listitem').first().innerText();
    await next.click();
    await expect(list.getByRole('listitem').first()).not.toHaveText(firstRow);
  }
  await row.getByRole('button', { name: 'Emitir reserva' }).click();
  await operator.getByRole('alertdialog').getByRole('button', { name: 'Emitir' }).click();
  await expect(operator.getByText(`La reserva ${locator} quedó emitida con el proveedor.`)).toBeVisible();
}

test('an assistant books her manager a round trip and its hotel as one trip, approved once from the e-mail, emitted, seen by both @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const reason = `Comité técnico en Medellín (${Date.now()}).`;

  await signIn(page, MARTA.email);
  const flight = await bookFlightForCarlos(page, reason);
  expect(flight.status).toBe('pending_approval');
  const hotel = await addHotelToTrip(page, reason);
  expect(hotel.status).toBe('pending_approval');

  // Andes Energía approves by trip: Ana, Carlos's approver, gets one request for both, and approves it in one step.
  const mail = await mailWithLink(page, DEMO.admin.email, reason, 'Aprobar el viaje');
  expect(mail.text).toContain(`solicita aprobar el viaje «${TRIP}» en una sola decisión: 2 reservas`);
  expect(mail.text).toContain(`${BOOKED_FOR}.`);
  const ana = await (await browser.newContext()).newPage();
  await ana.goto(mail.link);
  await expect(ana.getByRole('heading', { level: 1, name: 'Aprobar el viaje' })).toBeVisible();
  await expect(ana.getByRole('heading', { level: 2, name: TRIP })).toBeVisible();
  await expect(ana.getByRole('heading', { level: 3 })).toHaveCount(2);
  await ana.getByRole('button', { name: 'Confirmar aprobación' }).click();
  await expect(
    ana.getByText(/^Aprobaste el viaje «Viaje a Medellín» de Carlos Restrepo: 2 reservas\./),
  ).toBeVisible();

  // The agency emits both bookings.
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, DEMO.operator.email);
  await openFromMenu(operator, 'Por emitir');
  for (const booking of [flight, hotel]) await emitFromQueue(operator, booking.locator);

  // Carlos and Marta both find the trip in Mis Viajes, its two bookings emitted, in time order.
  const carlos = await (await browser.newContext()).newPage();
  await signIn(carlos, DEMO.approver.email);
  for (const person of [carlos, page]) {
    await openFromMenu(person, 'Mis Viajes');
    const trip = person
      .getByRole('list', { name: 'Viajes' })
      .getByRole('listitem')
      .filter({ has: person.getByRole('link', { name: TRIP }) })
      .filter({ hasText: flight.locator });
    const items = trip.getByRole('list', { name: `Reservas de ${TRIP}` }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Vuelo');
    await expect(items.nth(1)).toContainText('Hotel');
    for (const item of await items.all()) await expect(item).toContainText('Emitida');
  }
});
