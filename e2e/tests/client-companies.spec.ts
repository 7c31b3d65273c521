import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, DEMO_PASSWORD, latestMailLink, openMenu, signIn } from './support';

test('the agency opens a company from its demo request and its administrador sets it up @phone', async ({
  browser,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  const tag = `${isPhone ? 7 : 3}${Date.now().toString().slice(-6)}`;
  // Made-up NITs with the check digit DIAN's rule gives them, one per project (they share a database).
  const [nit, checkDigit] = isPhone ? ['901234502', '9'] : ['901234501', '1'];
  const company = `Cementos ${tag} S.A.S.`;
  const domain = `cementos${tag}.co`;
  const email = `paula@${domain}`;

  const visitor = await browser.newPage();
  await visitor.goto('/tourism-form');
  await visitor.getByLabel('Nombre completo').fill('Paula Andrea Rincón');
  await visitor.getByLabel('Empresa').fill(company);
  await visitor.getByLabel('Correo electrónico').fill(email);
  await visitor.getByLabel('Teléfono').fill('+57 310 555 0199');
  await visitor.getByLabel('Número de empleados').selectOption({ label: '51 a 200 empleados' });
  await visitor.getByRole('button', { name: 'Solicitar demo' }).click();
  await expect(visitor.getByRole('heading', { name: '¡Gracias, Paula Andrea Rincón!' })).toBeVisible();

  // The operador opens the company from the request: what the prospect wrote is already in the form.
  const operator = await browser.newPage();
  await signIn(operator, DEMO.operator.email);
  await openMenu(operator);
  await operator.getByRole('link', { name: 'Solicitudes de demo' }).click();
  await operator.getByRole('link', { name: `Crear la empresa ${company}` }).click();
  const form = operator.getByRole('form', { name: 'Nueva empresa cliente' });
  await expect(form.getByLabel('Razón social')).toHaveValue(company);
  await expect(form.getByLabel('Dominios de correo')).toHaveValue(domain);
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Paula');
  await expect(form.getByLabel('Apellido')).toHaveValue('Andrea Rincón');
  await expect(form.getByLabel('Correo electrónico')).toHaveValue(email);

  // A NIT without its check digit and a public mailbox's domain are explained where they were typed.
  await form.getByLabel('NIT').fill(nit);
  await form.getByLabel('Ciudad').fill('Cartagena');
  await form.getByLabel('Dominios de correo').fill(`${domain}, gmail.com`);
  await form.getByRole('button', { name: 'Crear empresa e invitar' }).click();
  await expect(
    form.getByText('Escribe el NIT con su dígito de verificación, por ejemplo 900123456-8.'),
  ).toBeVisible();
  await expect(
    form.getByText('gmail.com es un correo público: usa el dominio propio de la empresa.'),
  ).toBeVisible();

  await form.getByLabel('NIT').fill(`${nit}-${checkDigit}`);
  await form.getByLabel('Dominios de correo').fill(domain);
  await form.getByRole('button', { name: 'Crear empresa e invitar' }).click();
  await expect(
    operator.getByText(
      `Abrimos ${company} e invitamos a ${email} como administrador; su invitación vence en 7 días.`,
    ),
  ).toBeVisible();
  await expect(operator.getByRole('list', { name: 'Empresas clientes' })).toContainText(company);

  // The administrador creates her account from the e-mail and finds her company's set-up waiting.
  const admin = await browser.newPage();
  await admin.goto(new URL(await latestMailLink(admin, email)).pathname);
  const accept = admin.getByRole('form', { name: 'Unirme a la empresa' });
  await expect(accept.getByLabel('Nombre')).toHaveValue('Paula');
  await accept.getByLabel('Número de documento').fill(`4${tag}`);
  await accept.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await accept.getByLabel('Confirmar contraseña').fill(DEMO_PASSWORD);
  await accept.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(admin).not.toHaveURL(/\/invitation\//);

  await signIn(admin, email);
  const setup = admin.getByRole('article', { name: 'Configura tu empresa' });
  await expect(setup).toContainText('Medio de pago');
  await expect(setup).toContainText('Políticas de viaje');
});
