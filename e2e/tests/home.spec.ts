import { expect } from '@playwright/test';
import { test } from './fixtures';

test.describe('public home page', () => {
  test('shows the hero, the two calls to action and the three FAQ answers @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();

    const questions = [
      '¿Puedo pagar mis viajes por descuento de nómina?',
      '¿Puedo pagar con la tarjeta corporativa de mi empresa?',
      '¿Se puede personalizar Travesía para mi empresa?',
    ];
    for (const question of questions) await expect(page.getByText(question)).toBeVisible();

    // Issue 36 (16): approvals are e-mailed too, so the page no longer promises approvals "sin correos".
    await expect(page.getByRole('heading', { level: 3, name: 'Aprobaciones en un toque' })).toBeVisible();
    await expect(page.getByText(/Aprobaciones sin correos/)).toHaveCount(0);

    await page.getByText(questions[0] as string).click();
    await expect(page.getByText(/aprobado previamente/)).toBeVisible();

    const hasHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(hasHorizontalScroll).toBe(false);
  });

  test('login button goes to the login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Issue 36 (16): no booking is under way, so the page speaks of none.
    await expect(
      page.getByText('Ingresa con el correo de tu empresa para reservar tus viajes.'),
    ).toBeVisible();
    await expect(page.getByText(/continuar con tu reserva/)).toHaveCount(0);
  });

  test('demo button goes to the demo request form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Solicitar una demo' }).click();
    await expect(page).toHaveURL(/\/tourism-form$/);
  });
});
