import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { storeSignedInUser } from '../../../testing/fixtures';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import { flightBookingStore } from '../state/flight-booking-store';
import {
  buildFlightBooking,
  buildOneWayFlight,
  buildSearch,
  cop,
  storeFlightBooking,
} from '../testing/flight-booking-fixtures';
import { FlightConfirmationPage } from './flight-confirmation-page';

function renderConfirmation(id = 'bk_77') {
  storeSignedInUser();
  renderWithProviders(<FlightConfirmationPage />, {
    path: `/flight-confirmation/${id}`,
    routePath: '/flight-confirmation/:booking',
  });
}

function priceLine(label: string) {
  const term = within(screen.getByRole('region', { name: 'Precio' })).getByText(label);
  return term.nextElementSibling?.textContent?.replace(/\s/g, ' ');
}

describe('FlightConfirmationPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the booking the server stored: locator, status, flight, passengers, breakdown and payment', async () => {
    mockFetch({ 'GET /api/bookings/bk_77': { status: 200, body: buildFlightBooking() } });
    renderConfirmation();

    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva registrada' })).toBeInTheDocument();
    expect(screen.getByText('TRV-4FLY27')).toBeInTheDocument();
    expect(screen.getByText('Aprobada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Itinerario · Tarifa Clásica' })).toBeInTheDocument();
    expect(screen.getByText('06:05')).toBeInTheDocument();
    const passengers = screen.getByRole('region', { name: 'Pasajeros' });
    expect(
      within(passengers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Laura Gómez · Adulto · Femenino · Cédula de ciudadanía 1020304050',
      'Tomás Gómez · Niño · Masculino · Tarjeta de identidad 1122334455',
    ]);
    expect(priceLine('Tarifa')).toBe(cop(760_000));
    expect(priceLine('Equipaje')).toBe(cop(300_000));
    expect(priceLine('Impuestos y tasas')).toBe(cop(202_000));
    expect(priceLine('Total')).toBe(cop(1_262_000));
    expect(screen.getByText('COM-200 · Comercial')).toBeInTheDocument();
    expect(screen.getByText('Tarjeta corporativa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis reservas' })).toHaveAttribute('href', '/bookings');
  });

  it('adds a hotel to the trip: the stay at the destination for the adults who fly, joined to this booking', async () => {
    mockFetch({
      'GET /api/bookings/bk_77': { status: 200, body: buildFlightBooking() },
      'GET /api/delegations/bookable-travellers': { status: 200, body: { data: [] } },
    });
    renderConfirmation();

    await userEvent.click(await screen.findByText('Agregar hotel a este viaje'));

    // One adult (Tomás flies as a child), the night after the one-way flight lands in Medellín.
    expect(currentLocation()).toBe('/hotels/results/MDE/2030-03-10/2030-03-11/1/1');
    expect(JSON.parse(sessionStorage.getItem('travesia-booking-for') ?? 'null')).toEqual({
      bookerNationalId: '1020304050',
      traveller: null,
      trip: { bookingId: 'bk_77', name: 'Viaje a Medellín' },
    });
  });

  it('offers no hotel for a trip that will not happen', async () => {
    mockFetch({
      'GET /api/bookings/bk_77': { status: 200, body: buildFlightBooking({ status: 'rejected' }) },
      'GET /api/delegations/bookable-travellers': { status: 200, body: { data: [] } },
    });
    renderConfirmation();
    expect(await screen.findByText('Rechazada')).toBeInTheDocument();
    expect(screen.queryByText('Agregar hotel a este viaje')).toBeNull();
  });

  it('says when the booking waits for approval, with the reason given', async () => {
    mockFetch({
      'GET /api/bookings/bk_77': {
        status: 200,
        body: buildFlightBooking({
          status: 'pending_approval',
          withinPolicy: false,
          outOfPolicyReason: 'Reunión con el cliente.',
        }),
      },
    });
    renderConfirmation();

    expect(await screen.findByText('Pendiente de aprobación')).toBeInTheDocument();
    expect(screen.getByText(/quedó pendiente de aprobación/)).toBeInTheDocument();
    expect(screen.getByText('Reunión con el cliente.')).toBeInTheDocument();
  });

  it('shows the booking just made from the session while the server is unreachable', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/bookings/bk_77': apiError(500, 'INTERNAL_ERROR', 'Error al procesar la solicitud'),
    });
    storeFlightBooking(buildSearch(), buildOneWayFlight());
    flightBookingStore.update({ booking: buildFlightBooking() });
    renderConfirmation();

    expect(screen.getByRole('heading', { level: 1, name: 'Reserva registrada' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/bookings/bk_77', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('TRV-4FLY27')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message for a booking it does not know", async () => {
    mockFetch({});
    renderConfirmation('bk_404');

    expect(await screen.findByRole('alert')).toHaveTextContent('Recurso no encontrado.');
    expect(screen.getByRole('link', { name: 'Ver mis reservas' })).toHaveAttribute('href', '/bookings');
  });
});
