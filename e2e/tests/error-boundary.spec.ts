import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, openMenu, signIn } from './support';

test('a screen whose code fails to download shows a Spanish message, is reported, and loads on Reintentar', async ({
  page,
}) => {
  await signIn(page, DEMO.admin.email);
  // The network drops the cost centers page's code (a deploy replaced it, the connection failed).
  const pageChunk = /\/assets\/cost-center-list-page-[\w-]+\.js$/;
  await page.route(pageChunk, (route) => route.abort('internetdisconnected'));
  const report = page.waitForRequest(
    (request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST',
  );

  await openMenu(page);
  await page.getByRole('link', { name: 'Centros de costos' }).click();
  await expect(page.getByText('No pudimos cargar esta sección.')).toBeVisible();
  expect((await report).postDataJSON()).toMatchObject({ route: '/cost-center/list' });
  // Only this screen failed: the rest of the app still works.
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeVisible();

  await page.unroute(pageChunk);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('list', { name: 'Centros de costos' })).toContainText('OPS-100');
  await expect(page.getByText('No pudimos cargar esta sección.')).toHaveCount(0);
});
