import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, toIsoDate } from '@travesia/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

// jsdom has no IntersectionObserver; the calendar of IonDatetime watches its own visibility with one.
class NoopIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoopIntersectionObserver);
});

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

  it('counts adults + children (not infants) and always asks for one room', async () => {
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
    await userEvent.click(getIonButton('Cerrar', modal as HTMLElement));

    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);

    await waitFor(() => expect(currentLocation()).toBe(`/hotels/results/BOG/${checkIn}/${checkOut}/1/3`));
  });

  it('opens the date modal with check-in from today up to a year ahead, check-out up to 30 nights after it', async () => {
    await renderSearchPage();

    await userEvent.click(screen.getByRole('button', { name: /Fechas de estadía/ }));

    const title = await screen.findByRole('heading', { name: 'Fechas de estadía' });
    const modal = title.closest('ion-modal') as HTMLElement;
    expect(within(modal).getByRole('heading', { name: 'Fecha de entrada' })).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: 'Fecha de salida' })).toBeInTheDocument();
    const [checkInPicker, checkOutPicker] = Array.from(modal.querySelectorAll('ion-datetime'));
    expect(checkInPicker).toMatchObject({
      min: today,
      max: addDays(today, 365),
      value: checkIn,
      presentation: 'date',
    });
    expect(checkOutPicker).toMatchObject({
      min: checkIn,
      max: addDays(checkIn, 30),
      value: checkOut,
      presentation: 'date',
    });

    await userEvent.click(getIonButton('Aceptar', modal));
    await waitFor(() => expect(modal).toHaveClass('overlay-hidden'));
  });

  it("applies the picked dates with 'Aceptar'", async () => {
    const { destination, submit } = await renderSearchPage();
    await userEvent.type(destination, 'SMR');

    await userEvent.click(screen.getByRole('button', { name: /Fechas de estadía/ }));
    const modal = (await screen.findByRole('heading', { name: 'Fechas de estadía' })).closest(
      'ion-modal',
    ) as HTMLElement;
    const [checkInPicker, checkOutPicker] = Array.from(modal.querySelectorAll('ion-datetime'));
    fireEvent(
      checkInPicker as Element,
      new CustomEvent('ionChange', { detail: { value: `${addDays(today, 10)}T00:00:00` } }),
    );
    fireEvent(
      checkOutPicker as Element,
      new CustomEvent('ionChange', { detail: { value: addDays(today, 13) } }),
    );
    await waitFor(() => expect(checkOutPicker).toHaveProperty('min', addDays(today, 10)));
    await userEvent.click(getIonButton('Aceptar', modal));

    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(currentLocation()).toBe(`/hotels/results/SMR/${addDays(today, 10)}/${addDays(today, 13)}/1/1`),
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
