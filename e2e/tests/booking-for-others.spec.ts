import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  chooseHotelDestination,
  confirmBooking,
  DEMO,
  giveReasonIfOutOfPolicy,
  isPhoneRun,
  openMenu,
  selectFlightToBook,
  signIn,
} from './support';

const MARTA = { email: 'asistente@andesenergia.co', name: 'Marta Díaz' };
const BOOKED_FOR = `Reservado por ${MARTA.name} para ${DEMO.approver.name}`;
const BANNER = `Reservando para ${DEMO.approver.name}`;

async function openFromMenu(page: Page, link: string): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: link }).click();
}

/** The link labelled `label` of the approval e-mail to `to` that quotes `reason`, once the relay wrote it. */
async function approvalMail(
  page: Page,
  to: string,
  reason: string,
): Promise<{ text: string; approve: string }> {
  let found: { text: string; approve: string } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev/outbox');
      const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
      const mail = messages.find((message) => message.to === to && message.text.includes(reason));
      const approve = mail?.text.match(/^Aprobar: (https?:\/\/\S+)$/m)?.[1];
      found = mail && approve ? { text: mail.text, approve } : undefined;
      return found;
    })
    .toBeDefined();
  return found as { text: string; approve: string };
}

test('an assistant books a hotel for her manager, his approver approves it from the e-mail, both see it @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const reason = `Reunión de junta en Medellín (${Date.now()}).`;

  // Marta chooses Carlos in «Reservando para» on the hotel search, reached from the side menu.
  await signIn(page, MARTA.email);
  await openFromMenu(page, 'Hoteles');
  const bookingFor = page.getByLabel('Reservando para');
  await expect(bookingFor.getByRole('option')).toHaveText([
    `${MARTA.name} (yo)`,
    // Then by last name: Martínez, Restrepo.
    DEMO.admin.name,
    DEMO.approver.name,
  ]);
  await bookingFor.selectOption({ label: DEMO.approver.name });
  await expect(page.getByRole('status').filter({ hasText: BANNER })).toBeVisible();

  await chooseHotelDestination(page);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();

  // The results: the banner, and the dearest hotels, out of Carlos's policy (450.000 a night).
  const results = page.getByRole('main').filter({ has: page.getByRole('heading', { name: /^Hoteles en/ }) });
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await expect(results.getByText(BANNER)).toBeVisible();
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
  await expect(page.getByText(BANNER).last()).toBeVisible();
  await page
    .getByRole('link', { name: /^Reservar/ })
    .first()
    .click();

  // The checkout: the banner, Carlos as the guest, his cost centers and the company's card.
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva de hotel' })).toBeVisible();
  await expect(page.getByText(BANNER).last()).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Carlos');
  await expect(page.getByLabel('Apellido', { exact: true })).toHaveValue('Restrepo');
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  // Carlos signed no payroll authorization: the card is the one way to pay, and Marta is told why.
  await expect(
    page.getByText(
      'Carlos Restrepo no ha firmado la autorización de descuento por nómina: paga con la tarjeta corporativa o pídele que la firme en Pago.',
    ),
  ).toBeVisible();
  await page.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  await expect(page.locator('.policy-status').first()).toHaveText('Fuera de la política');
  await page.getByLabel('Motivo', { exact: true }).fill(reason);
  const response = await confirmBooking(page, 'hotel');
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as { locator: string; status: string };
  expect(booking.status).toBe('pending_approval');
  await expect(page.getByText('Reserva registrada')).toBeVisible();
  await expect(page.getByText(BOOKED_FOR)).toBeVisible();

  // Ana, Carlos's approver, reads who booked in the e-mail and approves from its link, without signing in.
  const mail = await approvalMail(page, DEMO.admin.email, reason);
  expect(mail.text).toContain(`${BOOKED_FOR}.`);
  const ana = await (await browser.newContext()).newPage();
  await ana.goto(mail.approve);
  await expect(ana.getByRole('heading', { name: 'Aprobar el viaje' })).toBeVisible();
  await expect(ana.getByText(BOOKED_FOR)).toBeVisible();
  await ana.getByRole('button', { name: 'Confirmar aprobación' }).click();
  await expect(ana.getByRole('heading', { name: 'Viaje aprobado' })).toBeVisible();

  // Carlos and Marta both find it approved under Mis Reservas, saying who booked it for whom.
  const carlos = await (await browser.newContext()).newPage();
  await signIn(carlos, DEMO.approver.email);
  for (const person of [carlos, page]) {
    await openFromMenu(person, 'Mis Reservas');
    const row = person.getByRole('listitem').filter({ hasText: booking.locator });
    await expect(row).toContainText('Aprobada');
    await expect(row).toContainText(BOOKED_FOR);
  }
});

/** Ionic keeps the previous page in the DOM during the transition: act on the page with this title. */
function screenTitled(page: Page, title: string | RegExp) {
  return page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
}

test('an assistant books a flight for her manager, with him as the passenger, and the banner on every step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, MARTA.email);
  await openFromMenu(page, 'Vuelos');
  await page.getByLabel('Reservando para').selectOption({ label: DEMO.approver.name });
  await expect(page.getByText(BANNER).last()).toBeVisible();
  await page.getByText('Solo ida', { exact: true }).click();
  for (const [field, typed, option] of [
    ['Origen', 'bogota', /\(BOG\)/],
    ['Destino', 'medellin', /\(MDE\)/],
  ] as const) {
    await page.getByRole('combobox', { name: field }).fill(typed);
    await page.getByRole('listbox').getByRole('option', { name: option }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
  }
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();

  const results = screenTitled(page, /^Vuelos de /);
  await expect(results.getByText(BANNER)).toBeVisible();
  await selectFlightToBook(results, 6);
  const upsell = screenTitled(page, 'Elige tu tarifa');
  await expect(upsell.getByText(BANNER)).toBeVisible();
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
  await page.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  await giveReasonIfOutOfPolicy(page, 'Comité técnico en la planta.');
  const response = await confirmBooking(page, 'flight');
  expect(response.status(), await response.text()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Reserva registrada' })).toBeVisible();
  await expect(page.getByText(BOOKED_FOR)).toBeVisible();
});
