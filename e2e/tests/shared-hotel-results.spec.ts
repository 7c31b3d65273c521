import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openMenu } from './support';

// Decision 032: a hotel results address opened from outside the app (a link shared in a chat or an e-mail)
// arrives with its hotels drawn by the API, before any of the app's scripts run.

/** Searches Bogotá from the side menu, as a visitor does, and answers the results address it lands on. */
async function resultsAddressOfASearch(page: Page): Promise<string> {
  await page.goto('/');
  await openMenu(page);
  await page.getByRole('link', { name: 'Hoteles' }).click();
  await page.getByRole('combobox', { name: 'Destino' }).fill('bogota');
  await page.getByRole('option', { name: /Bogotá, Colombia \(BOG\)/ }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/hotels\/results\/BOG\//);
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.url();
}

test('a shared results link shows its hotels before the app runs, and the app goes on from them @phone', async ({
  page,
  browser,
}) => {
  const address = await resultsAddressOfASearch(page);
  const firstHotel = await page.locator('.hotel-card__name').first().textContent();
  expect(firstHotel).toBeTruthy();

  const withoutScripts = await browser.newPage({ javaScriptEnabled: false });
  await withoutScripts.goto(address);
  const copy = withoutScripts.locator('#prerendered');
  await expect(copy.getByText('Hoteles en Bogotá')).toBeVisible();
  await expect(copy.locator('.hotel-card__name').first()).toHaveText(firstHotel ?? '');
  await expect(copy.locator('.hotel-card').first()).toContainText('/ noche');

  const colleague = await browser.newPage();
  const searches: string[] = [];
  colleague.on('request', (request) => {
    if (request.url().endsWith('/api/hotels/search')) searches.push(request.url());
  });
  await colleague.goto(address);
  await expect(colleague.locator('#prerendered')).toHaveCount(0);
  await expect(colleague.getByRole('heading', { level: 1, name: 'Hoteles en Bogotá' })).toBeVisible();
  await expect(colleague.locator('.hotel-card__name').first()).toHaveText(firstHotel ?? '');
  // The app started from the answer the page came with.
  expect(searches).toEqual([]);
  await colleague.locator('.hotel-card__content').first().click();
  await expect(colleague).toHaveURL(/\/hotels\/detail\//);
  await expect(colleague.getByRole('heading', { level: 1, name: firstHotel ?? '' })).toBeVisible();
});
