import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, signIn } from './support';

// Issue 9 (16): signing in lands on flight search (spec §2.2) with what the person needs first above it.
test('after signing in, a traveller sees her trips and an administrator the month spend @phone', async ({
  page,
}) => {
  await signIn(page, DEMO.traveller.email);
  await expect(page.getByRole('heading', { name: 'Hola, Laura' })).toBeVisible();
  const upcoming = page.getByRole('article', { name: 'Próximos viajes' });
  await expect(upcoming).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'Ver Mis Reservas' })).toBeVisible();
  await expect(page.getByRole('article', { name: /Gasto del mes/ })).toHaveCount(0);
  // The flight search stays on the page, below.
  await expect(page.getByRole('button', { name: 'Buscar vuelos' })).toBeVisible();

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.locator('ion-menu').getByText('Cerrar sesión').click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.admin.email);
  const spend = page.getByRole('article', { name: /^Gasto del mes \(/ });
  await expect(spend).toContainText(/\$\s[\d.]+ en \d+ reservas?/);
  // Issue 36 (9): beside last month's, so that the 1st's $ 0 does not stand alone.
  await expect(spend.getByText(/^[A-Z][a-z]+: \$\s[\d.]+ en \d+ reservas?/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Por aprobar' })).toBeVisible();
});

test('a visitor sees only the flight search', async ({ page }) => {
  await page.goto('/flight-home');
  await expect(page.getByRole('button', { name: 'Buscar vuelos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toHaveCount(0);
});
