import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, DEMO_PASSWORD, latestMailLink, openMenu, signIn } from './support';

const suffix = () => Date.now().toString().slice(-6);

test('the admin creates a cost center with a budget and the traveller can book against it', async ({
  browser,
}) => {
  const code = `E2E-${suffix()}`;
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin.email);
  await openMenu(admin);
  await admin.getByRole('link', { name: 'Centros de costos' }).click();
  await expect(admin).toHaveURL(/\/cost-center\/list$/);
  await expect(admin.getByRole('list', { name: 'Centros de costos' })).toContainText('OPS-100');

  await admin.getByRole('link', { name: 'Nuevo centro de costos' }).click();
  await expect(admin).toHaveURL(/\/cost-center\/create$/);
  const form = admin.getByRole('form', { name: 'Nuevo centro de costos' });
  await form.getByRole('button', { name: 'Crear centro de costos' }).click();
  await expect(form.getByText('Indica el código.')).toBeVisible();
  await form.getByLabel('Código').fill(code.toLowerCase());
  await form.getByLabel('Nombre').fill('Proyectos especiales');
  await form.getByLabel('Presupuesto anual (COP)').fill('8.000.000');
  await form.getByRole('button', { name: 'Crear centro de costos' }).click();

  await expect(admin).toHaveURL(/\/cost-center\/list$/);
  await expect(admin.getByText(`${code} Proyectos especiales quedó guardado.`)).toBeVisible();
  const card = admin
    .getByRole('list', { name: 'Centros de costos' })
    .getByRole('listitem')
    .filter({ hasText: code });
  await expect(card).toContainText('$ 8.000.000');
  await expect(card).toContainText('Activo');

  // The traveller's booking forms read the company's active centers.
  const login = await admin.request.post('/api/auth/login', {
    data: { email: DEMO.traveller.email, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const centers = await admin.request.get('/api/centros-utilidad', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await centers.json()) as { data: { code: string; name: string }[] };
  expect(data).toContainEqual(expect.objectContaining({ code, name: 'Proyectos especiales' }));

  // Deactivating asks first, then takes it out of the booking forms.
  await card.getByRole('button', { name: `Desactivar ${code} Proyectos especiales` }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Desactivar centro de costos' });
  await dialog.getByRole('button', { name: 'Desactivar' }).click();
  await expect(card).toContainText('Inactivo');
  const after = await admin.request.get('/api/centros-utilidad', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(
    ((await after.json()) as { data: { code: string }[] }).data.map((center) => center.code),
  ).not.toContain(code);
});

test('the admin invites a person who joins the company from the e-mailed link and signs in', async ({
  browser,
}) => {
  const email = `invitada.${suffix()}@andesenergia.co`;
  const password = 'ClaveInvitada2026';
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin.email);
  await openMenu(admin);
  await admin.getByRole('link', { name: 'Usuarios' }).click();
  await expect(admin).toHaveURL(/\/company-users$/);
  await expect(admin.getByRole('list', { name: 'Usuarios de la empresa' })).toContainText('Laura Gómez');

  const form = admin.getByRole('form', { name: 'Invitar por correo' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Rol').selectOption('aprobador');
  await form.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(form.getByText(`Enviamos la invitación a ${email}.`, { exact: false })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Invitaciones pendientes' })).toContainText(email);

  const link = await latestMailLink(admin, email);
  expect(link).toMatch(/\/invitation\/[\w-]+$/);
  const invitee = await browser.newPage();
  await invitee.goto(new URL(link).pathname);
  await expect(
    invitee.getByText('Andes Energía S.A.S. te invitó como aprobador.', { exact: false }),
  ).toBeVisible();
  await invitee.getByLabel('Nombre', { exact: true }).fill('Valentina');
  await invitee.getByLabel('Apellido').fill('Suárez');
  await invitee.getByLabel('Número de documento').fill('1098765432');
  await invitee.getByLabel('Contraseña', { exact: true }).fill(password);
  await invitee.getByLabel('Confirmar contraseña').fill(password);
  await invitee.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(invitee).toHaveURL(/\/flight-home$/);

  // The link is single-use, and the new account signs in like any other.
  const again = await browser.newPage();
  await again.goto(new URL(link).pathname);
  await expect(
    again.getByText('La invitación no es válida, ya se usó o venció. Pide una nueva.'),
  ).toBeVisible();
  await signIn(again, email, password);

  await admin.reload();
  await expect(admin.getByRole('list', { name: 'Usuarios de la empresa' })).toContainText('Valentina Suárez');
});
