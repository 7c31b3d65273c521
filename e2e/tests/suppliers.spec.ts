import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, openMenu, signIn } from './support';

// The e2e server runs on the built-in inventories, which make no external calls; the API suite drives the
// Hotelbeds stand-in and checks the calls it records, and the page's component test shows them.
test('the operador opens Proveedores from the menu and sees which inventory serves each product @phone', async ({
  page,
}) => {
  await signIn(page, DEMO.operator.email);
  await openMenu(page);
  await page.getByRole('link', { name: 'Proveedores' }).click();
  await expect(page).toHaveURL(/\/suppliers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Proveedores' })).toBeVisible();
  const inventories = page.getByRole('list', { name: 'Inventarios' });
  await expect(inventories.getByRole('listitem').filter({ hasText: 'Hoteles' })).toContainText(
    'Inventario propio',
  );
  await expect(inventories.getByRole('listitem').filter({ hasText: 'Vuelos' })).toContainText(
    'Inventario propio',
  );
  await expect(page.getByText('Sin llamadas a proveedores externos en las últimas 24 horas.')).toBeVisible();
});

test('the suppliers stay out of a company administrator’s menu', async ({ page }) => {
  await signIn(page, DEMO.admin.email);
  await openMenu(page);
  await expect(page.getByRole('link', { name: 'Proveedores' })).toHaveCount(0);
});
