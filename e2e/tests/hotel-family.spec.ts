import { expect } from '@playwright/test';
import { test } from './fixtures';
import { confirmBooking, DEMO, giveReasonIfOutOfPolicy, isPhoneRun, openMenu, signIn } from './support';

test.describe('a family at a hotel', () => {
  test('a traveller searches for two adults, a child of 6 and a baby, sees which rooms fit and books one @phone', async ({
    page,
  }) => {
    await signIn(page, DEMO.traveller.email);
    await openMenu(page);
    await page.locator('ion-menu').getByText('Hoteles', { exact: true }).click();

    await page.getByRole('combobox', { name: 'Destino' }).fill('santa marta');
    await page
      .getByRole('option', { name: /Santa Marta/ })
      .first()
      .click();
    await expect(page.getByRole('listbox')).toBeHidden();

    await page.getByRole('button', { name: /^Huéspedes/ }).click();
    const modal = page
      .locator('ion-modal')
      .filter({ has: page.getByRole('heading', { name: 'Seleccionar Huéspedes' }) });
    await modal.getByRole('button', { name: 'Agregar adultos' }).click();
    await modal.getByRole('button', { name: 'Agregar niños' }).click();
    await modal.getByRole('button', { name: 'Agregar bebés' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Indica la edad de cada niño.');
    await modal.getByRole('combobox', { name: 'Edad del niño 1' }).selectOption({ label: '6 años' });
    await expect(modal.getByRole('alert')).toBeHidden();
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByRole('button', { name: /^Huéspedes/ })).toContainText(
      '2 Adulto(s), 1 Niño(s), 1 Bebé(s)',
    );
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();

    await expect(page).toHaveURL(/\/hotels\/results\/SMR\/[\d-]+\/[\d-]+\/1\/3\?edadesNinos=6&bebes=1$/);
    // On a phone the searched stay reads above the hotels and the form folds away.
    await expect(page.getByText(/· 2 adultos, 1 niño \(6 años\), 1 bebé$/).first()).toBeAttached();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const modify = page.getByRole('button', { name: 'Modificar búsqueda' });
    if (isPhoneRun()) {
      await expect(cards.first()).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeHidden();
      await modify.click();
      await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeVisible();
    } else {
      await expect(modify).toBeHidden();
    }
    // The desktop and phone runs share one database: each books its own hotel (no duplicate warning).
    await cards
      .nth(isPhoneRun() ? 1 : 0)
      .getByRole('link')
      .click();

    await expect(page).toHaveURL(/\/hotels\/detail\/.*\/1\/3\?edadesNinos=6&bebes=1$/);
    await expect(page.getByText(/^Del .* · 2 adultos, 1 niño \(6 años\), 1 bebé$/)).toBeVisible();
    // The doubles say how many they hold instead of pretending the dates are the problem.
    const double = page.getByRole('article', { name: 'Habitación Estándar' });
    await expect(double).toContainText(
      'Esta habitación es para hasta 2 personas y tu grupo es de 3. Elige una habitación más grande.',
    );
    await expect(double.getByRole('link', { name: /Reservar/ })).toHaveCount(0);

    await page
      .getByRole('link', { name: /^Reservar Habitación (Superior|Familiar)/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Reserva de hotel' })).toBeVisible();
    await expect(page.getByText('2 adultos, 1 niño (6 años), 1 bebé', { exact: true })).toBeVisible();
    await page.getByLabel('Centro de costos').selectOption({ index: 1 });
    await page.getByLabel('Descuento por nómina').check();
    await giveReasonIfOutOfPolicy(page, 'Viaje con la familia al evento de la empresa.');
    expect((await confirmBooking(page, 'hotel')).status()).toBe(201);
    await expect(page.getByText('Reserva registrada')).toBeVisible();
    await expect(page.getByText('2 adultos, 1 niño (6 años), 1 bebé', { exact: true })).toBeVisible();
  });
});
