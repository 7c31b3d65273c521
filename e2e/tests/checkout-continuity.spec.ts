import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  chooseHotelDestination,
  DEMO,
  openFirstRoomOfResults,
  openMenu,
  signIn,
  signInAsNewTraveller,
} from './support';

const DUPLICATE = 'Ya tienes una reserva en este hotel para estas fechas.';
const REASON = 'Visita técnica a la subestación con el cliente.';

async function openFromMenu(page: Page, link: string): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: link }).click();
}

/** From the side menu to the checkout of the dearest Medellín hotel's first room, for the default stay. */
async function openDearestMedellinRoom(page: Page): Promise<void> {
  await openFromMenu(page, 'Hoteles');
  await chooseHotelDestination(page);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await openFirstRoomOfResults(page, 'Mayor a menor');
}

test('a hotel checkout keeps what was typed across a reload, shows the budget used, remembers the center and answers where the traveller acted', async ({
  page,
}) => {
  // A new Andes Energía traveller: no other journey books their hotels or charges their centers.
  await signInAsNewTraveller(page, {
    tag: 'continuidad',
    firstname: 'Lucía',
    last_name: 'Prueba',
    phone: '+57 300 555 0177',
  });
  await openDearestMedellinRoom(page);

  // The center's budget use, said as it is chosen (the demo history charges all three).
  const center = page.getByLabel('Centro de costos');
  await expect(center).toHaveValue('');
  await center.selectOption({ label: 'OPS-100 Operaciones' });
  const chosen = await center.inputValue();
  await expect(page.getByText(/^Usado: [\d,]+% del presupuesto del año\./)).toBeVisible();

  // Without a payroll authorization the company's card pays; the dearest stay breaks the policy and asks why.
  await page.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  const card = await page.getByLabel('Tarjeta con la que pagas').inputValue();
  await expect(page.locator('.policy-status').first()).toHaveText('Fuera de la política');
  await page.getByLabel('Motivo', { exact: true }).fill(REASON);
  await page.getByLabel('Teléfono').fill('+57 300 555 0166');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva de hotel' })).toBeVisible();
  await expect(page.getByLabel('Centro de costos')).toHaveValue(chosen);
  await expect(page.getByLabel('Motivo', { exact: true })).toHaveValue(REASON);
  await expect(page.getByLabel('Tarjeta con la que pagas')).toHaveValue(card);
  await expect(page.getByLabel('Teléfono')).toHaveValue('+57 300 555 0166');

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings/hotel') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  await created;
  await expect(page.getByText('Reserva registrada')).toBeVisible();

  // The same stay again: the center of the last booking is chosen already, and nothing else is left over.
  await openDearestMedellinRoom(page);
  await expect(page.getByLabel('Centro de costos')).toHaveValue(chosen);
  await expect(page.getByLabel('Motivo', { exact: true })).toHaveValue('');
  await page.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  await page.getByLabel('Motivo', { exact: true }).fill(REASON);
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();

  // The duplicate warning comes where the button was pressed, in view and focused.
  const feedback = page.locator('.action-feedback');
  await expect(feedback.getByRole('alert')).toContainText(DUPLICATE);
  await expect(feedback).toBeFocused();
  await expect(feedback).toBeInViewport();
  const again = page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings/hotel') && response.status() === 201,
  );
  await feedback.getByRole('button', { name: 'Reservar de todos modos' }).click();
  await again;
  await expect(page.getByText('Reserva registrada')).toBeVisible();
});

/** Ionic keeps the previous page in the DOM during the transition: act on the page with this title. */
function titled(page: Page, title: string | RegExp) {
  return page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
}

// Issue 36 (8): the passenger step lost what was typed on a reload.
test('the flight passenger step keeps what was typed across a reload @phone', async ({ page }) => {
  await signIn(page, DEMO.traveller.email);
  await openFromMenu(page, 'Vuelos');
  await page.getByText('Solo ida', { exact: true }).click();
  for (const [field, typed, option] of [
    ['Origen', 'bogota', /\(BOG\)/],
    ['Destino', 'medellin', /\(MDE\)/],
  ] as const) {
    await page.getByRole('combobox', { name: field }).fill(typed);
    await page.getByRole('listbox').getByRole('option', { name: option }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
  }
  await page.getByRole('button', { name: /Pasajeros/ }).click();
  const passengers = page
    .locator('ion-modal')
    .filter({ has: page.getByRole('heading', { name: 'Seleccionar Pasajeros' }) });
  await passengers.getByRole('button', { name: 'Agregar niños' }).click();
  await passengers.getByRole('button', { name: 'Cerrar' }).click();
  await expect(passengers).toBeHidden();
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
  const first = titled(page, /^Vuelos de/)
    .getByRole('article')
    .first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await first.getByRole('button', { name: 'Seleccionar' }).click();
  await titled(page, 'Elige tu tarifa').getByRole('button', { name: 'Continuar' }).click();
  const checkoutContinue = titled(page, /^Reserva de vuelo/).getByRole('button', { name: 'Continuar' });
  await expect(checkoutContinue).toBeEnabled({ timeout: 15_000 });
  await checkoutContinue.click();
  await expect(page).toHaveURL(/\/booking-one$/);

  // The child has no profile to come from: all of it is typed here.
  const typed = {
    'Sexo (como figura en el documento)': 'M',
    'Número de documento': '1122334466',
    Nombres: 'Mateo',
    Apellidos: 'Gómez',
    'Fecha de nacimiento': `${new Date().getFullYear() - 8}-03-10`,
  };
  const child = () => page.getByRole('group', { name: /Pasajero 2: Niño/ });
  for (const [label, value] of Object.entries(typed)) {
    const field = child().getByLabel(label);
    if (label.startsWith('Sexo')) await field.selectOption(value);
    else await field.fill(value);
  }
  await page.reload();
  await expect(page).toHaveURL(/\/booking-one$/);
  for (const [label, value] of Object.entries(typed))
    await expect(child().getByLabel(label)).toHaveValue(value);
});
