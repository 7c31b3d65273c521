import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, openMenu, selectFlightToBook, signIn } from './support';

/** Ionic keeps the previous page in the DOM during the transition: act on the page with this title. */
function titled(page: Page, title: string | RegExp): Locator {
  return page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
}

async function openFromMenu(page: Page, link: string): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: link }).click();
}

async function chooseAirport(page: Page, field: 'Origen' | 'Destino', typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/**
 * Laura's own details, as the other journeys type them when they book her flights (and so keep them in her
 * profile too): a journey running beside this one leaves them as they are.
 */
const LAURA = { sex: 'Femenino', sexCode: 'F', birthDate: '1990-05-17', nationality: 'Colombia', code: 'CO' };

test('a traveller keeps her sex, birth date and nationality in Mi perfil and finds them in the passenger step @phone', async ({
  page,
}) => {
  await signIn(page, DEMO.traveller.email);
  await openFromMenu(page, 'Mi perfil');
  const profile = titled(page, 'Mi perfil');
  await expect(profile.getByRole('heading', { name: 'Para tus vuelos' })).toBeVisible();
  await profile.getByLabel('Sexo (como figura en el documento)').selectOption({ label: LAURA.sex });
  await profile.getByLabel('Fecha de nacimiento').fill(LAURA.birthDate);
  await profile.getByLabel('Nacionalidad').selectOption({ label: LAURA.nationality });
  await profile.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(profile.getByText('Guardamos tus datos.')).toBeVisible();

  await openFromMenu(page, 'Vuelos');
  await page.getByText('Solo ida', { exact: true }).click();
  await chooseAirport(page, 'Origen', 'bogota', /\(BOG\)/);
  await chooseAirport(page, 'Destino', 'medellin', /\(MDE\)/);
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();
  await selectFlightToBook(titled(page, /^Vuelos de/), 2);
  await titled(page, 'Elige tu tarifa').getByRole('button', { name: 'Continuar' }).click();
  const checkoutContinue = titled(page, /^Reserva de vuelo/).getByRole('button', { name: 'Continuar' });
  await expect(checkoutContinue).toBeEnabled({ timeout: 15_000 });
  await checkoutContinue.click();

  await expect(page).toHaveURL(/\/booking-one$/);
  const traveller = page.getByRole('group', { name: /Pasajero 1: Adulto/ });
  await expect(traveller.getByLabel('Número de documento')).toHaveValue('1020304050');
  await expect(traveller.getByLabel('Sexo (como figura en el documento)')).toHaveValue(LAURA.sexCode);
  await expect(traveller.getByLabel('Fecha de nacimiento')).toHaveValue(LAURA.birthDate);
  await expect(traveller.getByLabel('Nacionalidad')).toHaveValue(LAURA.code);
});
