import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, DEMO_PASSWORD, signIn, signUpConfirmed } from './support';

/** A new Andes Energía traveller, so these journeys never change the demo accounts other suites use. */
async function registerTraveller(request: APIRequestContext, label: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const person = {
    documento: suffix.slice(-10),
    firstname: 'Sofía',
    last_name: `Prueba ${label}`,
    email: `e2e.${label}.${suffix}@andesenergia.co`,
    phone: '+57 300 555 0199',
    password: DEMO_PASSWORD,
  };
  await signUpConfirmed(request, person);
  return person;
}

async function fillCard(page: Page, number: string, holder: string) {
  await page.getByLabel('Número de la tarjeta').fill(number);
  await page.getByLabel('Mes de vencimiento').selectOption('11');
  await page.getByLabel('Año de vencimiento').selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('Código de seguridad').fill('321');
  await page.getByLabel('Titular').fill(holder);
}

test('the admin enables payroll deduction and registers a card; a traveller signs the authorization', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin.email);
  await admin.goto('/payment');
  await expect(admin.getByRole('heading', { level: 1, name: 'Pago' })).toBeVisible();
  const toggle = admin.locator('ion-toggle', { hasText: 'Permitir el pago por descuento de nómina' });
  if (!(await toggle.evaluate((element) => (element as HTMLElement & { checked: boolean }).checked)))
    await toggle.click();
  await expect(
    admin.getByText('Cada persona debe firmar su autorización en esta página antes de pagar por nómina.'),
  ).toBeVisible();

  // A mistyped number is refused before anything is sent.
  await fillCard(admin, '4000 0566 5566 5557', 'Andes Energía Viajes');
  await admin.getByRole('button', { name: 'Registrar tarjeta' }).click();
  await expect(admin.getByText('El número de la tarjeta no es válido. Revísalo.')).toBeVisible();
  await admin.getByLabel('Número de la tarjeta').fill('4000 0566 5566 5556');
  await admin.getByRole('button', { name: 'Registrar tarjeta' }).click();
  await expect(admin.getByText('Registramos la Visa terminada en 5556.')).toBeVisible();
  await expect(admin.getByLabel('Número de la tarjeta')).toHaveValue('');
  const cards = admin.getByRole('list', { name: 'Tarjetas corporativas' });
  await expect(cards).toContainText('ANDES ENERGÍA VIAJES');

  const person = await registerTraveller(admin.request, 'pago');
  const traveller = await browser.newPage();
  await signIn(traveller, person.email);
  await traveller.goto('/payment');
  await expect(traveller.getByRole('list', { name: 'Tarjetas corporativas' })).toContainText(
    'ANDES ENERGÍA VIAJES',
  );
  await expect(traveller.getByText('Permitir el pago por descuento de nómina')).toHaveCount(0);
  await traveller.getByLabel('Tope por reserva (COP)').fill('1.500.000');
  await traveller.getByRole('button', { name: 'Firmar autorización' }).click();
  await expect(traveller.getByText('Debes aceptar la autorización para firmarla.')).toBeVisible();
  await traveller.getByRole('checkbox', { name: /Autorizo a mi empresa a descontar/ }).check();
  await traveller.getByRole('button', { name: 'Firmar autorización' }).click();
  await expect(traveller.getByText(/Firmaste la autorización el .* con un tope de/)).toBeVisible();
  await expect(traveller.getByText('$ 1.500.000', { exact: false }).first()).toBeVisible();

  // The booking screens read the same state.
  const token = await traveller.evaluate(
    () => JSON.parse(localStorage.getItem('travesia-session') ?? '{}').jwt,
  );
  const options = await traveller.request.get('/api/payment/options', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await options.json()).payroll).toMatchObject({
    companyEnabled: true,
    authorization: { amountCap: 1_500_000 },
  });
});

