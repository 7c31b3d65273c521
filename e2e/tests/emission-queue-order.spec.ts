import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  chooseHotelDestination,
  DEMO,
  openFirstRoomOfResults,
  openMenu,
  signIn,
  signInAsNewTraveller,
} from './support';

/** `YYYY-MM-DD` of today + `days` in Colombia. */
function bogotaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A day as the queue writes it ('14 de dic de 2026'). */
function dayAsWritten(isoDate: string): string {
  return new Intl.DateTimeFormat('es-CO', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${isoDate}T00:00:00Z`))
    .replace(/\s/g, ' ');
}

/** Picks a day in the open calendar, turning its months until the day shows. */
async function pickDay(page: Page, day: string): Promise<void> {
  const button = page.locator(`button[data-day="${day}"]`);
  // The calendar arrives with the modal's first opening: its days first, then the month to turn to.
  await expect(page.locator('.date-range-modal button[data-day]').first()).toBeVisible();
  while ((await button.count()) === 0) await page.getByRole('button', { name: 'Mes siguiente' }).click();
  await button.click();
}

/** From the side menu, books the cheapest Medellín hotel for the night of `checkIn` by card; answers its locator. */
async function bookCheapestMedellinNight(page: Page, checkIn: string, checkOut: string): Promise<string> {
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: 'Hoteles', exact: true }).click();
  await chooseHotelDestination(page);
  await page.getByRole('button', { name: /^Fechas de estadía/ }).click();
  await pickDay(page, checkIn);
  await pickDay(page, checkOut);
  await page.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hotels/results/MDE/${checkIn}/${checkOut}/1/1$`));
  await openFirstRoomOfResults(page, 'Menor a mayor');
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  await page.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  // The cheapest room, booked days ahead, is within Andes Energía's policy: approved at once, queued for the agency.
  await expect(page.locator('.policy-status').first()).toHaveText('Dentro de la política');
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings/hotel') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  const booking = (await (await created).json()) as { locator: string; status: string };
  expect(booking.status).toBe('approved');
  await expect(page.getByText('Reserva registrada')).toBeVisible();
  return booking.locator;
}

// Issue 36 (18): the agency's "Por emitir" queue was sorted by booking age; the trip that starts first comes first.
test('the agency’s Por emitir queue lists the trip that starts sooner first, whenever it was booked', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A new Andes Energía traveller, so that no other journey's trips of hers cross these two.
  await signInAsNewTraveller(page, {
    tag: 'cola',
    firstname: 'Paula',
    last_name: 'Cola',
    phone: '+57 300 555 0188',
  });
  // The later trip is booked first.
  const later = { checkIn: bogotaDatePlus(16), checkOut: bogotaDatePlus(17) };
  const sooner = { checkIn: bogotaDatePlus(9), checkOut: bogotaDatePlus(10) };
  const laterLocator = await bookCheapestMedellinNight(page, later.checkIn, later.checkOut);
  const soonerLocator = await bookCheapestMedellinNight(page, sooner.checkIn, sooner.checkOut);

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, DEMO.operator.email);
  await openMenu(operator);
  await operator.locator('ion-menu').getByText('Por emitir', { exact: true }).click();
  await expect(operator.getByText(/reservas? aprobadas?, los viajes más próximos primero\./)).toBeVisible();
  const list = operator.getByRole('list', { name: 'Reservas por emitir' });
  const next = operator.getByRole('navigation', { name: 'Paginación' }).getByText('Siguiente');

  // Every row in the queue's order, page after page, until both trips are seen.
  const rows: string[] = [];
  for (;;) {
    await expect(list).toBeVisible();
    rows.push(...(await list.getByRole('listitem').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ')));
    const seen = (locator: string) => rows.some((row) => row.includes(`Localizador ${locator}`));
    if ((seen(laterLocator) && seen(soonerLocator)) || !(await next.isVisible()) || !(await next.isEnabled()))
      break;
    const firstRow = await list.getByRole('listitem').first().innerText();
    await next.click();
    await expect(list.getByRole('listitem').first()).not.toHaveText(firstRow);
  }
  const position = (locator: string) => rows.findIndex((row) => row.includes(`Localizador ${locator}`));
  expect(position(soonerLocator)).toBeGreaterThanOrEqual(0);
  expect(position(laterLocator)).toBeGreaterThan(position(soonerLocator));
  // Each row leads with the day it is sorted by.
  expect(rows[position(soonerLocator)]).toContain(`Entrada el ${dayAsWritten(sooner.checkIn)}`);
  expect(rows[position(laterLocator)]).toContain(`Entrada el ${dayAsWritten(later.checkIn)}`);
});
