import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, signIn } from './support';

// Issue 9 (11): a link to a booking that is not there (another company's, or a mistyped id in a forwarded
// e-mail) used to spin for seconds of retries before saying so. "At once" is held by what the page asks: one
// look-up, no retries; a wall-clock bound would measure the machine instead.
test('a link to an unknown booking says so at once', async ({ page }) => {
  await signIn(page, DEMO.traveller.email);
  let lookUps = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/bookings/987654') lookUps += 1;
  });
  await page.goto('/bookings/987654');
  await expect(page.getByRole('alert')).toHaveText('Reserva no encontrada.');
  await expect(page.getByText('Cargando reserva...')).toBeHidden();
  expect(lookUps).toBe(1);
});
