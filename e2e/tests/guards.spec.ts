import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, signIn } from './support';

const oneWayCheckout = '/flight-checkout/BOG/MDE/2026-12-10/1/0/0/AV/9321/Y/1/07:00/08:05/289000';
const roundTripCheckout =
  '/flight-checkout/BOG/MIA/2026-12-10/1/0/0/AV/20/Y/1/09:00/13:30/2026-12-17/AV/21/Y/10:00/14:30/1890000';

test.describe('guards for a signed-out visitor', () => {
  for (const path of ['/bookings', '/booking-two', '/cost-center/list', '/cost-center/create']) {
    test(`${path} sends to the login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    });
  }

  test('an unknown path goes home', async ({ page }) => {
    await page.goto('/esto-no-existe/para-nada');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
  });

  test('public search pages stay open', async ({ page }) => {
    await page.goto('/hotels');
    await expect(page).toHaveURL(/\/hotels$/);
    await page.goto('/flight-home');
    await expect(page).toHaveURL(/\/flight-home$/);
  });

  test('flight checkout asks to sign in; Cancelar goes to flight search @phone', async ({ page }) => {
    await page.goto(oneWayCheckout);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    await expect(alert.getByText('Iniciar Sesión Requerido')).toBeVisible();
    await expect(
      alert.getByText('Para continuar con la reserva de vuelo, necesitas iniciar sesión en tu cuenta.'),
    ).toBeVisible();
    await expect(page.locator('ion-alert', { hasText: 'Iniciar Sesión Requerido' })).toHaveClass(/alert-ios/);

    // Non-dismissable: a click on the backdrop leaves it open.
    await page
      .locator('ion-alert', { hasText: 'Iniciar Sesión Requerido' })
      .locator('ion-backdrop')
      .click({ force: true });
    await expect(alert).toBeVisible();

    await alert.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/flight-home$/);
    await expect(alert).toBeHidden();
  });

  test('round-trip checkout asks too; Iniciar Sesión goes to the login', async ({ page }) => {
    await page.goto(roundTripCheckout);
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByText('Iniciar Sesión Requerido')).toBeVisible();
    await alert.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('guards for a signed-in user', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.traveller.email);
  });

  test('auth-only pages send back to flight search', async ({ page }) => {
    for (const path of ['/login', '/login/1', '/register', '/restore-pass']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/flight-home$/);
    }
  });

  test('guarded pages open, and checkout passes without the alert', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Reservas' })).toBeVisible();
    await page.goto(oneWayCheckout);
    await expect(page).toHaveURL(new RegExp(oneWayCheckout));
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
