import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, isPhoneRun, openMenu, signIn, signUpConfirmed } from './support';

/** The sizes of issue 36: a laptop and a small phone. */
async function useIssueViewport(page: Page): Promise<void> {
  await page.setViewportSize(isPhoneRun() ? { width: 390, height: 844 } : { width: 1280, height: 900 });
}

async function openUsers(page: Page): Promise<void> {
  await signIn(page, DEMO.admin.email);
  await useIssueViewport(page);
  await openMenu(page);
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('list', { name: 'Usuarios de la empresa' })).toContainText('Laura Gómez');
}

// Issue 36 (10): the preview's error column was scrolled out of the side card on a desktop, and an unknown role
// was told to be "operador" too, which an administrador cannot give.
test('the CSV preview shows each row’s error in sight and offers only the roles the admin may give @phone', async ({
  page,
}) => {
  await openUsers(page);
  const tag = `${Date.now()}`.slice(-7);
  const csv = [
    'email,firstname,last_name,documento,role',
    `lote.${tag}@andesenergia.co,Marta,Lote,8${tag},viajero`,
    `gerente.${tag}@andesenergia.co,Mario,Lote,9${tag},gerente`,
    `${DEMO.traveller.email},Laura,Gómez,7${tag},viajero`,
  ].join('\n');
  await page.getByLabel('Archivo CSV').setInputFiles({
    name: 'usuarios.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByText('usuarios.csv: 3 filas, 2 con errores.', { exact: false })).toBeVisible();

  const preview = page.getByRole('region', { name: 'Vista previa del archivo' });
  const roleError = preview.getByText('El rol debe ser viajero, aprobador o administrador.');
  const emailError = preview.getByText('Ya existe un usuario con este correo electrónico en la empresa.');
  for (const error of [roleError, emailError]) {
    await error.scrollIntoViewIfNeeded();
    await expect(error).toBeInViewport({ ratio: 1 });
  }
  await expect(preview.getByText(/operador/)).toHaveCount(0);
  // Nothing of the preview is beyond its right edge (no sideways scrolling to find the errors).
  expect(await preview.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  await expect(page.getByRole('button', { name: 'Invitar a 3 personas' })).toBeDisabled();
});

// Issue 36 (12): one change of a select made someone Administrador, without a word.
test('raising a role asks first, naming the person and the role, in sight on a phone @phone', async ({
  page,
}) => {
  const tag = `${Date.now()}`.slice(-8);
  const person = {
    documento: `6${tag}`,
    firstname: 'Rosa',
    last_name: `Ascenso ${tag}`,
    email: `e2e.ascenso.${tag}@andesenergia.co`,
    phone: '+57 300 555 0123',
    password: 'Travesia2026!',
  };
  await signUpConfirmed(page.request, person);
  const name = `${person.firstname} ${person.last_name}`;
  await openUsers(page);

  const role = page.getByRole('combobox', { name: `Rol de ${name}` });
  await role.selectOption({ label: 'Administrador' });
  const dialog = page.getByRole('alertdialog', { name: `¿Hacer Administrador a ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await expect(dialog).toContainText('Podrá administrar los usuarios');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('ion-alert') !== null))
    .toBe(true);

  // Cancelling changes nothing.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(role).toHaveValue('viajero');

  await role.selectOption({ label: 'Administrador' });
  await dialog.getByRole('button', { name: 'Hacer Administrador' }).click();
  await expect(page.getByText(`${name} ahora es Administrador.`)).toBeVisible();
  await expect(role).toHaveValue('administrador');

  // Lowering a role needs no confirmation.
  await role.selectOption({ label: 'Viajero' });
  await expect(page.getByText(`${name} ahora es Viajero.`)).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
