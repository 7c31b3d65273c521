import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, isPhoneRun, openMenu, signIn } from './support';

/** The desktop and the phone run side by side on one database: each works with colleagues of its own. */
const colleague = () =>
  isPhoneRun() ? { search: 'varg', name: 'Mateo Vargas' } : { search: 'góm', name: DEMO.traveller.name };
const gestor = () =>
  isPhoneRun()
    ? { name: 'Valeria Ortiz', center: 'COM-200 · Comercial', listed: 'Centro de costos Comercial' }
    : { name: 'Santiago Mejía', center: 'OPS-100 · Operaciones', listed: 'Centro de costos Operaciones' };

async function openFromMenu(page: Page, link: string): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: link }).click();
}

/** The year after this one's 31 December, as the date field takes it and as the list says it. */
function endOfNextYear(): { field: string; label: RegExp } {
  const year = new Date().getFullYear() + 1;
  return { field: `${year}-12-31`, label: new RegExp(`Hasta el 31 .*dic.* ${year}`) };
}

test('a manager lets a colleague book for him until a date, sees it and revokes it @phone', async ({
  page,
}) => {
  const { search, name } = colleague();
  const ends = endOfNextYear();
  await signIn(page, DEMO.approver.email);
  await openFromMenu(page, 'Mi perfil');

  const granted = page.getByRole('list', { name: 'Quién puede reservar por mí' });
  // The demo's assistant already books for Carlos.
  await expect(granted).toContainText('Marta Díaz');
  await expect(granted).toContainText('Puede reservar, ver y cancelar mis viajes');
  await expect(granted).not.toContainText(name);

  const form = page.getByRole('form', { name: 'Permitir que alguien reserve por mí' });
  await form.getByLabel('Compañero de la empresa').fill(search);
  await form
    .getByRole('list', { name: 'Compañeros encontrados' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(form).toContainText(`${name} (`);
  await form.getByLabel('Qué puede hacer').selectOption({ label: 'Puede reservar' });
  await form.getByLabel('Fecha de fin (opcional)').fill(ends.field);
  await form.getByRole('button', { name: 'Permitir' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: `${name} ya puede reservar por ti.` }),
  ).toBeVisible();
  const entry = granted.getByRole('listitem').filter({ hasText: name });
  await expect(entry).toContainText('Puede reservar');
  await expect(entry).toContainText(ends.label);

  await entry.getByRole('button', { name: `Revocar: ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revocar delegación' });
  await expect(dialog).toContainText(`${name} ya no podrá reservar por ti.`);
  await dialog.getByRole('button', { name: 'Revocar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} ya no puede reservar por ti.` }),
  ).toBeVisible();
  await expect(granted).not.toContainText(name);
  await expect(granted).toContainText('Marta Díaz');
});

test('an administrator makes someone gestor de viajes of a cost center in Usuarios @phone', async ({
  page,
}) => {
  const { name, center, listed } = gestor();
  await signIn(page, DEMO.admin.email);
  await openFromMenu(page, 'Usuarios');
  const users = page.getByRole('list', { name: 'Usuarios de la empresa' });
  await users.getByRole('button', { name: `Delegaciones de ${name}` }).click();

  const panel = page.getByRole('region', { name: `Delegaciones de ${name}` });
  const scopes = panel.getByText('No es gestor de viajes de ningún centro de costos ni grupo.');
  await expect(scopes).toBeVisible();
  const form = panel.getByRole('form', { name: `Hacer a ${name} gestor de viajes` });
  await form.getByLabel('Para las personas de').selectOption({ label: 'Centro de costos' });
  await form.getByLabel('Centro de costos', { exact: true }).selectOption({ label: center });
  await form
    .getByLabel('Qué puede hacer')
    .selectOption({ label: 'Puede reservar, ver y cancelar sus viajes' });
  await form.getByRole('button', { name: 'Hacer gestor de viajes' }).click();

  await expect(
    panel.getByRole('status').filter({ hasText: `${name} ahora es gestor de viajes de` }),
  ).toBeVisible();
  const list = panel.getByRole('list', { name: `${name} es gestor de viajes de` });
  await expect(list).toContainText(listed);
  await expect(list).toContainText('Puede reservar, ver y cancelar sus viajes · Sin fecha de fin');

  await list.getByRole('button', { name: `Revocar: ${listed}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Revocar gestor de viajes' })
    .getByRole('button', { name: 'Revocar' })
    .click();
  await expect(scopes).toBeVisible();
});
