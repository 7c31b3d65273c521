import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, openMenu, signIn } from './support';

test('a visitor asks for a demo from the home page and the agency reads it @phone', async ({
  browser,
}, testInfo) => {
  const company = `Textiles ${testInfo.project.name} ${Date.now().toString().slice(-6)}`;

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.getByRole('link', { name: 'Solicitar una demo' }).click();
  await expect(visitor).toHaveURL(/\/tourism-form$/);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Solicita una demo de Travesía' }),
  ).toBeVisible();

  // A wrong phone is explained before anything is sent.
  await visitor.getByLabel('Nombre completo').fill('Mariana Ospina');
  await visitor.getByLabel('Empresa').fill(company);
  await visitor.getByLabel('Correo electrónico').fill('mariana@textiles.example');
  await visitor.getByLabel('Teléfono').fill('12345');
  await visitor.getByLabel('Número de empleados').selectOption({ label: '51 a 200 empleados' });
  await visitor.getByRole('button', { name: 'Solicitar demo' }).click();
  await expect(visitor.getByText(/Ingresa un teléfono válido/)).toBeVisible();

  await visitor.getByLabel('Teléfono').fill('+57 310 555 0101');
  await visitor.getByLabel('Mensaje (opcional)').fill('Viajamos cada semana entre Cali y Bogotá.');
  await visitor.getByRole('button', { name: 'Solicitar demo' }).click();
  await expect(visitor.getByRole('heading', { name: '¡Gracias, Mariana Ospina!' })).toBeVisible();
  await expect(visitor.getByText(/Te escribiremos en las próximas 24 horas hábiles/)).toBeVisible();
  // Issue 36 (16): thanked once, in the heading; the message says what happens next.
  await expect(visitor.getByRole('main').getByText(/Gracias/)).toHaveCount(1);
  const hasHorizontalScroll = await visitor.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(hasHorizontalScroll).toBe(false);

  const operator = await browser.newPage();
  await signIn(operator, DEMO.operator.email);
  await openMenu(operator);
  await operator.getByRole('link', { name: 'Solicitudes de demo' }).click();
  await expect(operator).toHaveURL(/\/demo-requests$/);
  const request = operator.getByRole('article', { name: company });
  await expect(request).toBeVisible();
  await expect(request).toContainText('Mariana Ospina');
  await expect(request).toContainText('51 a 200 empleados');
  await expect(request.getByRole('link', { name: 'mariana@textiles.example' })).toBeVisible();
  await expect(request).toContainText('Viajamos cada semana entre Cali y Bogotá.');
});

test('the demo requests stay out of a company administrator’s reach', async ({ page }) => {
  await signIn(page, DEMO.admin.email);
  await openMenu(page);
  await expect(page.getByRole('link', { name: 'Solicitudes de demo' })).toHaveCount(0);
  await page.goto('/demo-requests');
  await expect(page.getByText('Solo el equipo de Travesía puede ver las solicitudes de demo.')).toBeVisible();
});
