import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { confirmBooking, DEMO, openMenu, signIn, signUpConfirmed } from './support';

/** `YYYY-MM-DD` of today + `days` in Colombia. */
function bogotaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

interface CreatedBooking {
  id: string;
  locator: string;
  status: string;
}

/** A page of its own (own storage, own session) signed in as `email`. */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/**
 * Laura books a hotel in Bogotá for tomorrow: Andes Energía asks 3 days of advance purchase for national
 * hotels, so the stay is out of policy whatever the room costs, and waits for her approver. Each test takes
 * another hotel (`hotel`, the index of its card): a second stay in the same hotel and nights would stop at
 * the duplicate-booking warning.
 */
async function bookOutOfPolicyHotel(page: Page, reason: string, hotel = 0): Promise<CreatedBooking> {
  await page.goto(`/hotels/results/BOG/${bogotaDatePlus(1)}/${bogotaDatePlus(3)}/1/1`);
  const cards = page.getByRole('article');
  await expect(cards.nth(hotel)).toBeVisible();
  await cards.nth(hotel).getByRole('link').click();
  await page
    .getByRole('link', { name: /^Reservar/ })
    .first()
    .click();

  await expect(page.getByRole('heading', { name: 'Reserva de hotel' })).toBeVisible();
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  // By card: whether Laura may pay by payroll depends on whether another test has had her sign the authorization.
  await page.getByLabel('Tarjeta corporativa').check();
  await page.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  await page.getByLabel('Motivo', { exact: true }).fill(reason);

  const booking = (await (await confirmBooking(page, 'hotel')).json()) as CreatedBooking;
  await expect(page.getByText('Reserva registrada')).toBeVisible();
  expect(booking.status).toBe('pending_approval');
  return booking;
}

/** The row of `locator` in the operador's emission queue, paging forward (soonest trip first) until it shows. */
async function findInEmissionQueue(page: Page, locator: string) {
  // By its own 'Localizador' line: another row's note of overlapping trips (issue 36) may name this locator too.
  const row = page.getByRole('listitem').filter({ hasText: `Localizador ${locator}` });
  await expect(page.getByRole('list', { name: 'Reservas por emitir' })).toBeVisible();
  const next = page.getByRole('navigation', { name: 'Paginación' }).getByText('Siguiente');
  while ((await row.count()) === 0 && (await next.count()) > 0 && (await next.isEnabled())) {
    await next.click();
    await page.waitForLoadState('networkidle');
  }
  await expect(row).toBeVisible();
  return row;
}

/**
 * The approver's queue card of one hotel booking, by its own 'Hotel · locator' line: another card's note of overlapping
 * trips (issue 36) may name this locator too.
 */
function queueCard(page: Page, locator: string) {
  return page.getByRole('listitem').filter({ hasText: `Hotel · ${locator}` });
}

