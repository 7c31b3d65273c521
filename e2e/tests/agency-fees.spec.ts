import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, DEMO_PASSWORD, openMenu, signIn } from './support';

test('the operador sets a company’s administrative fees, which its own people may not change', async ({
  page,
}) => {
  await signIn(page, DEMO.operator.email);
  await openMenu(page);
  await page.getByRole('link', { name: 'Tarifas administrativas' }).click();
  await expect(page).toHaveURL(/\/agency-fees/);
  await page.getByLabel('Empresa').selectOption({ label: 'Café del Sur S.A.S. · Medellín' });

  const form = page.getByRole('form', { name: 'Tarifas administrativas' });
  await form.getByLabel('Vuelo nacional (COP, antes de IVA)').fill('35.000');
  await expect(form.getByText(/Tarifa administrativa \$\s35\.000 \+ IVA/)).toBeVisible();
  await form.getByLabel('Hotel (COP, antes de IVA)').fill('25.000,5');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText(/^Cada tarifa es un valor en pesos/)).toBeVisible();
  await form.getByLabel('Hotel (COP, antes de IVA)').fill('25000');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Guardamos las tarifas administrativas de la empresa.')).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'Tarifas administrativas' })
      .getByLabel('Vuelo nacional (COP, antes de IVA)'),
  ).toHaveValue('35000');

  // Café del Sur's people read what applies to them; none of them may change it.
  const login = await page.request.post('/api/auth/login', {
    data: { email: DEMO.otherCompanyTraveller.email, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const refused = await page.request.put('/api/admin/agency-fees', {
    headers: { authorization: `Bearer ${token}` },
    data: { fees: { 'national-flight': 0, 'international-flight': 0, hotel: 0, change: 0 } },
  });
  expect(refused.status()).toBe(403);
});
