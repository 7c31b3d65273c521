import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openMenu } from './support';

// A 1×1 PNG standing in for OpenStreetMap's tiles (these machines have no Internet).
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openFirstHotel(page: Page): Promise<string> {
  await page.goto('/');
  await openMenu(page);
  await page.locator('ion-menu').getByText('Hoteles', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Destino' }).fill('cartagena');
  await page
    .getByRole('option', { name: /Cartagena/ })
    .first()
    .click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const first = page.getByRole('article').first();
  // Text content: a card is rendered only once the browser has placed it near the screen (content-visibility).
  const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test('the hotel detail shows the hotel on an OpenStreetMap map, with its attribution @phone', async ({
  page,
}) => {
  await page.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  const name = await openFirstHotel(page);
  const map = page.getByRole('region', { name: `Mapa: ubicación de ${name}` });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(map.locator('.hotel-map__pin')).toBeVisible();
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(page.getByRole('link', { name: `Ver ${name} en el mapa (OpenStreetMap)` })).toBeVisible();
});

test('without map tiles the detail keeps the address and the link, and shows no error', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  const name = await openFirstHotel(page);
  await expect(page.getByRole('region', { name: `Mapa: ubicación de ${name}` })).toHaveCount(0);
  await expect(page.getByText(/, Cartagena, Colombia$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `Ver ${name} en el mapa (OpenStreetMap)` })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
