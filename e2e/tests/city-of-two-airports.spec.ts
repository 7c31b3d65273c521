import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, drawnHotelCards, openMenu, signIn } from './support';

async function openFromMenu(page: Page, link: string): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: link, exact: true }).click();
}

// Issue 36 (17): Medellín has two airports (MDE, EOH). The flight fields showed two identical "Medellín, Colombia"
// rows, EOH first; its hotels listed "Hostal Del Parque" twice; the reports named a destination "EOH".
test('Medellín reads once per airport by name in flights, once per hotel name, and by name in the reports', async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email);
  await openFromMenu(page, 'Vuelos');
  await page.getByRole('combobox', { name: 'Destino' }).fill('medellin');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  // The main airport first, each named apart, on screen and to screen readers.
  await expect(options.nth(0)).toHaveAccessibleName(/José María Córdova, Medellín, Colombia \(MDE\)$/);
  await expect(options.nth(1)).toHaveAccessibleName(/Olaya Herrera, Medellín, Colombia \(EOH\)$/);
  await expect(options.nth(0)).toContainText('José María Córdova');
  await expect(options.nth(1)).toContainText('Olaya Herrera');
  await page.getByRole('combobox', { name: 'Destino' }).press('Escape');

  await openFromMenu(page, 'Hoteles');
  await page.getByRole('combobox', { name: 'Destino' }).fill('medellin');
  // One hotel destination per city.
  await expect(page.getByRole('option', { name: /Medellín/ })).toHaveCount(1);
  await page.getByRole('option', { name: /Medellín/ }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const cards = await drawnHotelCards(page);
  const hotelNames = await cards.locator('.hotel-card__name').allTextContents();
  expect(hotelNames.length).toBeGreaterThan(1);
  expect(new Set(hotelNames).size).toBe(hotelNames.length);

  await openFromMenu(page, 'Reportes');
  await page.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Este año' });
  const destinations = page.getByRole('table', { name: 'Destinos principales' });
  await expect(destinations.getByRole('row').nth(1)).toBeVisible();
  const cities = await destinations.locator('tbody th, tbody td:first-child').allTextContents();
  expect(cities.length).toBeGreaterThan(0);
  for (const city of cities) expect(city).not.toMatch(/^[A-Z]{3}$/);
  expect(cities.filter((city) => city.startsWith('Medellín')).length).toBeLessThanOrEqual(1);
});
