import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  confirmSignUpWithPassword,
  DEMO,
  DEMO_PASSWORD,
  latestMailLink,
  openMenu,
  signInThroughForm,
  signUpConfirmed,
} from './support';

test.describe('sign-in and sign-out', () => {
  test('a wrong password gets the generic message and keeps the user out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(DEMO.traveller.email);
    await page.getByLabel('Contraseña', { exact: true }).fill('NoEsLaClave123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Correo electrónico o contraseña incorrectos.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown e-mail gets exactly the same message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('nadie@andesenergia.co');
    await page.getByLabel('Contraseña', { exact: true }).fill('NoEsLaClave123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Correo electrónico o contraseña incorrectos.')).toBeVisible();
  });

  test('the traveller signs in, sees her name and company, keeps the session on reload and signs out @phone', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO.traveller.email);
    const profileChip = page.getByRole('link', { name: new RegExp(DEMO.traveller.name) });
    await expect(profileChip).toBeVisible();
    await expect(profileChip).toHaveAttribute('href', '/profile');

    const stored = await page.evaluate(() => ({
      session: JSON.parse(localStorage.getItem('travesia-session') ?? 'null'),
      user: JSON.parse(localStorage.getItem('user-data') ?? 'null'),
    }));
    expect(stored.session.idCliente).toBe(DEMO.traveller.email);
    expect(stored.session.jwt.length).toBeGreaterThan(20);
    expect(stored.user).toMatchObject({
      nationalId: '1020304050',
      name: DEMO.traveller.name,
      firstname: 'Laura',
    });

    await page.reload();
    await expect(page.getByRole('link', { name: new RegExp(DEMO.traveller.name) })).toBeVisible();

    await openMenu(page);
    await page
      .getByRole('menuitem', { name: 'Cerrar sesión' })
      .or(page.getByText('Cerrar sesión'))
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('travesia-session'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user-data'))).toBeNull();
  });

  test('signing out ends the session on the server, not only in the browser', async ({ page }) => {
    await signInThroughForm(page, DEMO.admin.email);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('travesia-session') ?? '{}').jwt as string,
    );
    const before = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(before.status()).toBe(200);

    await openMenu(page);
    await page.getByText('Cerrar sesión').click();
    await expect(page).toHaveURL(/\/login$/);

    const after = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });

  test('the company login page shows that company logo and name', async ({ page }) => {
    const branding = await page.request.get('/api/companies/1/branding');
    const company = (await branding.json()) as { name: string };
    await page.goto('/login/1');
    await expect(page.getByText(company.name)).toBeVisible();
    await expect(page.getByRole('img', { name: new RegExp(company.name) })).toBeVisible();
  });
});

