import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, openMenu, signIn } from './support';

test('the admin keeps the company’s billing details, told in Spanish when the check digit is wrong', async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email);
  await openMenu(page);
  await page.getByRole('link', { name: 'Datos de facturación' }).click();
  await expect(page).toHaveURL(/\/billing-details$/);

  // A first profile starts from what the company already gave: its name and NIT.
  const form = page.getByRole('form', { name: 'Datos de facturación' });
  await expect(form.getByLabel('NIT', { exact: true })).toHaveValue('900123456');
  await expect(form.getByLabel('Dígito de verificación (DV)')).toHaveValue('8');
  await expect(form.getByLabel('Razón social')).toHaveValue('Andes Energía S.A.S.');
  await form.getByLabel('NIT', { exact: true }).fill('800197268');
  await form.getByLabel('Dígito de verificación (DV)').fill('5');
  await form.getByLabel('Tipo de persona').selectOption({ label: 'Persona jurídica' });
  await form.getByLabel('O-13 – Gran contribuyente').check();
  await form.getByLabel('O-23 – Agente de retención de IVA').check();
  await form.getByLabel('Es agente de retención en la fuente').check();
  await form.getByLabel('Código DANE del municipio').fill('11001');
  await form.getByLabel('Correo para recibir las facturas').fill('facturas@andesenergia.co');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    form.getByText(
      'El dígito de verificación no corresponde a ese NIT. Revisa el NIT y el dígito en el RUT.',
    ),
  ).toBeVisible();

  await form.getByLabel('Dígito de verificación (DV)').fill('4');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Guardamos los datos de facturación.')).toBeVisible();

  await page.reload();
  const kept = page.getByRole('form', { name: 'Datos de facturación' });
  await expect(kept.getByLabel('NIT', { exact: true })).toHaveValue('800197268');
  await expect(kept.getByLabel('Dígito de verificación (DV)')).toHaveValue('4');
  await expect(kept.getByLabel('Razón social')).toHaveValue('Andes Energía S.A.S.');
  await expect(kept.getByLabel('O-13 – Gran contribuyente')).toBeChecked();
  await expect(kept.getByLabel('O-23 – Agente de retención de IVA')).toBeChecked();
  await expect(kept.getByLabel('O-15 – Autorretenedor')).not.toBeChecked();
  await expect(kept.getByLabel('Es agente de retención en la fuente')).toBeChecked();
  await expect(kept.getByLabel('Correo para recibir las facturas')).toHaveValue('facturas@andesenergia.co');
});
