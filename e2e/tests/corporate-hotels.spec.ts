import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { confirmBooking, DEMO, openMenu, signIn } from './support';

function bogotaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// A 1×1 PNG standing in for OpenStreetMap's tiles (these machines have no Internet).
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A PNG of one colour, drawn here so that the test uploads a real image without a file in the repository. */
function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([red, green, blue]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Issue 36 (13): the screen is reached from the side menu, and the hotel is placed with a pin on the map instead
// of typed coordinates.
test('the company admin adds a corporate hotel and her traveller finds it at its negotiated rate', async ({
  browser,
}) => {
  const name = `Hotel Convenio ${Date.now().toString().slice(-6)}`;
  const admin = await browser.newPage();
  await admin.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
  );
  await signIn(admin, DEMO.admin.email);
  await openMenu(admin);
  await admin.getByRole('link', { name: 'Hoteles corporativos' }).click();
  await expect(admin).toHaveURL(/\/corporate-hotels$/);
  await admin.getByLabel('Nombre del hotel', { exact: true }).fill(name);
  await admin.getByRole('combobox', { name: 'Destino (IATA)' }).fill('cartagena');
  await admin.getByRole('option', { name: /\(CTG\)/ }).click();
  await admin.getByLabel('Dirección', { exact: true }).fill('Calle del Arsenal 10-43, Getsemaní');
  await expect(admin.getByLabel('Latitud')).toHaveCount(0);
  const map = admin.getByRole('region', { name: 'Mapa: ubicación del hotel' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(admin.getByText('Aún no has marcado la ubicación.')).toBeVisible();
  await map.locator('.location-picker__canvas').click({ position: { x: 120, y: 100 } });
  await expect(map.locator('.location-picker__pin')).toBeVisible();
  await expect(admin.getByText(/^Pin en -?\d+\.\d{5}, -?\d+\.\d{5}\.$/)).toBeVisible();
  await admin.getByLabel('Estrellas (1 a 5)').fill('4');
  await admin.getByLabel('Tarifa negociada por noche (COP)').fill('310000');
  // Issue 36 (13): the picture is uploaded, not typed as an address.
  await admin.getByLabel('Subir fotos').setInputFiles({
    name: 'fachada.png',
    mimeType: 'image/png',
    buffer: solidPng(48, 32, [200, 85, 61]),
  });
  await expect(admin.getByRole('img', { name: 'Vista previa de fachada.png' })).toBeVisible();
  await admin.getByRole('button', { name: 'Agregar hotel' }).click();
  await expect(admin.getByText(`${name} quedó guardado.`)).toBeVisible();
  await expect(admin.getByText('Tu empresa aún no tiene hoteles corporativos.')).toHaveCount(0);

  // Edited, the hotel shows its uploaded photo as a photo, not as its address in a text field.
  await admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name }) })
    .getByRole('button', { name: 'Editar' })
    .click();
  const edit = admin.getByRole('form', { name: `Editar ${name}` });
  const saved = edit.getByRole('img', { name: 'Foto 1 de 1 del hotel' });
  await expect(saved).toHaveAttribute(
    'src',
    /^\/api\/corporate-hotels\/CORP-[0-9A-F]{8}\/pictures\/[0-9a-f]{32}$/,
  );
  await expect.poll(() => saved.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  await expect(edit.getByLabel('Imágenes (una dirección por línea)')).toHaveValue('');
  await edit.getByRole('button', { name: 'Cancelar edición' }).click();

  // She sees her picture in her company's corporate results for the hotel's city.
  await openMenu(admin);
  await admin.getByRole('link', { name: 'Hoteles', exact: true }).click();
  await admin.getByRole('combobox', { name: 'Destino' }).fill('cartagena');
  await admin.getByRole('option', { name: /Cartagena.*\(CTG\)/ }).click();
  await expect(admin.getByRole('listbox')).toBeHidden();
  await admin.getByRole('button', { name: 'Buscar tarifa corporativa' }).click();
  await expect(admin).toHaveURL(/\/hotels\/results-corporative\/CTG\//);
  const picture = admin.getByRole('article', { name }).getByRole('img', { name: `${name}, foto 1 de 1` });
  await expect(picture).toHaveAttribute(
    'src',
    /^\/api\/corporate-hotels\/CORP-[0-9A-F]{8}\/pictures\/[0-9a-f]{32}$/,
  );
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);

  const traveller = await browser.newPage();
  await signIn(traveller, DEMO.traveller.email);
  await traveller.goto(`/hotels/results-corporative/CTG/${bogotaDatePlus(10)}/${bogotaDatePlus(12)}/1/1`);
  const card = traveller.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$ 310.000');
  await expect(card).toContainText('por 2 noches');

  // Another company never sees it.
  const other = await browser.newPage();
  await signIn(other, DEMO.otherCompanyTraveller.email);
  await other.goto(`/hotels/results-corporative/CTG/${bogotaDatePlus(10)}/${bogotaDatePlus(12)}/1/1`);
  // The destination's name shows once the airport list has loaded.
  await expect(
    other.getByText(/^No se encontraron hoteles corporativos disponibles para (CTG|Cartagena)\.$/),
  ).toBeVisible();
});

