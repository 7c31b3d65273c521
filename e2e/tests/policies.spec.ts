import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, drawnHotelCards, openMenu, signIn } from './support';

/** `YYYY-MM-DD` of today + `days` in Colombia. */
function bogotaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const BOGOTA_STAY = `/hotels/results/BOG/${bogotaDatePlus(10)}/${bogotaDatePlus(12)}/1/1`;

/** Laura's policy status on each hotel card of a Bogotá search (a new page: nothing cached). */
async function lauraPolicyStatuses(page: Page): Promise<string[]> {
  await page.goto(BOGOTA_STAY);
  const cards = await drawnHotelCards(page);
  await expect(cards.first()).toContainText(/Dentro de la política|Fuera de la política/);
  // Text content: cards far from the screen are not rendered (content-visibility).
  const texts = await cards.allTextContents();
  return texts.map((text) => (text.includes('Dentro de la política') ? 'dentro' : 'fuera'));
}

test('the admin gives a travel group its own hotel policy and the traveller in it sees the new status', async ({
  browser,
}) => {
  // Four sign-ins and three hotel searches: a long journey on a busy machine.
  test.setTimeout(90_000);
  // Under the company rule (national hotels up to $ 450.000 a night) some Bogotá hotels are within policy.
  const before = await browser.newPage();
  await signIn(before, DEMO.traveller.email);
  expect(await lauraPolicyStatuses(before)).toContain('dentro');
  await before.close();

  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin.email);
  await admin.goto('/travel-policies');
  await expect(admin.getByRole('heading', { name: 'Políticas de viaje', level: 1 })).toBeVisible();
  const hotelRules = admin.getByRole('list', { name: 'Políticas de hoteles' });
  await expect(hotelRules.getByRole('listitem')).toHaveCount(2);
  await expect(hotelRules).toContainText('$ 450.000 por noche');

  // A group, with Laura in it.
  await admin.getByLabel('Nombre del nuevo grupo').fill('Auditores');
  await admin.getByRole('button', { name: 'Crear grupo' }).click();
  await expect(admin.getByText('Se creó el grupo Auditores.')).toBeVisible();
  await admin.getByRole('combobox', { name: /Laura Gómez/ }).selectOption({ label: 'Auditores' });
  await expect(admin.getByText('Laura Gómez ahora pertenece al grupo Auditores.')).toBeVisible();

  // The group's national hotel rule: a cap no Bogotá hotel meets.
  await admin.getByRole('link', { name: 'Nueva política' }).click();
  await expect(admin).toHaveURL(/\/travel-policies\/create$/);
  const form = admin.getByRole('form', { name: 'Nueva política de viaje' });
  await form.getByLabel('Servicio').selectOption({ label: 'Hoteles' });
  await form.getByLabel('Alcance del viaje').selectOption({ label: 'Nacional' });
  await form.getByLabel('Anticipación mínima (días)').fill('0');
  await form.getByLabel('Precio máximo (COP)').fill('1.000');
  await form.getByLabel('Categoría máxima').selectOption({ label: 'Hasta 3 estrellas' });
  await form.getByLabel('Aplica a').selectOption({ label: 'Grupo Auditores' });
  await form.getByRole('button', { name: 'Crear política' }).click();

  await expect(admin).toHaveURL(/\/travel-policies$/);
  await expect(
    admin.getByText(/^Se creó la política \(Hoteles, nacional, grupo Auditores\)\.$/),
  ).toBeVisible();
  const groupRule = hotelRules.getByRole('listitem').filter({ hasText: 'Grupo Auditores' });
  await expect(groupRule).toContainText('$ 1.000 por noche');
  await expect(groupRule).toContainText('Hasta 3 estrellas');
  await expect(groupRule).toContainText('Activa');

  // The same rule again is refused in Spanish.
  await admin.getByRole('link', { name: 'Nueva política' }).click();
  await form.getByLabel('Precio máximo (COP)').fill('2000');
  await form.getByLabel('Anticipación mínima (días)').fill('1');
  await form.getByLabel('Aplica a').selectOption({ label: 'Grupo Auditores' });
  await form.getByRole('button', { name: 'Crear política' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Ya existe una política activa de hoteles (nacional) para el grupo «Auditores». Edítala en lugar de crear otra.',
  );
  await form.getByRole('link', { name: 'Cancelar' }).click();
  await expect(admin).toHaveURL(/\/travel-policies$/);

  // Laura now gets the group's rule: nothing in Bogotá is within policy.
  const after = await browser.newPage();
  await signIn(after, DEMO.traveller.email);
  const statuses = await lauraPolicyStatuses(after);
  expect(statuses.length).toBeGreaterThan(3);
  expect(new Set(statuses)).toEqual(new Set(['fuera']));

  // Deactivating the group rule, after the iOS confirmation, gives her the company rule back.
  await groupRule.getByRole('button', { name: /^Desactivar política/ }).click();
  const alert = admin.locator('ion-alert[header="Desactivar política"]');
  await expect(alert).toContainText('dejará de aplicarse a las nuevas reservas');
  await alert.getByRole('button', { name: 'Desactivar' }).click();
  await expect(groupRule).toContainText('Inactiva');
  await expect(groupRule.getByRole('button', { name: /^Reactivar política/ })).toBeVisible();

  const reverted = await browser.newPage();
  await signIn(reverted, DEMO.traveller.email);
  expect(await lauraPolicyStatuses(reverted)).toContain('dentro');
});

test('the admin sees which flight rule decides each trip and cannot add one that overlaps it', async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email);
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: 'Políticas de Viaje' }).click();
  const flights = page.getByRole('table', { name: /Qué política se aplica a cada viaje \(vuelos\)/ });
  const company = flights.getByRole('row').filter({ hasText: 'Toda la empresa' });
  await expect(company.getByRole('cell').nth(0)).toHaveText('Nacional (hasta $ 900.000)');
  await expect(company.getByRole('cell').nth(1)).toHaveText('Internacional (hasta $ 4.500.000)');

  await page.getByRole('link', { name: 'Nueva política' }).click();
  const form = page.getByRole('form', { name: 'Nueva política de viaje' });
  await form.getByLabel('Servicio').selectOption({ label: 'Vuelos' });
  await form.getByLabel('Alcance del viaje').selectOption({ label: 'Nacional e internacional' });
  await form.getByLabel('Anticipación mínima (días)').fill('1');
  await form.getByLabel('Precio máximo (COP)').fill('2.000.000');
  await form.getByRole('button', { name: 'Crear política' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Ya existe una política activa de vuelos (nacional) para toda la empresa que cubre esos viajes. Edítala o desactívala antes, para que cada viaje tenga una sola política.',
  );
  await expect(page).toHaveURL(/\/travel-policies\/create$/);
});

test('a traveller can read the policy but gets no edit controls', async ({ page }) => {
  await signIn(page, DEMO.traveller.email);
  await page.goto('/travel-policies');
  await expect(
    page.getByText('Solo el administrador de tu empresa puede crear o cambiar las políticas de viaje.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Políticas de hoteles' })).toContainText('$ 450.000 por noche');
  await expect(page.getByRole('button', { name: /^Editar política/ })).toHaveCount(0);
  await page.goto('/travel-policies/create');
  await expect(
    page.getByText('No tienes permiso para crear o cambiar las políticas de viaje.'),
  ).toBeVisible();
});
