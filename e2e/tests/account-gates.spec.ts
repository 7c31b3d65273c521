import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  confirmSignUpWithPassword,
  DEMO,
  DEMO_PASSWORD,
  latestMailLink,
  openMenu,
  signIn,
  signUpConfirmed,
} from './support';

/** Issue 27, round 3 of the attacker's review: who may hold an account, and which links still work (decision 035). */

const suffix = () => Date.now().toString().slice(-7);

async function openUsuarios(page: Page): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/company-users$/);
}

async function confirmAlert(page: Page, header: string, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: header });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('a sign-up made by somebody else gets the password the mailbox owner chooses, not theirs', async ({
  page,
}) => {
  const email = `nueva.${suffix()}@andesenergia.co`;
  // The attacker asks for the account with a password of their own (the API drops it).
  const attack = await page.request.post('/api/auth/register', {
    data: {
      documento: `71${suffix()}`,
      firstname: 'Nueva',
      last_name: 'Empleada',
      email,
      phone: '+57 311 222 3344',
      password: 'ClaveDelAtacante2026',
    },
  });
  expect(attack.status()).toBe(202);

  // The employee opens the link of her mailbox and chooses her password there.
  await page.goto(await latestMailLink(page, email));
  await expect(page.getByRole('heading', { name: 'Confirma tu cuenta' })).toBeVisible();
  await confirmSignUpWithPassword(page, 'MiPropiaClave2026');
  await expect(page).toHaveURL(/\/flight-home$/);

  const stolen = await page.request.post('/api/auth/login', {
    data: { email, password: 'ClaveDelAtacante2026' },
  });
  expect(stolen.status()).toBe(401);
});

test('an outsider with a fresh invitation code waits until the admin approves them in Usuarios', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin.email);
  await openUsuarios(admin);
  const codeCard = admin.getByRole('region', { name: 'Código de invitación' });
  const codeOutput = codeCard.getByLabel('Código de invitación actual');
  const before = await codeOutput.innerText();
  await codeCard.getByRole('button', { name: 'Generar un código nuevo' }).click();
  await confirmAlert(admin, 'Generar un código nuevo', 'Generar');
  await expect(codeCard.getByText('Generamos un código nuevo.')).toBeVisible();
  await expect(codeOutput).not.toHaveText(before);
  const code = await codeOutput.innerText();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  const email = `outsider.${suffix()}@example.com`;
  const outsider = await browser.newPage();
  await outsider.goto('/register');
  const form = outsider.getByRole('form', { name: 'Crear una cuenta' });
  await form.getByLabel('Nombre', { exact: true }).fill('Otto');
  await form.getByLabel('Apellido').fill('Fuera');
  await form.getByLabel('Número de documento').fill(`72${suffix()}`);
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Teléfono').fill('+57 311 222 3355');
  await form.getByLabel('Código de invitación (opcional)').fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(outsider.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  await outsider.goto(await latestMailLink(outsider, email));
  await confirmSignUpWithPassword(outsider, 'ClaveDeOtto2026');
  await expect(outsider.getByText(/espera la aprobación del administrador de tu empresa/)).toBeVisible();
  const early = await outsider.request.post('/api/auth/login', {
    data: { email, password: 'ClaveDeOtto2026' },
  });
  expect(early.status()).toBe(401);

  await admin.reload();
  const approvals = admin.getByRole('region', { name: 'Cuentas por aprobar' });
  await expect(approvals).toContainText(email);
  await approvals.getByRole('button', { name: 'Aprobar a Otto Fuera' }).click();
  await expect(approvals.getByText('Aprobaste a Otto Fuera')).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Usuarios de la empresa' })).toContainText('Otto Fuera');

  const approvedMail = await latestMailLink(outsider, email);
  expect(approvedMail).toMatch(/\/login$/);
  await signIn(outsider, email, 'ClaveDeOtto2026');
});

test('the admin revokes a pending invitation in Usuarios and its link stops working', async ({ browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin.email);
  await openUsuarios(admin);
  const email = `revocada.${suffix()}@andesenergia.co`;
  const form = admin.getByRole('form', { name: 'Invitar por correo' });
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Rol').selectOption('administrador');
  await form.getByRole('button', { name: 'Enviar invitación' }).click();
  const pending = admin.getByRole('list', { name: 'Invitaciones pendientes' });
  await expect(pending).toContainText(email);

  await pending.getByRole('button', { name: `Revocar la invitación a ${email}` }).click();
  await confirmAlert(admin, 'Revocar invitación', 'Revocar');
  await expect(admin.getByText(`Revocaste la invitación a ${email}: su enlace ya no sirve.`)).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);

  const invitee = await browser.newPage();
  await invitee.goto(new URL(await latestMailLink(invitee, email)).pathname);
  await expect(
    invitee.getByText('La invitación no es válida, ya se usó o venció. Pide una nueva.'),
  ).toBeVisible();
});

test('a reset link mailed before a password change no longer sets a password', async ({ page, browser }) => {
  const email = `cambio.${suffix()}@andesenergia.co`;
  await signUpConfirmed(page.request, {
    documento: `73${suffix()}`,
    firstname: 'Clara',
    last_name: 'Cambio',
    email,
    phone: '+57 311 222 3366',
    password: DEMO_PASSWORD,
  });
  await page.goto('/restore-pass');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: /Enviar enlace/ }).click();
  await expect(page.getByText(/Si el correo está registrado/)).toBeVisible();
  const resetLink = await latestMailLink(page, email);

  // The owner changes the password in Mi perfil before anyone uses the link.
  await signIn(page, email);
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: 'Mi perfil' }).click();
  await page.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
  await page.getByLabel('Contraseña nueva').fill('ClaveCambiada2026');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(
    page.getByText('Cambiamos tu contraseña y cerramos tus sesiones en otros dispositivos.'),
  ).toBeVisible();

  // Whoever got hold of the link (another browser, signed out) tries it afterwards.
  const holder = await browser.newPage();
  await holder.goto(resetLink);
  await holder.getByLabel('Nueva contraseña', { exact: true }).fill('ClaveDelAtacante2026');
  await holder.getByLabel('Confirmar contraseña', { exact: true }).fill('ClaveDelAtacante2026');
  await holder.getByRole('button', { name: /Guardar contraseña/ }).click();
  await expect(
    holder.getByText(
      'El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.',
    ),
  ).toBeVisible();
});
