import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, DEMO_PASSWORD } from './support';

// Decision 027: the public landing pages arrive painted, before any of the app's scripts run.

test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the sign-in page and both search forms are already on screen @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const copy = page.locator('#prerendered');
    await expect(copy.getByText('Los viajes de trabajo de tu equipo, en un solo lugar')).toBeVisible();
    await expect(copy.getByText('Solicitar una demo')).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveTitle('Iniciar sesión | Travesía');
    await expect(
      copy.getByText('Ingresa con el correo de tu empresa para reservar tus viajes.'),
    ).toBeVisible();
    await expect(copy.getByText('Ingresar', { exact: true })).toBeVisible();

    await page.goto('/hotels');
    await expect(copy.getByText('Busca alojamiento para tu viaje de trabajo.')).toBeVisible();
    await expect(copy.getByText('Fechas de estadía')).toBeVisible();
    // Worked out from today, so never from the day of the build.
    await expect(copy.locator('[data-depends-on-today]')).toHaveText(/^\s*$/);

    await page.goto('/flight-home');
    await expect(
      copy.getByText('Busca vuelos nacionales e internacionales para tu viaje de trabajo.'),
    ).toBeVisible();
  });
});

test('the app takes over from the painted copy, and its sign-in form works @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(DEMO.traveller.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('link', { name: /^Mi perfil/ })).toBeVisible();
});

test('a copy loaded fresh hands over to the live page: its fields take input @phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.getByLabel('Correo electrónico').fill(DEMO.traveller.email);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(DEMO.traveller.email);
});
