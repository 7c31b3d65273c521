import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  chooseHotelDestination,
  confirmBooking,
  DEMO,
  DEMO_PASSWORD,
  giveReasonIfOutOfPolicy,
  openFirstRoomOfResults,
  openMenu,
  signIn,
  signUpConfirmed,
} from './support';

const NO_PAYMENT = 'Tu empresa aún no tiene un medio de pago. Pídele a tu administrador que lo configure.';

// One journey changes Café del Sur's cards: no other journey of this file may run beside it.
test.describe.configure({ mode: 'serial' });

/**
 * A new administrator of Café del Sur (the demo company has none): signed up with the company's domain, then
 * promoted by the operador, so the demo accounts other suites use stay as they are.
 */
async function newCafeAdministrator(request: APIRequestContext): Promise<string> {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `e2e.admin.${suffix}@cafedelsur.co`;
  await signUpConfirmed(request, {
    documento: suffix.slice(-10),
    firstname: 'Marta',
    last_name: 'Prueba',
    email,
    phone: '+57 300 555 0188',
    password: DEMO_PASSWORD,
  });
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.operator.email, password: DEMO_PASSWORD },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const companies = (await (await request.get('/api/companies', { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const cafe = companies.data.find((company) => company.name === DEMO.otherCompanyTraveller.company);
  const people = (await (await request.get(`/api/users/company/${cafe?.id}`, { headers })).json()) as {
    data: { id: number; email: string }[];
  };
  const person = people.data.find((candidate) => candidate.email === email);
  const promoted = await request.patch(`/api/users/${person?.id}`, {
    headers,
    data: { role: 'administrador' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  return email;
}

async function openFromMenu(page: Page, link: string): Promise<void> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: link }).click();
}

function setupStep(page: Page, label: string) {
  return page
    .getByRole('article', { name: 'Configura tu empresa' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('link', { name: label, exact: true }),
    });
}

// Issue 36 (6): Café del Sur deducts nothing by payroll and had no card; the seed gives it a Mastercard.
test('Café del Sur’s traveller reaches the payment of a hotel with the company’s card offered, and books', async ({
  page,
}) => {
  await signIn(page, DEMO.otherCompanyTraveller.email);
  await openFromMenu(page, 'Hoteles');
  await expect(page.getByText(NO_PAYMENT)).toHaveCount(0);
  await chooseHotelDestination(page);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await openFirstRoomOfResults(page, 'Menor a mayor');

  const card = page.getByLabel('Tarjeta con la que pagas');
  await expect(card.getByRole('option', { name: /^Mastercard terminada en 4444 · / })).toHaveCount(1);
  await card.selectOption({ index: 1 });
  await expect(card.locator('option:checked')).toHaveText(/^Mastercard terminada en 4444 · /);
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  await giveReasonIfOutOfPolicy(page, 'Visita a la finca proveedora.');
  const booked = await confirmBooking(page, 'hotel');
  expect(booked.status(), await booked.text()).toBe(201);
  await expect(page.getByText('Reserva registrada')).toBeVisible();
});

test("Café del Sur's administrator sees what the company lacks; without a way to pay, its traveller is told before searching", async ({
  browser,
}) => {
  const admin = await browser.newPage();
  await signIn(admin, await newCafeAdministrator(admin.request));

  // The start page: the seeded card pays; Julián, the company's traveller, has nobody to approve his trips.
  await expect(setupStep(admin, 'Medio de pago')).toContainText('Listo');
  await expect(setupStep(admin, 'Políticas de viaje')).toContainText('Listo');
  await expect(setupStep(admin, 'Centros de costos')).toContainText('Listo');
  await expect(setupStep(admin, 'Aprobadores')).toContainText('PendienteAprobadores');
  await expect(setupStep(admin, 'Aprobadores')).toContainText('Asigna un aprobador a cada viajero.');

  // The administrator takes the company's only card out: payment is pending again, and says where it is set.
  await setupStep(admin, 'Medio de pago').getByRole('link', { name: 'Medio de pago' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Pago' })).toBeVisible();
  const cards = admin.getByRole('list', { name: 'Tarjetas corporativas' });
  await cards.getByRole('button', { name: /^Desactivar Mastercard terminada en 4444/ }).click();
  await admin.locator('ion-alert').getByRole('button', { name: 'Desactivar' }).click();
  await expect(admin.getByText('Desactivaste la Mastercard terminada en 4444.')).toBeVisible();

  const traveller = await browser.newPage();
  await signIn(traveller, DEMO.otherCompanyTraveller.email);
  await expect(traveller.getByRole('alert').filter({ hasText: NO_PAYMENT })).toBeVisible();
  await openFromMenu(traveller, 'Hoteles');
  await expect(traveller.getByRole('alert').filter({ hasText: NO_PAYMENT })).toBeVisible();

  await openFromMenu(admin, 'Vuelos');
  await expect(setupStep(admin, 'Medio de pago')).toContainText('Pendiente');
  await expect(setupStep(admin, 'Medio de pago')).toContainText(
    'Registra una tarjeta corporativa o activa el descuento por nómina.',
  );
  await expect(
    admin.getByRole('alert').filter({ hasText: 'Tu empresa aún no tiene un medio de pago' }),
  ).toBeVisible();

  // A new card, and the traveller may book again.
  await setupStep(admin, 'Medio de pago').getByRole('link', { name: 'Medio de pago' }).click();
  await admin.getByLabel('Número de la tarjeta').fill('5555 5555 5555 4444');
  await admin.getByLabel('Mes de vencimiento').selectOption('6');
  await admin.getByLabel('Año de vencimiento').selectOption(String(new Date().getFullYear() + 4));
  await admin.getByLabel('Código de seguridad').fill('123');
  await admin.getByLabel('Titular').fill('Café del Sur');
  await admin.getByRole('button', { name: 'Registrar tarjeta' }).click();
  await expect(admin.getByText('Registramos la Mastercard terminada en 4444.')).toBeVisible();

  const later = await browser.newPage();
  const options = later.waitForResponse((response) => response.url().endsWith('/api/payment/options'));
  await signIn(later, DEMO.otherCompanyTraveller.email);
  expect((await options).status()).toBe(200);
  await openFromMenu(later, 'Hoteles');
  await expect(later.getByRole('combobox', { name: 'Destino' })).toBeVisible();
  await expect(later.getByText(NO_PAYMENT)).toHaveCount(0);
});