test.describe('travel approvals and the bookings lifecycle', () => {
  test('out-of-policy hotel: approved from the queue, emitted by the agency, .ics downloaded', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.traveller.email);
    const booking = await bookOutOfPolicyHotel(page, 'Reunión de cierre con el cliente mañana.');

    await page.goto('/bookings');
    const row = page.getByRole('listitem').filter({ hasText: booking.locator });
    await expect(row.getByText('Pendiente de aprobación')).toBeVisible();
    await expect(row.getByText('Fuera de la política')).toBeVisible();

    const carlos = await signedInPage(browser, DEMO.approver.email);
    await carlos.goto('/travel-approvals');
    const card = queueCard(carlos, booking.locator);
    await expect(card.getByText('Laura Gómez')).toBeVisible();
    await expect(card.getByText('Reunión de cierre con el cliente mañana.')).toBeVisible();
    await card.getByRole('button', { name: /^Aprobar / }).click();
    await expect(carlos.getByText(/^Aprobaste el viaje de Laura Gómez/)).toBeVisible();
    await expect(queueCard(carlos, booking.locator)).toHaveCount(0);

    // The agency finds it in its queue of every company's approved bookings, and confirms before emitting.
    const operator = await signedInPage(browser, DEMO.operator.email);
    await openMenu(operator);
    await operator.locator('ion-menu').getByText('Por emitir', { exact: true }).click();
    await expect(operator).toHaveURL(/\/emission-queue$/);
    const queued = await findInEmissionQueue(operator, booking.locator);
    await expect(queued).toContainText(`${DEMO.traveller.company} · ${DEMO.traveller.name}`);
    await queued.getByRole('button', { name: 'Emitir reserva' }).click();
    const confirmation = operator.locator(`ion-alert[header="¿Emitir la reserva ${booking.locator}?"]`);
    await expect(confirmation).toContainText(DEMO.traveller.name);
    await confirmation.getByRole('button', { name: 'Emitir' }).click();
    await expect(
      operator.getByText(`La reserva ${booking.locator} quedó emitida con el proveedor.`),
    ).toBeVisible();
    await expect(
      operator.getByRole('listitem').filter({ hasText: `Localizador ${booking.locator}` }),
    ).toHaveCount(0);

    await page.goto('/bookings');
    await page.reload();
    const emitted = page.getByRole('listitem').filter({ hasText: booking.locator });
    await expect(emitted.getByText('Emitida')).toBeVisible();
    await emitted.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
    const history = page.getByRole('region', { name: 'Historial de aprobación' });
    await expect(history.getByText('Pendiente de aprobación → Aprobada')).toBeVisible();
    await expect(history.getByText('Aprobada → Emitida')).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Agregar al calendario' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`reserva-${booking.locator}.ics`);
    const ics = await readFile(await file.path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
  });

  test('rejection needs a comment, and the traveller reads it on the booking', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.traveller.email);
    const booking = await bookOutOfPolicyHotel(page, 'Visita técnica a la subestación.', 1);

    const carlos = await signedInPage(browser, DEMO.approver.email);
    await carlos.goto('/travel-approvals');
    await queueCard(carlos, booking.locator)
      .getByRole('button', { name: /^Rechazar / })
      .click();
    const dialog = carlos.getByRole('form', { name: 'Rechazar viaje' });
    await dialog.getByRole('button', { name: 'Rechazar viaje' }).click();
    await expect(dialog.getByText('Indica el motivo del rechazo.')).toBeVisible();
    await dialog
      .getByLabel('Motivo del rechazo')
      .fill('Hay hoteles de convenio más baratos para esas fechas.');
    await dialog.getByRole('button', { name: 'Rechazar viaje' }).click();
    await expect(carlos.getByText(/^Rechazaste el viaje de Laura Gómez/)).toBeVisible();

    // Deciding twice is refused by the server, in Spanish.
    const token = await carlos.evaluate(
      () => JSON.parse(localStorage.getItem('travesia-session') ?? '{}').jwt,
    );
    const again = await carlos.request.put(`/api/bookings/${booking.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { status: 'approved' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(/no puede pasar/);

    await page.goto(`/bookings/${booking.id}`);
    await expect(page.getByText('Rechazada', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Hay hoteles de convenio más baratos para esas fechas.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar reserva' })).toHaveCount(0);
  });

  test('the traveller cancels a pending trip after the confirmation alert', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.traveller.email);
    const booking = await bookOutOfPolicyHotel(page, 'Capacitación en Bogotá.', 2);
    await page.goto(`/bookings/${booking.id}`);
    await page.getByRole('button', { name: 'Cancelar reserva' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Cancelar reserva' });
    await expect(alert).toContainText(booking.locator);
    await alert.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(page.getByText('La reserva quedó cancelada.')).toBeVisible();
    await expect(page.getByText('Cancelada', { exact: true }).first()).toBeVisible();
  });
});

test('the admin assigns an approver, and the new traveller’s out-of-policy trip reaches that approver', async ({
  page,
  browser,
}) => {
  const suffix = `${Date.now()}`.slice(-9);
  const person = {
    documento: `7${suffix}`,
    firstname: 'Valentina',
    last_name: `Aprobada ${suffix}`,
    email: `e2e.aprobadores.${suffix}@andesenergia.co`,
    phone: '+57 300 555 0177',
    password: 'Travesia2026!',
  };
  await signUpConfirmed(page.request, person);
  const name = `${person.firstname} ${person.last_name}`;

  const admin = await signedInPage(browser, DEMO.admin.email);
  await admin.goto('/user-approvers');
  await admin.getByRole('button', { name: `Editar aprobadores de ${name}` }).click();
  const picker = admin.getByRole('form', { name: `Aprobadores de ${name}` });
  await picker.getByRole('checkbox', { name: /Carlos Restrepo/ }).check();
  await picker.getByRole('button', { name: 'Guardar aprobadores' }).click();
  await expect(admin.getByRole('list', { name: `Aprobadores de ${name}` })).toContainText('Carlos Restrepo');

  await signIn(page, person.email);
  const booking = await bookOutOfPolicyHotel(page, 'Visita de obra adelantada por el cliente.');

  const carlos = await signedInPage(browser, DEMO.approver.email);
  await carlos.goto('/travel-approvals');
  const card = queueCard(carlos, booking.locator);
  await expect(card).toContainText(name);
  await expect(card).toContainText('Visita de obra adelantada por el cliente.');
});

/** The link labelled `label` ('Aprobar', 'Rechazar') of the approval e-mail to `to` that quotes `reason`. */
async function approvalMailLink(page: Page, to: string, reason: string, label: string): Promise<string> {
  let link: string | undefined;
  // The outbox relay writes the mail right after the booking's transaction: wait until it is there.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/dev/outbox');
      const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
      const mail = messages.find((message) => message.to === to && message.text.includes(reason));
      link = mail?.text.match(new RegExp(`^${label}: (https?://\\S+)$`, 'm'))?.[1];
      return link;
    })
    .toBeDefined();
  return link as string;
}

test('the approver approves from the e-mail, without signing in, and the traveller sees the trip approved', async ({
  page,
  browser,
}) => {
  const reason = `Auditoría en la planta de Bogotá (${Date.now()}).`;
  await signIn(page, DEMO.traveller.email);
  const booking = await bookOutOfPolicyHotel(page, reason, 3);

  // Carlos opens the e-mail's 'Aprobar' button on his phone, where Travesía has no session.
  const link = await approvalMailLink(page, DEMO.approver.email, reason, 'Aprobar');
  const carlos = await (await browser.newContext()).newPage();
  await carlos.goto(link);
  await expect(carlos.getByRole('heading', { name: 'Aprobar el viaje' })).toBeVisible();
  await expect(carlos.getByText(DEMO.traveller.name)).toBeVisible();
  await carlos.getByLabel('Comentario (opcional)').fill('Aprobado: la auditoría no se puede mover.');
  await carlos.getByRole('button', { name: 'Confirmar aprobación' }).click();
  await expect(carlos.getByRole('heading', { name: 'Viaje aprobado' })).toBeVisible();

  // The same link cannot decide twice.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('Esta solicitud ya no está pendiente');

  // Laura finds it approved under Mis Reservas.
  await openMenu(page);
  await page.getByRole('link', { name: 'Mis Reservas' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: booking.locator })).toContainText('Aprobada');
});
