import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildHotelBooking } from '../../../testing/booking-fixtures';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { storeSignedInUser } from '../../../testing/fixtures';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import { HotelConfirmationPage } from './hotel-confirmation-page';

function renderConfirmation(bookingId: string) {
  storeSignedInUser();
  renderWithProviders(<HotelConfirmationPage />, {
    path: `/hotel-confirmation/${bookingId}`,
    routePath: '/hotel-confirmation/:booking',
  });
}

describe('HotelConfirmationPage', () => {
  it('loads the booking from the server: locator, status, hotel, dates, total and the negotiated rate', async () => {
    mockFetch({
      'GET /api/bookings/bk_41': {
        status: 200,
        body: buildHotelBooking({
          id: 'bk_41',
          locator: 'TRV-7Q2K9M',
          status: 'approved',
          corporateRateOf: 'Andes Energía S.A.S.',
        }),
      },
    });
    renderConfirmation('bk_41');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva registrada' })).toBeInTheDocument();
    expect(screen.getByText('TRV-7Q2K9M')).toBeInTheDocument();
    expect(screen.getByText('Aprobada')).toBeInTheDocument();
    expect(screen.getByText('Hotel Andes Centro · Suite')).toBeInTheDocument();
    expect(
      screen.getByText('$ 1.840.000', { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tarifa corporativa de Andes Energía S.A.S.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis reservas' })).toHaveAttribute('href', '/bookings');
  });

  it('names the trip the booking joined, and offers a flight for the same dates to its traveller', async () => {
    const tripId = '3f0c2d9e-0000-4000-8000-0000000000a1';
    mockFetch({
      'GET /api/bookings/bk_41': {
        status: 200,
        body: buildHotelBooking({ id: 'bk_41', trip: { id: tripId, name: 'Viaje a Bogotá' } }),
      },
      'GET /api/delegations/bookable-travellers': { status: 200, body: { data: [] } },
    });
    renderConfirmation('bk_41');

    expect(await screen.findByRole('link', { name: 'Viaje a Bogotá' })).toHaveAttribute(
      'href',
      `/trips/${tripId}`,
    );
    await userEvent.click(screen.getByText('Agregar vuelo a este viaje'));
    expect(currentLocation()).toBe('/flight-home?departureDate=2026-12-02&returnDate=2026-12-04');
  });

  it('tells when the booking cannot be read', async () => {
    mockFetch({ 'GET /api/bookings/nope': apiError(404, 'NOT_FOUND', 'Reserva no encontrada.') });
    renderConfirmation('nope');
    expect(await screen.findByText('Reserva no encontrada.')).toBeInTheDocument();
  });
});
