import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support';

function bogotaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test('the company admin adds a corporate hotel and her traveller finds it at its negotiated rate', async ({
  browser,
}) => {
  const name = `Hotel Convenio ${Date.now().toString().slice(-6)}`;
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin.email);
  await admin.goto('/corporate-hotels');
  await admin.getByLabel('Nombre del hotel', { exact: true }).fill(name);
  await admin.getByRole('combobox', { name: 'Destino (IATA)' }).fill('cartagena');
  await admin.getByRole('option', { name: /\(CTG\)/ }).click();
  await admin.getByLabel('Dirección', { exact: true }).fill('Calle del Arsenal 10-43, Getsemaní');
  await admin.getByLabel('Latitud').fill('10.4196');
  await admin.getByLabel('Longitud').fill('-75.5470');
  await admin.getByLabel('Estrellas (1 a 5)').fill('4');
  await admin.getByLabel('Tarifa negociada por noche (COP)').fill('310000');
  await admin.getByLabel(/Imágenes/).fill('/hotel-images/fachada-2.svg\n/hotel-images/habitacion-3.svg');
  await admin.getByRole('button', { name: 'Agregar hotel' }).click();
  await expect(admin.getByText(name).first()).toBeVisible();
  await expect(admin.getByText('Tu empresa aún no tiene hoteles corporativos.')).toHaveCount(0);

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
  await expect(other.getByText('No se encontraron hoteles corporativos disponibles para CTG.')).toBeVisible();
});
