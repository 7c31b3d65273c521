import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DEMO, signIn } from './support';

// Issue 9 (11): a link to a booking that is not there (another company's, or a mistyped id in a forwarded
// e-mail) used to spin for seconds of retries before saying so.
test('a link to an unknown booking says so at once', async ({ page }) => {
  await signIn(page, DEMO.traveller.email);
  await page.goto('/bookings/987654');
  await expect(page.getByRole('alert')).toHaveText('Reserva no encontrada.', { timeout: 2_000 });
  await expect(page.getByText('Cargando reserva...')).toBeHidden();
});
