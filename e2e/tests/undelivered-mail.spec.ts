import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, openMenu, signIn } from './support';

// Without a mail server every e-mail counts as delivered to the development mailbox, so the list is empty here;
// the API suite makes messages fail and die, and the page's component test shows them.
test('the operador opens the undelivered e-mails from the menu @phone', async ({ page }) => {
  await signIn(page, DEMO.operator.email);
  await openMenu(page);
  await page.getByRole('link', { name: 'Correos no entregados' }).click();
  await expect(page).toHaveURL(/\/undelivered-mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Correos no entregados' })).toBeVisible();
  await expect(page.getByText(/Todos los correos se entregaron/)).toBeVisible();
});

test('the undelivered e-mails stay out of a company administrator’s reach', async ({ page }) => {
  await signIn(page, DEMO.admin.email);
  await openMenu(page);
  await expect(page.getByRole('link', { name: 'Correos no entregados' })).toHaveCount(0);
});
