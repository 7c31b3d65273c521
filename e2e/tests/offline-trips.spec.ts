import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { confirmBooking, DEMO, giveReasonIfOutOfPolicy, openMenu, signIn } from './support';

// These journeys are about the service worker: let the page register it (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 14: after one visit signed in, the app opens without a connection with Mis Reservas and each booking's
// detail as last synced; actions that need the server say why they are disabled; logout forgets the trips.

/** `YYYY-MM-DD` of today + `days` in Colombia. */
function bogotaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Laura books a stay in Bogotá three weeks ahead, paid by card: a trip to come, which the app keeps on the device.
 * Dates and hotel of their own, so that no other test's stay makes it a duplicate.
 */
async function bookStayAhead(page: Page): Promise<{ id: string; locator: string }> {
  await page.goto(`/hotels/results/BOG/${bogotaDatePlus(21)}/${bogotaDatePlus(23)}/1/1`);
  const card = page.getByRole('article').nth(4);
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await page
    .getByRole('link', { name: /^Reservar/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Reserva de hotel' })).toBeVisible();
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  await page.getByLabel('Tarjeta corporativa').check();
  await page.getByLabel('Tarjeta con la que pagas').selectOption({ index: 1 });
  await giveReasonIfOutOfPolicy(page, 'Reunión con el cliente.');
  const response = await confirmBooking(page, 'hotel');
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; locator: string };
}

/** The traveller's trips as kept in IndexedDB (decision 031), as text; null when nothing is kept. */
function readKeptTrips(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would create it empty, under the app's feet.
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'travesia-offline')) return null;
    return new Promise<string | null>((done, fail) => {
      const opening = indexedDB.open('travesia-offline');
      opening.onerror = () => fail(opening.error);
      opening.onsuccess = () => {
        const database = opening.result;
        if (!database.objectStoreNames.contains('trips')) {
          database.close();
          done(null);
          return;
        }
        const reading = database.transaction('trips').objectStore('trips').getAll();
        reading.onsuccess = () => {
          database.close();
          done(reading.result.length === 0 ? null : JSON.stringify(reading.result));
        };
        reading.onerror = () => fail(reading.error);
      };
    });
  });
}

test('a traveller offline opens the app, Mis Reservas and a booking with its locator; logout forgets them', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.traveller.email);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);

  const { id, locator } = await bookStayAhead(page);
  // Opening Mis Reservas brings the detail of each trip to come to the device, without opening it.
  await page.goto('/bookings');
  await expect(page.locator('.booking-list__link').filter({ hasText: locator })).toBeVisible();
  const detailPath = `/bookings/${id}`;
  // Kept: the list, the trip's detail and its calendar file.
  await expect
    .poll(
      async () => {
        const kept = (await readKeptTrips(page)) ?? '';
        return kept.includes('"kind":"own"') && kept.includes('"calendar"') && kept.includes(locator);
      },
      { timeout: 10_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  // The service worker answers with the app's shell; the trips come from the device.
  const offlineLoad = await page.goto(detailPath);
  expect(offlineLoad?.fromServiceWorker()).toBe(true);
  await expect(page.locator('.booking-detail__kind')).toContainText(`Localizador ${locator}`);
  const banner = page.getByRole('status').filter({ hasText: 'Sin conexión' });
  await expect(banner).toContainText('Última sincronización de tus reservas:');
  await expect(page.getByText('Sin conexión: esta reserva no está guardada')).toBeHidden();
  // The calendar file is kept with the trip.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Agregar al calendario' }).click();
  expect((await download).suggestedFilename()).toBe(`reserva-${locator}.ics`);
  // Changing the booking needs the server: said, not attempted.
  await expect(
    page.getByText('Sin conexión: para cambiar el estado de la reserva necesitas internet.'),
  ).toBeVisible();

  await page.getByRole('link', { name: '← Mis Reservas' }).click();
  await expect(page.locator('.booking-list__link').filter({ hasText: locator })).toBeVisible();

  // Searching needs the server: the button is disabled and says why, instead of a spinner that never ends.
  await page.goto('/flight-home');
  await expect(
    page.getByText('Sin conexión: para buscar vuelos y hoteles necesitas internet.', { exact: false }),
  ).toBeVisible();
  await expect(page.locator('ion-button.flight-search-form__submit')).toHaveAttribute('disabled', '');

  // Back online: the banner goes and what is kept is brought up to date.
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await page.goto(detailPath);
  await expect(page.locator('.booking-detail__kind')).toContainText(`Localizador ${locator}`);

  await openMenu(page);
  await page
    .getByRole('menuitem', { name: 'Cerrar sesión' })
    .or(page.getByText('Cerrar sesión'))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => readKeptTrips(page), { timeout: 5_000 }).toBeNull();
});
