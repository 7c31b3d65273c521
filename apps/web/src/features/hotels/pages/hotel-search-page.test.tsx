import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, toIsoDate } from '@travesia/domain';
import { describe, expect, it, vi } from 'vitest';
import { dayButton, expectNoPastDayOffered, showDay } from '../../../testing/date-range';
import { mockFetch } from '../../../testing/fetch-mock';
import { storeSignedInUser } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { HotelSearchPage } from './hotel-search-page';

vi.mock(
  '../../../components/airport-autocomplete',
  () => import('../../../testing/fake-airport-autocomplete'),
);

const today = toIsoDate(new Date());
const checkIn = addDays(today, 4);
const checkOut = addDays(today, 6);

async function renderSearchPage() {
  mockFetch({});
  renderWithProviders(<HotelSearchPage />, { path: '/hotels', routePath: '/hotels' });
  return {
    destination: await screen.findByLabelText('Destino'),
    submit: getIonButton('Buscar'),
  };
}

describe('HotelSearchPage', () => {
  it('keeps Buscar disabled until a destination of at most 3 characters is chosen', async () => {
    const { destination, submit } = await renderSearchPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Hoteles' })).toBeInTheDocument();
    expect(submit).toHaveProperty('disabled', true);

    await userEvent.type(destination, 'MDEX');
    expect(await screen.findByRole('alert')).toHaveTextContent('El destino es un código de 3 letras.');
    expect(submit).toHaveProperty('disabled', true);

    await userEvent.clear(destination);
    await userEvent.type(destination, 'mde');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('defaults to today+4 / today+6 and 1 Adulto, and searches /hotels/results with the uppercased destination', async () => {
    const { destination, submit } = await renderSearchPage();
    expect(screen.getByRole('button', { name: 'Huéspedes 1 Adulto' })).toBeInTheDocument();

    await userEvent.type(destination, 'mde');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);

    await waitFor(() => expect(currentLocation()).toBe(`/hotels/results/MDE/${checkIn}/${checkOut}/1/1`));
  });

  it('counts adults + children (not infants), asks each child’s age and always asks for one room', async () => {
    const { destination, submit } = await renderSearchPage();
    await userEvent.type(destination, 'BOG');

    await userEvent.click(screen.getByRole('button', { name: /Huéspedes/ }));
    const modal = (await screen.findByRole('heading', { name: 'Seleccionar Huéspedes' })).closest(
      'ion-modal',
    );
    const steppers = within(modal as HTMLElement);
    await userEvent.click(steppers.getByRole('button', { name: 'Agregar adultos' }));
    await userEvent.click(steppers.getByRole('button', { name: 'Agregar niños' }));
    await userEvent.click(steppers.getByRole('button', { name: 'Agregar bebés' }));
    // Suppliers need each child's age: the search waits for it.
    expect(await steppers.findByRole('alert')).toHaveTextContent('Indica la edad de cada niño.');
    await userEvent.click(getIonButton('Cerrar', modal as HTMLElement));
    expect(submit).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: /Huéspedes/ }));
    await userEvent.selectOptions(steppers.getByRole('combobox', { name: 'Edad del niño 1' }), '7 años');
    expect(steppers.getByText('2 Adulto(s), 1 Niño(s), 1 Bebé(s)', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(getIonButton('Cerrar', modal as HTMLElement));

    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);

    await waitFor(() =>
      expect(currentLocation()).toBe(`/hotels/results/BOG/${checkIn}/${checkOut}/1/3?edadesNinos=7&bebes=1`),
    );
  });

  it('opens the date calendar on the stay, from today on and with at most 30 nights', async () => {
    await renderSearchPage();

    await userEvent.click(screen.getByRole('button', { name: /Fechas de estadía/ }));

    const title = await screen.findByRole('heading', { name: 'Fechas de estadía' });
    const modal = title.closest('ion-modal') as HTMLElement;
    expect(within(modal).getByRole('button', { name: /Fecha de entrada/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(modal).getByRole('button', { name: /Fecha de salida/ })).toBeInTheDocument();
    expect(dayButton(modal, checkIn)).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton(modal, checkOut)).toHaveAttribute('aria-pressed', 'true');
    // Only the chosen check-in is in the tab order; the arrows move between days.
    expect(dayButton(modal, checkIn)).toHaveAttribute('tabindex', '0');
    // Picking the check-in offers check-outs up to 30 nights after it.
    await userEvent.click(dayButton(modal, checkIn));
    expect(within(modal).getByText('Elige la fecha de salida.')).toBeInTheDocument();
    expect(getIonButton('Aceptar', modal)).toHaveProperty('disabled', true);
    expect(await showDay(modal, addDays(checkIn, 30))).not.toHaveAttribute('aria-disabled');
    expect(await showDay(modal, addDays(checkIn, 31))).toHaveAttribute('aria-disabled', 'true');
    await expectNoPastDayOffered(modal, today);

    await userEvent.click(getIonButton('Cancelar', modal));
    await waitFor(() => expect(modal).toHaveClass('overlay-hidden'));
  });

  it("applies the picked dates with 'Aceptar', and the keyboard can pick them", async () => {
    const { destination, submit } = await renderSearchPage();
    await userEvent.type(destination, 'SMR');

    await userEvent.click(screen.getByRole('button', { name: /Fechas de estadía/ }));
    const modal = (await screen.findByRole('heading', { name: 'Fechas de estadía' })).closest(
      'ion-modal',
    ) as HTMLElement;
    // Ionic moves the focus into the modal once it has presented (later under load): the keyboard starts after that.
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    // From the chosen check-in (today + 4): one day right and Enter picks today + 5…
    const start = dayButton(modal, checkIn);
    start.focus();
    await waitFor(() => expect(document.activeElement).toBe(start));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toBe(dayButton(modal, addDays(today, 5))));
    await userEvent.keyboard('{Enter}');
    // …then three days right and Enter picks the check-out.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: /Fecha de salida/ })).toHaveTextContent(
        new Intl.DateTimeFormat('es-CO', {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        }).format(new Date(`${addDays(today, 8)}T00:00:00Z`)),
      ),
    );
    await userEvent.click(getIonButton('Aceptar', modal));

    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(currentLocation()).toBe(`/hotels/results/SMR/${addDays(today, 5)}/${addDays(today, 8)}/1/1`),
    );
  });

  it("does not offer 'Buscar tarifa corporativa' to a visitor (corporate hotels need a company)", async () => {
    const { submit } = await renderSearchPage();

    expect(submit).toBeInTheDocument();
    expect(screen.queryByText('Buscar tarifa corporativa')).not.toBeInTheDocument();
  });

  it("sends a signed-in user to the corporate results with 'Buscar tarifa corporativa'", async () => {
    storeSignedInUser();
    const { destination } = await renderSearchPage();
    await userEvent.type(destination, 'ctg');
    const corporate = getIonButton('Buscar tarifa corporativa');
    await waitFor(() => expect(corporate).toHaveProperty('disabled', false));
    await userEvent.click(corporate);

    await waitFor(() =>
      expect(currentLocation()).toBe(`/hotels/results-corporative/CTG/${checkIn}/${checkOut}/1/1`),
    );
  });
});
