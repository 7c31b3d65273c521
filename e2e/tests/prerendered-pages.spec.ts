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

// Decision 033: the home page is a document until a visitor reaches for a button; its links and answers need no app.
test('a visitor reads the home page and follows its sign-in link with no app script, then signs in @phone', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.getByText('¿Puedo pagar mis viajes por descuento de nómina?').click();
  await expect(page.getByText(/aprobado previamente/)).toBeVisible();
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.getByLabel('Correo electrónico').fill(DEMO.traveller.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('link', { name: /^Mi perfil/ })).toBeVisible();

  // Signed in, the home page is the app's from the start: the header is the user's own.
  await page.goto('/');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Mi perfil: / })).toBeVisible();
});

test('what a visitor did on the home page before the app started is still there once it has @phone', async ({
  page,
}) => {
  await page.goto('/');
  const answer = page.getByText(/registró su tarjeta corporativa/);
  await page.getByText('¿Puedo pagar con la tarjeta corporativa de mi empresa?').click();
  await expect(answer).toBeVisible();

  // The menu button is the one control only the app works: pressing it starts the app, which opens its menu.
  await page.getByRole('button', { name: 'Abrir menú' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  const menu = page.locator('ion-menu');
  const menuIsOpen = () =>
    menu.evaluate((element) => (element as HTMLElement & { isOpen(): Promise<boolean> }).isOpen());
  await expect.poll(menuIsOpen).toBe(true);
  await expect(menu.getByRole('link', { name: 'Hoteles' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect.poll(menuIsOpen).toBe(false);
  await expect(answer).toBeVisible();
});

test('a copy loaded fresh hands over to the live page: its fields take input @phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await page.getByLabel('Correo electrónico').fill(DEMO.traveller.email);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(DEMO.traveller.email);
});