test('profile changes persist after a reload', async ({ page }) => {
  const person = await registerTraveller(page.request, 'perfil');
  await signIn(page, person.email);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Empresa' })).toContainText('Andes Energía S.A.S.');
  await page.getByLabel('Nombre', { exact: true }).fill('Sofía Andrea');
  await page.getByLabel('Teléfono').fill('+57 311 222 3344');
  await page.getByLabel('Tipo de documento').selectOption('CE');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Guardamos tus datos.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Sofía Andrea/ })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Sofía Andrea');
  // Stored in E.164 (decision 023) and shown grouped as libphonenumber groups Colombian mobiles.
  await expect(page.getByLabel('Teléfono')).toHaveValue('+57 311 2223344');
  await expect(page.getByLabel('Tipo de documento')).toHaveValue('CE');
  await expect(page.getByRole('link', { name: /Sofía Andrea/ })).toBeVisible();
});

test('changing the password signs out the other sessions and keeps this one', async ({ browser }) => {
  const here = await browser.newPage();
  const person = await registerTraveller(here.request, 'clave');
  const elsewhereContext = await browser.newContext();
  const elsewhere = await elsewhereContext.newPage();
  await signIn(here, person.email);
  await signIn(elsewhere, person.email);

  await here.goto('/profile');
  await here.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
  await here.getByLabel('Contraseña nueva').fill('NuevaClave2026!');
  await here.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(
    here.getByText('Cambiamos tu contraseña y cerramos tus sesiones en otros dispositivos.'),
  ).toBeVisible();

  // This device is still signed in; the other one is sent to the login page.
  await here.reload();
  await expect(here.getByLabel('Nombre', { exact: true })).toHaveValue('Sofía');
  await elsewhere.goto('/profile');
  await expect(elsewhere).toHaveURL(/\/login$/);
  // Signing in again there resumes the page the session ended on.
  await elsewhere.getByLabel('Correo electrónico').fill(person.email);
  await elsewhere.getByLabel('Contraseña', { exact: true }).fill('NuevaClave2026!');
  await elsewhere.getByRole('button', { name: 'Ingresar' }).click();
  await expect(elsewhere).toHaveURL(/\/profile$/);
  await elsewhereContext.close();
});

test('payroll deduction stays blocked at checkout until the traveller signs the authorization', async ({
  page,
}) => {
  const person = await registerTraveller(page.request, 'nomina');
  await signIn(page, person.email);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const stay = { checkIn: day(20), checkOut: day(22) };
  const search = await page.request.post('/api/hotels/search', {
    data: { stay, occupancies: [{ rooms: 1, adults: 1, children: 0 }], destination: { zone: 'BOG' } },
  });
  const [hotel] = ((await search.json()) as { results: { code: string; minRate: number }[] }).results.sort(
    (a, b) => a.minRate - b.minRate,
  );
  if (!hotel) throw new Error('no hotel in Bogotá');
  const detail = await page.request.get(
    `/api/hotels/${hotel.code}?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&rooms=1&adults=1`,
  );
  const room = ((await detail.json()) as { rooms: { code: string; total: number }[] }).rooms.find(
    (candidate) => candidate.total === hotel.minRate,
  );
  const checkout = `/hotels/checkout/${hotel.code}/BOG/${stay.checkIn}/${stay.checkOut}/1/1/${room?.code}`;

  await page.goto(checkout);
  const payroll = page.getByRole('radio', { name: 'Descuento por nómina' });
  await expect(payroll).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Tarjeta corporativa' })).toBeChecked();
  await expect(
    page.getByText('Para pagar por nómina, primero firma la autorización de descuento en Pago.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Ir a Pago' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByLabel('Tope por reserva (COP)').fill('5.000.000');
  await page.getByRole('checkbox', { name: /Autorizo a mi empresa a descontar/ }).check();
  await page.getByRole('button', { name: 'Firmar autorización' }).click();
  await expect(page.getByText(/Firmaste la autorización el .* con un tope de/)).toBeVisible();

  await page.goto(checkout);
  await expect(payroll).toBeEnabled();
  await payroll.check();
  await page.getByLabel('Centro de costos').selectOption({ label: 'COM-200 Comercial' });
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva registrada' })).toBeVisible();
  await expect(page.getByText('Aprobada')).toBeVisible();
});
