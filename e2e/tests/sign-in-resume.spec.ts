import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { confirmSignUpWithPassword, DEMO, DEMO_PASSWORD, latestMailLink, openMenu } from './support';

async function chooseAirport(page: Page, field: 'Origen' | 'Destino', typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The page Ionic shows: exactly one `.ion-page` of the outlet is visible once a transition ends. */
async function expectOneVisiblePage(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('ion-router-outlet > .ion-page')].filter(
            (element) =>
              !element.classList.contains('ion-page-hidden') &&
              getComputedStyle(element).visibility !== 'hidden' &&
              getComputedStyle(element).display !== 'none',
          ).length,
      ),
    )
    .toBe(1);
}

async function signInOnForm(page: Page, email: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * A visitor from the side menu: a Medellín hotel, its first room's 'Reservar' (a visitor is sent to sign in).
 * The room's address, to check where sign-in leads back to.
 */
async function bookFirstRoomAsVisitor(page: Page): Promise<string> {
  await page.goto('/');
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: 'Hoteles' }).click();
  await page.getByRole('combobox', { name: 'Destino' }).fill('medellin');
  await page.getByRole('option', { name: /\(MDE\)/ }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/hotels\/detail\//);
  const book = page.getByRole('link', { name: /^Reservar/ }).first();
  const roomPath = new URL((await book.getAttribute('href')) ?? '', page.url()).pathname;
  expect(roomPath).toMatch(/\/hotels\/checkout\//);
  await book.click();
  await expect(page).toHaveURL(/\/login$/);
  return roomPath;
}

// Issue 9 (1, 2): signing in from the flight-checkout prompt blanked the page in about one run of three and
// forgot the flight; the journey repeats so that an intermittent failure shows. Twice on each of the two projects
// would show a one-in-three failure in 80 % of runs (1 − (2/3)⁴); eight runs took a sixth of the suite's time.
for (let run = 1; run <= 2; run++) {
  test(`a visitor who signs in at the flight checkout goes back to it, run ${run} @phone`, async ({
    page,
  }) => {
    await page.goto('/');
    await openMenu(page);
    await page.locator('ion-menu').getByRole('link', { name: 'Vuelos' }).click();
    await page.getByText('Solo ida', { exact: true }).click();
    await chooseAirport(page, 'Origen', 'bogota', /\(BOG\)/);
    await chooseAirport(page, 'Destino', 'medellin', /\(MDE\)/);
    await page.getByRole('button', { name: 'Buscar vuelos' }).click();

    const first = page.getByRole('article').first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    await first.getByRole('button', { name: 'Seleccionar' }).click();
    await expect(page).toHaveURL(/\/flight-upsell$/);
    await page
      .getByRole('main')
      .filter({ has: page.getByRole('heading', { level: 1, name: 'Elige tu tarifa' }) })
      .getByRole('button', { name: 'Continuar' })
      .click();
    // The guard blocks the way to the checkout (spec §2.2): the fare page stays under the alert.
    await expect(page).toHaveURL(/\/flight-upsell$/);

    await page.getByRole('alertdialog').getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signInOnForm(page, DEMO.traveller.email);

    await expect(page).toHaveURL(/\/flight-checkout\//);
    await expectOneVisiblePage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Reserva de vuelo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' }).last()).toBeEnabled({ timeout: 15_000 });
  });
}

test('a visitor who books a hotel room is told why to sign in, and comes back to that room @phone', async ({
  page,
}) => {
  const roomPath = await bookFirstRoomAsVisitor(page);
  await expect(
    page.getByText('Inicia sesión para continuar con tu reserva; volverás al paso en el que ibas.'),
  ).toBeVisible();
  await signInOnForm(page, DEMO.traveller.email);

  await expect(page).toHaveURL(new RegExp(`${roomPath}$`));
  await expectOneVisiblePage(page);
  await expect(page.getByRole('heading', { name: 'Reserva de hotel' })).toBeVisible();
});

test('a newcomer who signs up from the hotel room is back at that room once the e-mailed link is followed', async ({
  page,
}) => {
  const roomPath = await bookFirstRoomAsVisitor(page);
  await page.getByRole('link', { name: 'Crear una cuenta' }).click();

  const suffix = Date.now().toString().slice(-8);
  const email = `nuevo.${suffix}@andesenergia.co`;
  const form = page.getByRole('form', { name: 'Crear una cuenta' });
  await form.getByLabel('Número de documento').fill(`77${suffix}`);
  await form.getByLabel('Nombre', { exact: true }).fill('Andrés');
  await form.getByLabel('Apellido').fill('Mejía');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Teléfono').fill('+57 311 222 3344');
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();

  await page.goto(await latestMailLink(page, email));
  await confirmSignUpWithPassword(page, 'ViajeSeguro2026');
  await expect(page).toHaveURL(new RegExp(`${roomPath}$`));
  await expectOneVisiblePage(page);
  await expect(page.getByRole('heading', { name: 'Reserva de hotel' })).toBeVisible();
});

test('a visitor who leaves the sign-in for something else is not sent back to the abandoned step later', async ({
  page,
}) => {
  await bookFirstRoomAsVisitor(page);

  // Changes their mind: looks at flights instead, and signs in later from the header.
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: 'Vuelos' }).click();
  await expect(page).toHaveURL(/\/flight-home$/);
  await page
    .getByRole('button', { name: 'Iniciar sesión' })
    .or(page.getByRole('link', { name: 'Iniciar sesión' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Ingresa con el correo de tu empresa para reservar tus viajes.')).toBeVisible();
  await signInOnForm(page, DEMO.traveller.email);
  await expect(page).toHaveURL(/\/flight-home$/);
});

test('a signed-in user opening the login still lands on flight search', async ({ page }) => {
  await page.goto('/login');
  await signInOnForm(page, DEMO.traveller.email);
  await expect(page).toHaveURL(/\/flight-home$/);
  await expectOneVisiblePage(page);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/flight-home$/);
});
