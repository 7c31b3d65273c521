import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, STORAGE_KEYS, toIsoDate } from '@travesia/domain';
import { describe, expect, it, vi } from 'vitest';
import { expectNoPastDayOffered, openDateRange, pickDates } from '../../../testing/date-range';
import { mockFetch } from '../../../testing/fetch-mock';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { FlightHomePage } from './flight-home-page';

vi.mock(
  '../../../components/airport-autocomplete',
  () => import('../../../testing/fake-airport-autocomplete'),
);

const today = toIsoDate(new Date());
const departure = addDays(today, 4);
const inbound = addDays(departure, 7);

async function renderHome() {
  mockFetch({});
  renderWithProviders(<FlightHomePage />, { path: '/flight-home', routePath: '/flight-home' });
  return {
    origin: await screen.findByLabelText('Origen'),
    destination: screen.getByLabelText('Destino'),
    submit: getIonButton('Buscar vuelos'),
  };
}

const shortDate = (isoDate: string) =>
  new Intl.DateTimeFormat('es-CO', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

const stepperCount = (name: string) => within(screen.getByRole('group', { name })).getByRole('status');

async function openPassengers() {
  await userEvent.click(screen.getByRole('button', { name: /^Pasajeros/ }));
  const title = await screen.findByRole('heading', { name: 'Seleccionar Pasajeros' });
  return title.closest('ion-modal') as HTMLElement;
}

describe('FlightHomePage', () => {
  it('starts from the spec defaults and keeps Buscar vuelos disabled until both airports are chosen', async () => {
    const { origin, destination, submit } = await renderHome();

    expect(screen.getByRole('heading', { level: 1, name: 'Vuelos' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ida y vuelta' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Solo ida' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /^Fechas del viaje/ })).toHaveTextContent(
      `${shortDate(departure)} – ${shortDate(inbound)}`,
    );
    expect(screen.getByRole('button', { name: 'Pasajeros 1 Adulto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cabina')).toHaveDisplayValue('Económica');
    expect(screen.getByRole('checkbox', { name: 'Solo vuelos directos' })).toBeChecked();
    expect(stepperCount('Equipaje de mano')).toHaveTextContent('1');
    expect(stepperCount('Maletas facturadas')).toHaveTextContent('0');
    expect(submit).toHaveProperty('disabled', true);

    await userEvent.type(origin, 'BOG');
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.type(destination, 'MDE');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
  });

  it('opens the round-trip results route of spec §2.1', async () => {
    const { origin, destination, submit } = await renderHome();
    await userEvent.type(origin, 'BOG');
    await userEvent.type(destination, 'MDE');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    await userEvent.click(submit);

    await waitFor(() =>
      expect(currentLocation()).toBe(`/shop/flights/results/roundtrip/BOG/MDE/${departure}/${inbound}/1/0/0`),
    );
  });

  it('opens the one-way route with passengers, and cabin, non-stop and bags in the query', async () => {
    const { origin, destination, submit } = await renderHome();
    await userEvent.type(origin, 'CTG');
    await userEvent.type(destination, 'MIA');
    await userEvent.click(screen.getByRole('radio', { name: 'Solo ida' }));
    // One way asks one date in the same calendar.
    const oneWay = await openDateRange(/^Fecha del viaje/);
    expect(within(oneWay).queryByRole('button', { name: /Fecha de regreso/ })).not.toBeInTheDocument();
    await userEvent.click(getIonButton('Cancelar', oneWay));
    await pickDates(/^Fecha del viaje/, [addDays(today, 20)]);
    await userEvent.selectOptions(screen.getByLabelText('Cabina'), 'Ejecutiva');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo vuelos directos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar maletas facturadas' }));
    expect(screen.getByRole('button', { name: 'Agregar equipaje de mano' })).toBeDisabled();

    const modal = await openPassengers();
    await userEvent.click(within(modal).getByRole('button', { name: 'Agregar adultos' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Agregar niños' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Agregar bebés' }));
    await userEvent.click(getIonButton('Cerrar', modal));

    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);

    await waitFor(() =>
      expect(currentLocation()).toBe(
        `/shop/flights/results/oneway/CTG/MIA/${addDays(today, 20)}/2/1/1?cabin=C&nonStop=false&hold=1`,
      ),
    );
  });

  it('explains each rule in Spanish and keeps the search disabled meanwhile', async () => {
    const { origin, destination, submit } = await renderHome();
    await userEvent.type(origin, 'BOG');
    await userEvent.type(destination, 'BOG');

    expect(
      await screen.findByText('El origen y el destino deben ser aeropuertos distintos.'),
    ).toBeInTheDocument();
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.clear(destination);
    await userEvent.type(destination, 'MDE');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    // The calendar offers no past day, and a day trip (return on the departure day) is fine.
    const dates = await openDateRange(/^Fechas del viaje/);
    await expectNoPastDayOffered(dates, today);
    await userEvent.click(getIonButton('Cancelar', dates));
    await pickDates(/^Fechas del viaje/, [departure, departure]);
    expect(screen.getByRole('button', { name: /^Fechas del viaje/ })).toHaveTextContent(
      `${shortDate(departure)} – ${shortDate(departure)}`,
    );
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    const modal = await openPassengers();
    await userEvent.click(within(modal).getByRole('button', { name: 'Agregar bebés' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Agregar bebés' }));
    expect(
      await within(modal).findByText(
        'Cada bebé debe viajar en brazos de un adulto: no puede haber más bebés que adultos.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
  });

  it('remembers the chosen airports and offers them again as recent choices', async () => {
    localStorage.setItem(STORAGE_KEYS.airportsSelectedFrom, JSON.stringify(['MDE']));
    const { origin, destination, submit } = await renderHome();
    await userEvent.type(origin, 'BOG');
    await userEvent.type(destination, 'CTG');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(currentLocation()).toMatch(/^\/shop\/flights\/results\/roundtrip\/BOG\/CTG\//),
    );

    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.airportsSelectedFrom) ?? '')).toEqual(['BOG', 'MDE']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.airportsSelectedTo) ?? '')).toEqual(['CTG']);
  });

  it('fills a field with one tap on a recent airport, and swaps origin and destination', async () => {
    localStorage.setItem(STORAGE_KEYS.airportsSelectedFrom, JSON.stringify(['MDE', 'BOG']));
    localStorage.setItem(STORAGE_KEYS.airportsSelectedTo, JSON.stringify(['CTG']));
    const { origin, destination, submit } = await renderHome();

    const recentOrigins = screen.getByRole('group', { name: 'Orígenes recientes' });
    await userEvent.click(await within(recentOrigins).findByRole('button', { name: 'Bogotá (BOG)' }));
    expect(origin).toHaveValue('BOG');
    const recentDestinations = screen.getByRole('group', { name: 'Destinos recientes' });
    await userEvent.click(await within(recentDestinations).findByRole('button', { name: 'Cartagena (CTG)' }));
    expect(destination).toHaveValue('CTG');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));

    await userEvent.click(screen.getByRole('button', { name: 'Intercambiar origen y destino' }));
    expect(origin).toHaveValue('CTG');
    expect(destination).toHaveValue('BOG');
  });
});
