import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, openMenu, signIn } from './support';

const alwaysItems = ['Vuelos', 'Hoteles'];
const signedInItems = [
  'Mis Reservas',
  'Centros de costos',
  'Aprobaciones de Viajes',
  'Políticas de Viaje',
  'Aprobadores',
  'Mi perfil',
  'Cerrar sesión',
];

test.describe('header and side menu', () => {
  test('signed out: a login button in the header and only flights and hotels in the menu @phone', async ({
    page,
  }) => {
    await page.goto('/hotels');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await openMenu(page);
    const menu = page.locator('ion-menu');
    for (const item of alwaysItems) await expect(menu.getByText(item, { exact: true })).toBeVisible();
    for (const item of signedInItems) await expect(menu.getByText(item, { exact: true })).toHaveCount(0);
    await menu.getByText('Vuelos', { exact: true }).click();
    await expect(page).toHaveURL(/\/flight-home$/);
  });

  test('signed in as company admin: every item, each going to its page', async ({ page }) => {
    await signIn(page, DEMO.admin.email);
    const destinations: Record<string, RegExp> = {
      'Mis Reservas': /\/bookings$/,
      'Centros de costos': /\/cost-center\/list$/,
      'Aprobaciones de Viajes': /\/travel-approvals$/,
      'Políticas de Viaje': /\/travel-policies$/,
      Aprobadores: /\/user-approvers$/,
      'Mi perfil': /\/profile$/,
      Hoteles: /\/hotels$/,
    };
    for (const [item, url] of Object.entries(destinations)) {
      await openMenu(page);
      await page.locator('ion-menu').getByText(item, { exact: true }).click();
      await expect(page).toHaveURL(url);
    }
  });

  test('signed in as traveller: reads the policy and the approvers from the menu, with no edit controls', async ({
    page,
  }) => {
    await signIn(page, DEMO.traveller.email);
    await openMenu(page);
    const menu = page.locator('ion-menu');
    for (const item of signedInItems) await expect(menu.getByText(item, { exact: true })).toBeVisible();
    await expect(menu.getByText('Usuarios', { exact: true })).toHaveCount(0);

    await menu.getByText('Políticas de Viaje', { exact: true }).click();
    await expect(page).toHaveURL(/\/travel-policies$/);
    // Her own rules first (another test may give her travel group its own), then the company's.
    await expect(page.getByRole('list', { name: 'Tus reglas de hoteles' })).toContainText(
      'Nacional: hasta $',
    );
    await expect(page.getByRole('list', { name: 'Políticas de hoteles' })).toContainText(
      '$ 450.000 por noche',
    );
    await expect(page.getByRole('list', { name: 'Políticas de vuelos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nueva política' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Editar política/ })).toHaveCount(0);

    await openMenu(page);
    await menu.getByText('Aprobadores', { exact: true }).click();
    await expect(page).toHaveURL(/\/user-approvers$/);
    await expect(page.getByRole('list', { name: 'Tus aprobadores' })).toContainText(DEMO.approver.name);
    await expect(page.getByRole('button', { name: /Guardar/ })).toHaveCount(0);
  });

  test('the header shows the company logo, and a default icon when the image fails', async ({ page }) => {
    await signIn(page, DEMO.traveller.email);
    const chip = page.getByRole('link', { name: new RegExp(DEMO.traveller.name) });
    await expect(chip).toContainText(DEMO.traveller.company);
    await expect(chip.locator('img')).toBeVisible();

    await page.route('**/brand/andes-energia.svg', (route) => route.abort());
    await page.reload();
    const reloadedChip = page.getByRole('link', { name: new RegExp(DEMO.traveller.name) });
    await expect(reloadedChip.locator('ion-icon')).toBeVisible();
    await expect(reloadedChip.locator('img')).toHaveCount(0);
  });

  test('the home action returns to the start and reloads', async ({ page }) => {
    await signIn(page, DEMO.traveller.email);
    await page.goto('/hotels');
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await page.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false),
      )
      .toBe(false);
  });
});