test.describe('sign-up', () => {
  test('explains each invalid field in Spanish and creates nothing', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Número de documento').fill('12.3');
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText(/El número de documento debe tener entre 5 y 15 dígitos/)).toBeVisible();
    await expect(page.getByText('Ingresa un correo electrónico válido.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a new employee signs up with her company e-mail, confirms it from the e-mailed link and is signed in', async ({
    page,
  }) => {
    const suffix = Date.now().toString().slice(-8);
    const email = `maria.${suffix}@andesenergia.co`;
    await page.goto('/register');
    await page.getByLabel('Número de documento').fill(`55${suffix}`);
    await page.getByLabel('Nombre', { exact: true }).fill('María');
    await page.getByLabel('Apellido').fill('Peña');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('+57 311 222 3344');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    await expect(page.getByText(/Te enviamos un correo para confirmar tu cuenta/)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);

    // Until the mailbox is confirmed there is no account to sign in with.
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('ViajeSeguro2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Correo electrónico o contraseña incorrectos.')).toBeVisible();

    const link = await latestMailLink(page, email);
    expect(link).toMatch(/\/confirm-signup\/[\w-]+$/);
    await page.goto(link);
    // Whoever holds the link chooses the password, with the rules every password form shows.
    await expect(page.getByText(/al menos una mayúscula, una minúscula y un número/)).toBeVisible();
    await confirmSignUpWithPassword(page, 'ViajeSeguro2026');
    await expect(page).toHaveURL(/\/flight-home$/);
    await expect(page.getByRole('link', { name: /María Peña/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /María Peña/ })).toContainText('Andes Energía S.A.S.');

    // The link works once: opened again (signed out), it says so and offers to sign up again.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await confirmSignUpWithPassword(page, 'OtraClave2026');
    await expect(page.getByText(/El enlace de confirmación no es válido, ya se usó o venció/)).toBeVisible();
    await page.getByRole('link', { name: 'Registrarme de nuevo' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an e-mail of no client company is refused with a clear message', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Número de documento').fill('99887766');
    await page.getByLabel('Nombre', { exact: true }).fill('Pedro');
    await page.getByLabel('Apellido').fill('Pérez');
    await page.getByLabel('Correo electrónico').fill('pedro@gmail.com');
    await page.getByLabel('Teléfono').fill('3001234567');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText(/No encontramos una empresa asociada a tu correo/)).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('password reset through the outbox', () => {
  test('a user resets her password with the e-mailed link, once', async ({ page }) => {
    const suffix = Date.now().toString().slice(-8);
    const email = `sofia.${suffix}@cafedelsur.co`;
    await signUpConfirmed(page.request, {
      documento: `77${suffix}`,
      firstname: 'Sofía',
      last_name: 'Arango',
      email,
      phone: '+57 312 000 1122',
      password: DEMO_PASSWORD,
    });

    await page.goto('/restore-pass');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: /Enviar enlace/ }).click();
    await expect(page.getByText(/Si el correo está registrado/)).toBeVisible();

    const link = await latestMailLink(page, email);
    expect(link).toContain('/restore-pass?token=');
    const newPassword = 'CafeDelSur2027';
    await page.goto(link);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: /Guardar contraseña/ }).click();
    await expect(page.getByText('Tu contraseña fue actualizada. Ya puedes iniciar sesión.')).toBeVisible();

    await signInThroughForm(page, email, newPassword);

    // The link is single-use.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('OtraClave2028x');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('OtraClave2028x');
    await page.getByRole('button', { name: /Guardar contraseña/ }).click();
    await expect(page.getByText(/no es válido o ya venció/)).toBeVisible();
  });

  test('the owner resets her password after somebody else asked for it again and again', async ({ page }) => {
    const suffix = Date.now().toString().slice(-8);
    const email = `tomas.${suffix}@cafedelsur.co`;
    await signUpConfirmed(page.request, {
      documento: `78${suffix}`,
      firstname: 'Tomás',
      last_name: 'Rincón',
      email,
      phone: '+57 312 000 3344',
      password: DEMO_PASSWORD,
    });
    // Somebody spends the address's three reset mails of the hour.
    for (let request = 0; request < 3; request++) {
      const response = await page.request.post('/api/auth/password-reset', { data: { email } });
      expect(response.status()).toBe(202);
    }

    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    // The sign-in page has an e-mail field too, and stays in the page while the next one slides in.
    const resetForm = page.getByRole('form', { name: 'Restablecer contraseña' });
    await resetForm.getByLabel('Correo electrónico').fill(email);
    await resetForm.getByRole('button', { name: /Enviar enlace/ }).click();
    // The same answer as ever, never "Demasiados intentos", and a link of this hour in the inbox still works.
    await expect(page.getByText(/Si el correo está registrado/)).toBeVisible();
    await expect(page.getByText(/Demasiados intentos/)).toHaveCount(0);
    const link = await latestMailLink(page, email);
    const newPassword = 'CafeDelSur2028';
    await page.goto(link);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: /Guardar contraseña/ }).click();
    await expect(page.getByText('Tu contraseña fue actualizada. Ya puedes iniciar sesión.')).toBeVisible();
    await signInThroughForm(page, email, newPassword);
  });

  test('the dev outbox page lists the mails', async ({ page }) => {
    await page.request.post('/api/auth/password-reset', { data: { email: DEMO.approver.email } });
    await page.goto('/dev/outbox');
    await expect(page.getByText('Correos enviados (desarrollo)').first()).toBeVisible();
    await expect(page.getByText(DEMO.approver.email).first()).toBeVisible();
  });
});