/** From the side menu: Hoteles → Bogotá with the form's default dates → 'Buscar tarifa corporativa'. */
async function openCorporateHotelOfBogota(page: Page): Promise<void> {
  await openMenu(page);
  await page.getByRole('link', { name: 'Hoteles' }).click();
  await page.getByRole('combobox', { name: 'Destino' }).fill('bogota');
  await page.getByRole('option', { name: /Bogotá, Colombia \(BOG\)/ }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: 'Buscar tarifa corporativa' }).click();
  await expect(page).toHaveURL(/\/hotels\/results-corporative\/BOG\//);

  const card = page.getByRole('article', { name: 'Hotel Corporativo Calle 93' });
  await expect(card).toContainText('Tarifa corporativa de Andes Energía S.A.S.');
  await expect(card.getByRole('img', { name: '4 estrellas' })).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/hotels\/detail\/CORP-ANDES-BOG\/BOG\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel Corporativo Calle 93' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Hotel Corporativo Calle 93' }).locator('header'),
  ).toContainText('Tarifa corporativa de Andes Energía S.A.S.');
  await page
    .getByRole('link', { name: /^Reservar/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/hotels\/checkout\/CORP-ANDES-BOG\//);
  await expect(page.getByRole('region', { name: 'Resumen' })).toContainText(
    'Tarifa corporativa de Andes Energía S.A.S.',
  );
  await page.getByLabel('Centro de costos').selectOption({ index: 1 });
  await page.getByLabel('Descuento por nómina').check();
}

test('a traveller books her company’s negotiated hotel from the menu, keeps the confirmation on reload and is warned before booking it twice', async ({
  page,
}) => {
  await signIn(page, DEMO.traveller.email);
  await openCorporateHotelOfBogota(page);
  const booking = (await (await confirmBooking(page, 'hotel')).json()) as {
    id: string;
    locator: string;
    total: number;
  };
  // Two nights at the negotiated $ 310.000.
  expect(booking.total).toBe(620_000);

  await expect(page).toHaveURL(new RegExp(`/hotel-confirmation/${booking.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Reserva registrada' })).toBeVisible();
  await expect(page.getByText(booking.locator)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reserva registrada' })).toContainText(
    'Tarifa corporativa de Andes Energía S.A.S.',
  );
  await page.reload();
  await expect(page.getByText(booking.locator)).toBeVisible();
  await expect(page.getByText('Hotel Corporativo Calle 93 · Habitación estándar')).toBeVisible();

  await openCorporateHotelOfBogota(page);
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(page.getByText(/^Ya tienes una reserva en este hotel para estas fechas/)).toBeVisible();
  await expect(page).toHaveURL(/\/hotels\/checkout\//);
  const second = page.waitForResponse(
    (response) => response.url().endsWith('/api/bookings/hotel') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Reservar de todos modos' }).click();
  const secondBooking = (await (await second).json()) as { id: string; locator: string };
  expect(secondBooking.locator).not.toBe(booking.locator);
  await expect(page).toHaveURL(new RegExp(`/hotel-confirmation/${secondBooking.id}$`));
  await expect(page.getByText(secondBooking.locator)).toBeVisible();
});
