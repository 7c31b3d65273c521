import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, openMenu, signIn } from './support';

// Issue 9 (5): the cost-center form erased what the admin typed in its first moments, and in edit mode a late
// load overwrote typed text. The admin types as soon as the field is there, as a quick person does.
test('what the admin types in the cost-center form stays, new or edited @phone', async ({ page }) => {
  await signIn(page, DEMO.admin.email);
  await openMenu(page);
  await page.getByRole('link', { name: 'Centros de costos' }).click();
  await page.getByRole('link', { name: 'Nuevo centro de costos' }).click();

  const form = page.getByRole('form', { name: 'Nuevo centro de costos' });
  await form.getByLabel('Código').pressSequentially('TMP-1');
  await form.getByLabel('Nombre').pressSequentially('Temporal');
  await page.waitForTimeout(1_000);
  await expect(form.getByLabel('Código')).toHaveValue('TMP-1');
  await expect(form.getByLabel('Nombre')).toHaveValue('Temporal');

  await page.getByRole('link', { name: 'Volver a centros de costos' }).click();
  await page
    .getByRole('button', { name: /^Editar OPS-100 / })
    .or(page.getByRole('link', { name: /^Editar OPS-100 / }))
    .click();
  const edit = page.getByRole('form', { name: /^Editar OPS-100 / });
  const name = edit.getByLabel('Nombre');
  await expect(name).not.toHaveValue('');
  await name.fill('Operaciones y mantenimiento');
  await page.waitForTimeout(1_000);
  await expect(name).toHaveValue('Operaciones y mantenimiento');
});
