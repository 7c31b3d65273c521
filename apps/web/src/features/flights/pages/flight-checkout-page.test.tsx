import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FareFamily } from '@travesia/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { storeSignedInUser } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { flightBookingStore } from '../state/flight-booking-store';
import {
  buildFamilies,
  buildOneWayFlight,
  buildSearch,
  CHECKOUT_ROUTE,
  cop,
  storeFlightBooking,
} from '../testing/flight-booking-fixtures';
import { FlightCheckoutPage } from './flight-checkout-page';

const CLASICA_PATH = '/flight-checkout/BOG/MDE/2030-03-10/1/0/0/AV/9300/M/1/0605/0710';

/** The flight as a new search returns it, with the Clásica family re-priced. */
function flightWithClasicaAt(price: number) {
  const families = buildFamilies().map(
    (family): FareFamily => (family.code === 'CLASICA' ? { ...family, price } : family),
  );
  return { ...buildOneWayFlight(families), booking_token: 'token-fresh' };
}

function renderCheckout(path: string) {
  storeSignedInUser();
  renderWithProviders(<FlightCheckoutPage />, { path, routePath: CHECKOUT_ROUTE });
}

const searchRequests = (requests: MockRequest[]) =>
  requests.filter((request) => request.url === '/api/flights/search');

describe('FlightCheckoutPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('searches the flight again and continues at the same price to the passengers', async () => {
    const { requests } = mockFetch({
      'POST /api/flights/search': { status: 200, body: { results: [flightWithClasicaAt(962_000)] } },
    });
    renderCheckout(`${CLASICA_PATH}/962000`);

    expect(await screen.findByRole('heading', { name: 'Tarifa Clásica' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reserva de vuelo' })).toBeInTheDocument();
    expect(screen.queryByText('El precio cambió')).not.toBeInTheDocument();
    // Without a booking under way the address is all there is: economy, connections included.
    expect(searchRequests(requests)[0]?.body).toMatchObject({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: '2030-03-10',
      passengers: { adults: 1, children: 0, infants: 0 },
      cabin: 'Y',
      nonStop: false,
    });

    await userEvent.click(getIonButton('Continuar'));

    expect(currentLocation()).toBe('/booking-one');
    expect(flightBookingStore.get()).toMatchObject({
      fareFamily: 'CLASICA',
      itinerary: { booking_token: 'token-fresh' },
      passengers: [],
    });
  });

  it('shows a changed price and goes on only once the traveller accepts it', async () => {
    mockFetch({
      'POST /api/flights/search': { status: 200, body: { results: [flightWithClasicaAt(1_010_000)] } },
    });
    renderCheckout(`${CLASICA_PATH}/962000`);

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('El precio cambió');
    expect(notice).toHaveTextContent(`Antes: ${cop(962_000)} · Ahora: ${cop(1_010_000)}`);
    expect(getIonButton('Continuar')).toHaveAttribute('disabled');

    await userEvent.click(getIonButton('Aceptar nuevo precio'));

    await waitFor(() => expect(currentLocation()).toBe(`${CLASICA_PATH}/1010000`));
    expect(screen.queryByText('El precio cambió')).not.toBeInTheDocument();
    expect(getIonButton('Continuar')).not.toHaveAttribute('disabled');
  });

  it('keeps the search settings, luggage and passengers of the booking under way', async () => {
    const { requests } = mockFetch({
      'POST /api/flights/search': { status: 200, body: { results: [flightWithClasicaAt(962_000)] } },
    });
    const stored = storeFlightBooking(buildSearch(), buildOneWayFlight(), {
      fareFamily: 'CLASICA',
      extraLuggage: ['Grande'],
    });
    renderCheckout(`${CLASICA_PATH}/1112000`);

    expect(await screen.findByText('Equipaje adicional')).toBeInTheDocument();
    expect(screen.queryByText('El precio cambió')).not.toBeInTheDocument();
    expect(searchRequests(requests)[0]?.body).toMatchObject({ nonStop: true, cabin: 'Y' });

    await userEvent.click(getIonButton('Continuar'));

    expect(flightBookingStore.get()).toMatchObject({
      extraLuggage: ['Grande'],
      idempotencyKey: stored.idempotencyKey,
      itinerary: { booking_token: 'token-fresh' },
    });
  });

  it('says when the flight is gone and links back to the results', async () => {
    mockFetch({ 'POST /api/flights/search': { status: 200, body: { results: [] } } });
    renderCheckout(`${CLASICA_PATH}/962000`);

    expect(await screen.findByText('Este vuelo ya no está disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a los resultados' })).toHaveAttribute(
      'href',
      '/shop/flights/results/oneway/BOG/MDE/2030-03-10/1/0/0?nonStop=false',
    );
    expect(screen.queryByText('Continuar')).not.toBeInTheDocument();
  });

  it("shows the search's error with a retry", async () => {
    let calls = 0;
    mockFetch({
      'POST /api/flights/search': () => {
        calls += 1;
        return calls === 1
          ? apiError(504, 'SUPPLIER_UNAVAILABLE', 'El proveedor de vuelos no respondió a tiempo.')
          : { status: 200, body: { results: [flightWithClasicaAt(962_000)] } };
      },
    });
    renderCheckout(`${CLASICA_PATH}/962000`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El proveedor de vuelos no respondió a tiempo.',
    );
    await userEvent.click(getIonButton('Reintentar'));

    expect(await screen.findByRole('heading', { name: 'Tarifa Clásica' })).toBeInTheDocument();
  });

  it('explains an address that is not a checkout', () => {
    mockFetch({});
    renderCheckout('/flight-checkout/BOG/MDE/2030-03-10/1/0/0/AV/9300/M/1/06:05/07:10/962000');

    expect(screen.getByText(/La dirección de esta reserva no es válida/)).toBeInTheDocument();
  });
});
