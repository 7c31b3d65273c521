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

const CLIENT = 'Ecopetrol – Parque solar Meta';
const EXPENSE_TYPE = 'Viáticos nacionales';

/** Ionic keeps the previous page in the DOM during the transition: act on the page with this title. */
function titled(page: Page, title: string | RegExp): Locator {
  return page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
}

async function chooseAirport(page: Page, field: 'Origen' | 'Destino', typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function openFromMenu(page: Page, link: string): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: link }).click();
}

/** Laura books the first one-way Bogotá → Medellín flight, charged to a project client and an expense type. */
async function bookChargedFlight(page: Page): Promise<{ id: string; locator: string }> {
  await openFromMenu(page, 'Vuelos');
  await page.getByText('Solo ida', { exact: true }).click();
  await chooseAirport(page, 'Origen', 'bogota', /\(BOG\)/);
  await chooseAirport(page, 'Destino', 'medellin', /\(MDE\)/);
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
  await selectFlightToBook(titled(page, /^Vuelos de/), 0);
  await titled(page, 'Elige tu tarifa').getByRole('button', { name: 'Continuar' }).click();
  const checkoutContinue = titled(page, /^Reserva de vuelo/).getByRole('button', { name: 'Continuar' });
  await expect(checkoutContinue).toBeEnabled({ timeout: 15_000 });
  await checkoutContinue.click();

  const passenger = page.getByRole('group', { name: /Pasajero 1: Adulto/ });
  await passenger.getByLabel('Fecha de nacimiento').fill('1990-05-17');
  await passenger.getByLabel('Sexo (como figura en el documento)').selectOption({ label: 'Femenino' });
  await titled(page, 'Datos de los pasajeros').getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/booking-two$/);
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  const client = page.getByLabel('Cliente del proyecto');
  await expect(client).toHaveValue('');
  await expect(client.getByRole('option').first()).toHaveText('Sin cliente');
  await client.selectOption({ label: `ECOP-01 ${CLIENT}` });
  await page.getByLabel('Tipo de gasto').selectOption({ label: `VIA-NAL ${EXPENSE_TYPE}` });
  await page.getByLabel('Descuento por nómina').check();
  await giveReasonIfOutOfPolicy(page, 'Visita de obra con el cliente.');
  const response = await confirmBooking(page, 'flight');
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; locator: string };
}

test('a traveller charges a flight to a project client and an expense type; the admin sees them in the company bookings', async ({
  browser,
}) => {
  const traveller = await browser.newPage();
  await signIn(traveller, DEMO.traveller.email);
  const booking = await bookChargedFlight(traveller);

  await expect(traveller).toHaveURL(new RegExp(`/flight-confirmation/${booking.id}$`));
  const payment = traveller.getByRole('region', { name: 'Pago' });
  await expect(payment).toContainText(`Cliente del proyectoECOP-01 · ${CLIENT}`);
  await expect(payment).toContainText(`Tipo de gastoVIA-NAL · ${EXPENSE_TYPE}`);

  const charged = `Cliente del proyecto: ${CLIENT} · Tipo de gasto: ${EXPENSE_TYPE}`;
  await openFromMenu(traveller, 'Mis Reservas');
  await expect(
    titled(traveller, 'Mis Reservas').getByRole('listitem').filter({ hasText: booking.locator }),
  ).toContainText(charged);

  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin.email);
  await openFromMenu(admin, 'Mis Reservas');
  await admin.locator('ion-segment-button', { hasText: 'Reservas de la empresa' }).click();
  const row = titled(admin, 'Reservas de la empresa')
    .getByRole('listitem')
    .filter({ hasText: booking.locator });
  await expect(row).toContainText(charged);
  await expect(row).toContainText(DEMO.traveller.name);
});
