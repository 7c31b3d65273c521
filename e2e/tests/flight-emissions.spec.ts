import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, openMenu, signIn } from './support';

async function chooseAirport(page: Page, field: 'Origen' | 'Destino', typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The kg CO₂e per passenger of each card, in the order shown (text content: far cards are not rendered). */
async function cardEmissions(page: Page): Promise<number[]> {
  const figures = await page.locator('.itinerary-card .flight-emissions__figure').allTextContents();
  return figures.map((figure) => Number(figure.replace(/[^\d]/g, '')));
}

test('a traveller sees the estimated CO₂e of every flight and sorts the results by it', async ({ page }) => {
  await signIn(page, DEMO.traveller.email);
  await openMenu(page);
  await page.locator('ion-menu').getByRole('link', { name: 'Vuelos' }).click();
  await page.getByText('Solo ida', { exact: true }).click();
  await chooseAirport(page, 'Origen', 'bogota', /\(BOG\)/);
  // Bogotá–Panamá is flown with narrow-bodies, an Embraer 190 and an A330: the figures differ.
  await chooseAirport(page, 'Destino', 'panama', /\(PTY\)/);
  await page.getByRole('button', { name: 'Buscar vuelos' }).click();

  const results = page
    .getByRole('main')
    .filter({ has: page.getByRole('heading', { level: 1, name: /^Vuelos de/ }) });
  const first = results.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  const figure = first.getByRole('img', {
    name: /^Emisiones estimadas: unos \d+ kilogramos de CO₂ equivalente por pasajero$/,
  });
  await expect(figure).toHaveText(/^≈ \d+ kg CO₂e por pasajero$/);
  const count = await results.getByRole('article').count();
  expect(await cardEmissions(page)).toHaveLength(count);

  await results.getByLabel('Ordenar por').selectOption({ label: 'Menores emisiones' });
  await expect
    .poll(async () => {
      const emissions = await cardEmissions(page);
      return emissions.every((kg, index) => index === 0 || (emissions[index - 1] as number) <= kg);
    })
    .toBe(true);
  const sorted = await cardEmissions(page);
  expect(sorted).toHaveLength(count);
  // About 770 km: some tens of kg per economy passenger, never the same for every flight.
  expect(sorted[0]).toBeGreaterThan(20);
  expect(sorted.at(-1)).toBeLessThan(250);
  expect(new Set(sorted).size).toBeGreaterThan(1);
});
