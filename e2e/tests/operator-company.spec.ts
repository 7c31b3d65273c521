import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, openMenu, signIn } from './support';

/** A 1 × 1 PNG, a real image the browser can draw. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function chooseCompany(page: Page, name: string): Promise<string> {
  const picker = page.getByLabel('Empresa', { exact: true });
  await expect(picker).toBeEnabled();
  const value = await picker.locator('option', { hasText: name }).getAttribute('value');
  expect(value, `option for ${name}`).not.toBeNull();
  await picker.selectOption(value as string);
  return value as string;
}

test('the operador chooses the company of an admin screen, and a reload or another screen keeps it', async ({
  page,
}) => {
  await signIn(page, DEMO.operator.email);
  await openMenu(page);
  await page.getByRole('link', { name: 'Centros de costos' }).click();
  await expect(page).toHaveURL(/\/cost-center\/list$/);
  // Never the agency's own company by default: the screen asks first.
  await expect(page.getByText('Elige una empresa.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Centros de costos' })).toHaveCount(0);

  const andes = await chooseCompany(page, DEMO.admin.company);
  await expect(page.getByRole('list', { name: 'Centros de costos' })).toContainText('OPS-100');

  await page.reload();
  await expect(page.getByLabel('Empresa', { exact: true })).toHaveValue(andes);
  await expect(page.getByRole('list', { name: 'Centros de costos' })).toContainText('OPS-100');

  await openMenu(page);
  await page.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/company-users$/);
  await expect(page.getByLabel('Empresa', { exact: true })).toHaveValue(andes);
  await expect(page.getByText('Elige una empresa.')).toHaveCount(0);
});

test("the operador uploads a company's logo, which that company's sign-in page then shows from the product", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.operator.email);
  await openMenu(page);
  await page.getByRole('link', { name: 'Usuarios' }).click();
  const cafe = await chooseCompany(page, DEMO.otherCompanyTraveller.company);
  const section = page.getByRole('region', { name: 'Logo de la empresa' });

  await section.getByLabel('Nuevo logo').setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  });
  await expect(section.getByText('El logo debe ser una imagen PNG, JPEG o WebP.')).toBeVisible();

  await section
    .getByLabel('Nuevo logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(section.getByRole('img', { name: 'Vista previa del nuevo logo' })).toBeVisible();
  await section.getByRole('button', { name: 'Guardar logo' }).click();
  await expect(section.getByText('Guardamos el logo de la empresa.')).toBeVisible();
  const current = section.getByRole('img', { name: `Logo actual de ${DEMO.otherCompanyTraveller.company}` });
  await expect(current).toHaveAttribute('src', new RegExp(`^/api/companies/${cafe}/logo\\?v=\\d+$`));

  const visitor = await browser.newPage();
  await visitor.goto(`/login/${cafe}`);
  const logo = visitor.getByRole('img', { name: `Logo de ${DEMO.otherCompanyTraveller.company}` });
  await expect(logo).toHaveAttribute('src', new RegExp(`^/api/companies/${cafe}/logo\\?v=\\d+$`));
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
});
