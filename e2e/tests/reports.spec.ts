import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { test } from './fixtures';
import { DEMO, openMenu, signIn } from './support';

const require = createRequire(import.meta.url);

const COP = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

interface SpendAnswer {
  from: string;
  to: string;
  totals: { total: number; bookings: number; flights: { total: number }; hotels: { total: number } };
  byTraveller: { name: string; total: number }[];
}

async function sessionToken(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('travesia-session'));
  return (JSON.parse(session ?? '{}') as { jwt: string }).jwt;
}

/** The API's own answer, with the token the page uses. */
async function apiSpend(request: APIRequestContext, token: string, query: string): Promise<SpendAnswer> {
  const response = await request.get(`/api/reports/spend?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SpendAnswer;
}

/** A figure of the key figures, as a person reads it (the currency's space may be a no-break one). */
function figure(page: Page, label: string) {
  return page
    .getByRole('region', { name: /^Del / })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');
}

/** The day `days` before an ISO date. */
function dayBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Pesos as the page writes them ('$ 1.234.567'), whichever space the currency format puts after the sign. */
function pesos(amount: number): RegExp {
  const digits = COP.format(amount)
    .replace(/[^\d.]/g, '')
    .replaceAll('.', '\\.');
  return new RegExp(`^\\$\\s?${digits}$`);
}

test('the admin reads the reports, changes the period and a filter, and downloads the workbook with the API’s totals @phone', async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email);
  await openMenu(page);
  await page.getByRole('link', { name: 'Reportes' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  const token = await sessionToken(page);

  // The last 30 days (not a month that may have just begun), as the API counts them, against the 30 before.
  const thisMonth = await apiSpend(page.request, token, 'period=last-30-days');
  expect(thisMonth.totals.bookings).toBeGreaterThan(0);
  await expect(page.getByLabel('Periodo', { exact: true })).toHaveValue('last-30-days');
  await expect(figure(page, 'Gasto total')).toHaveText(pesos(thisMonth.totals.total));
  const before = await apiSpend(
    page.request,
    token,
    `period=custom&from=${dayBefore(thisMonth.from, 30)}&to=${dayBefore(thisMonth.from, 1)}`,
  );
  await expect(figure(page, 'Gasto total').locator('xpath=following-sibling::dd[1]')).toHaveText(
    new RegExp(`^Periodo anterior: ${pesos(before.totals.total).source.slice(1, -1)}`),
  );
  await expect(page.getByRole('img', { name: /^Gráfico: Gasto por mes/ })).toBeVisible();
  const byTraveller = page.getByRole('table', { name: 'Gasto por viajero' });
  await expect(byTraveller.getByRole('columnheader', { name: 'Gasto' })).toBeVisible();
  // The chart is drawn (Chart.js sized its canvas to the card).
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: /^Gráfico: Gasto por viajero/ })
        .evaluate((canvas) => (canvas as HTMLCanvasElement).width),
    )
    .toBeGreaterThan(100);

  // This year, flights only: the figures follow the API's answer for the same question.
  await page.getByLabel('Periodo', { exact: true }).selectOption({ label: 'Este año' });
  await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Vuelos' });
  const flightsThisYear = await apiSpend(page.request, token, 'period=this-year&type=flight');
  expect(flightsThisYear.totals.total).not.toBe(thisMonth.totals.total);
  await expect(figure(page, 'Gasto total')).toHaveText(pesos(flightsThisYear.totals.total));
  await expect(figure(page, 'Viajes')).toHaveText(String(flightsThisYear.totals.bookings));
  const top = flightsThisYear.byTraveller[0];
  if (!top) throw new Error('The seeded year has flights.');
  await expect(byTraveller.getByRole('row').nth(1)).toContainText(top.name);

  // The workbook: one sheet per view, numbers as numbers, the same totals as the API.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`reportes-${flightsThisYear.from}-a-${flightsThisYear.to}.xlsx`);
  const sheets = await readXlsxFile(await file.path());
  expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Gasto', 'Política', 'Ahorro', 'Aprobaciones', 'CO₂']);
  const spendRows = sheets[0]?.data ?? [];
  const sheetFigure = (label: string) => spendRows.find((row) => row[0] === label)?.[1];
  expect(sheetFigure('Gasto total')).toBe(flightsThisYear.totals.total);
  expect(sheetFigure('Reservas')).toBe(flightsThisYear.totals.bookings);
  expect(sheetFigure('Gasto en vuelos')).toBe(flightsThisYear.totals.flights.total);
  expect(sheetFigure('Gasto en hoteles')).toBe(0);
  const travellerRow = spendRows.find((row) => row[0] === top.name);
  expect(travellerRow?.[1]).toBe(top.total);
});

test('the reports stay out of a traveller’s menu', async ({ page }) => {
  await signIn(page, DEMO.traveller.email);
  await openMenu(page);
  await expect(page.getByRole('link', { name: 'Mis Reservas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reportes' })).toHaveCount(0);
});

test('on a phone, a wide report table scrolls sideways from the keyboard @phone', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the table fits a desktop');
  await signIn(page, DEMO.admin.email);
  await openMenu(page);
  await page.getByRole('link', { name: 'Reportes' }).click();
  const wide = page.getByRole('region', { name: /^Tabla: Gasto por centro de costos/ });
  await expect(wide).toBeVisible();
  expect(await wide.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);

  // Reached with Tab like any control, then moved with the arrow keys.
  await expect(wide).toHaveAttribute('tabindex', '0');
  const isWideFocused = () => wide.evaluate((box) => box === document.activeElement);
  for (let presses = 0; presses < 150 && !(await isWideFocused()); presses++)
    await page.keyboard.press('Tab');
  await expect(wide).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => wide.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);

  // axe-core, which found it (serious: scrollable-region-focusable), finds nothing serious in the report's tables.
  // Evaluated rather than added as a script tag, which the app's Content-Security-Policy (script-src 'self') refuses.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const { violations, passed } = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: AxeRunner }).axe;
    const result = await axe.run({ include: [['.reports table'], ['.reports section[tabindex]']] });
    const serious = result.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    return {
      violations: serious.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
      passed: result.passes.map((rule) => rule.id),
    };
  });
  expect(violations).toEqual([]);
  // The rule was checked on a scrolling box, not skipped for want of one.
  expect(passed).toContain('scrollable-region-focusable');
});

/** What the test reads of axe-core's API (the page is given the library's source; the test imports none of it). */
interface AxeRunner {
  run(context: { include: string[][] }): Promise<{
    violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    passes: { id: string }[];
  }>;
}
