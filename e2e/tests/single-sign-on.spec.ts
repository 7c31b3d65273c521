import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { type OidcPeer, startOidcPeer } from './oidc-peer';
import { DEMO, DEMO_PASSWORD, openMenu, signIn } from './support';

/** Signs the person in at the provider's own (development) login page, as they would at their company's. */
async function signInAtProvider(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await expect(page.getByPlaceholder('Enter any login')).toHaveValue(email);
  await page.getByPlaceholder('and password').fill('la-clave-de-la-empresa');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function signOut(page: Page): Promise<void> {
  await openMenu(page);
  await page
    .getByRole('menuitem', { name: 'Cerrar sesión' })
    .or(page.getByText('Cerrar sesión'))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Sets Travesía Operaciones back to passwords, whatever the journey left, so no later test meets its provider. */
async function backToPasswords(page: Page): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { email: DEMO.operator.email, password: DEMO_PASSWORD },
  });
  const { token, user } = (await login.json()) as { token: string; user: { company: { id: number } } };
  const reset = await page.request.put(`/api/companies/${user.company.id}/sign-in-settings`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      method: 'password',
      domains: [],
      ssoOnly: false,
      breakGlassUserId: null,
      firstSignIn: 'existing_only',
      clientId: '',
      clientSecret: '',
      issuerUrl: '',
      tenantId: '',
      hostedDomain: '',
      samlEntityId: '',
      samlSsoUrl: '',
      samlCertificates: [],
    },
  });
  expect(reset.status(), await reset.text()).toBe(200);
}

// Travesía Operaciones (the agency's own company, whose only demo person is the operador) is the one whose sign-in
// changes here: no other journey signs anybody of @travesia.co in with a password but the operador, who is the
// break-glass account.
test.describe('signing in through the company’s identity provider', () => {
  test.describe.configure({ mode: 'serial' });
  let peer: OidcPeer;
  const tag = `${Date.now()}`.slice(-7);
  const newcomer = `valentina.${tag}@travesia.co`;

  test.beforeAll(async ({ baseURL }) => {
    peer = await startOidcPeer(`${baseURL}/api/auth/sso/oidc/callback`, {
      [newcomer]: { given_name: 'Valentina', family_name: 'Rojas' },
    });
  });
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await backToPasswords(page);
    await page.close();
    await peer?.close();
  });

  test('the operador connects the provider, and a newcomer signs in from /login with it', async ({
    page,
  }) => {
    await signIn(page, DEMO.operator.email);
    await openMenu(page);
    await page.getByRole('link', { name: 'Inicio de sesión' }).click();
    await page.getByLabel('Empresa').selectOption({ label: 'Travesía Operaciones · Bogotá' });
    await expect(page.getByText('Hoy la empresa inicia sesión con contraseña.')).toBeVisible();

    await page.getByLabel('Cómo inician sesión las personas de la empresa').selectOption('oidc_generic');
    await page.getByLabel('URL del emisor (issuer)').fill(peer.issuer);
    await page.getByLabel('Id. de cliente (client ID)').fill(peer.clientId);
    await page.getByLabel('Secreto del cliente (client secret)').fill(peer.clientSecret);
    await page.getByLabel('@travesia.co').check();
    await page
      .getByLabel('La primera vez que alguien entra sin cuenta en Travesía')
      .selectOption('create_traveller');
    await page.getByLabel(/^Solo SSO/).check();
    await page
      .getByLabel(/cuenta de emergencia/)
      .selectOption({ label: `${DEMO.operator.name} · ${DEMO.operator.email}` });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText(/^Guardamos los cambios: la empresa inicia sesión con OpenID Connect/),
    ).toBeVisible();
    await expect(page.getByText(/^Configurado\./)).toBeVisible();
    await expect(page.getByLabel('Secreto del cliente (client secret)')).toHaveValue('');
    await expect(page.getByText(`${new URL(page.url()).origin}/api/auth/sso/oidc/callback`)).toBeVisible();
    await signOut(page);

    // A newcomer of the domain types their address: no password is asked, the provider is.
    await page.getByLabel('Correo electrónico').fill(newcomer);
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continuar con el inicio de sesión de tu empresa' }).click();
    await signInAtProvider(page, newcomer);

    await expect(
      page.getByText(`Es tu primera vez en Travesía con ${newcomer}`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Valentina');
    await page.getByLabel('Número de documento').fill(`7${tag}`);
    await page.getByLabel('Teléfono').fill('3105550142');
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page).toHaveURL(/\/flight-home$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Mi perfil: Valentina Rojas/ }),
    ).toBeVisible();

    // The session is the product's own: signing out ends it.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('travesia-session') ?? '{}') as { jwt?: string }).jwt,
    );
    await signOut(page);
    const revoked = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(401);

    // The provider still remembers the person, so signing in again takes one click and no form.
    await page.getByLabel('Correo electrónico').fill(newcomer);
    await page.getByRole('button', { name: 'Continuar con el inicio de sesión de tu empresa' }).click();
    await expect(page).toHaveURL(/\/flight-home$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Mi perfil: Valentina Rojas/ }),
    ).toBeVisible();

    // The break-glass operador still signs in with the password.
    await signOut(page);
    await page.getByLabel('Correo electrónico').fill(DEMO.operator.email);
    await page.getByRole('button', { name: /usar mi contraseña/ }).click();
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/flight-home$/);
  });
});

test('the sign-in settings answer first on a phone, in its width @phone', async ({ page }) => {
  await signIn(page, DEMO.admin.email);
  await openMenu(page);
  await page.getByRole('link', { name: 'Inicio de sesión' }).click();
  const now = page.getByText('Hoy la empresa inicia sesión con contraseña.');
  await expect(now).toBeInViewport();
  await expect(page.getByLabel('Cómo inician sesión las personas de la empresa')).toHaveValue('password');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
