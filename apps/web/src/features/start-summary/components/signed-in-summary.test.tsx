import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { toIsoDate } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBookingSummary } from '../../../testing/booking-fixtures';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SignedInSummary } from './signed-in-summary';

const OWN = '/api/me/bookings';
const day = (offset: number) => toIsoDate(new Date(Date.now() + offset * 86_400_000));
const list = (data: unknown[], total = data.length) => ({
  status: 200,
  body: { data, page: 1, pageSize: 50, total },
});

afterEach(() => {
  vi.restoreAllMocks();
  act(() => onlineManager.setOnline(true));
});

describe('SignedInSummary', () => {
  it('says it waits for a connection instead of spinning when there is none', async () => {
    storeSignedInUser(buildUser('viajero'));
    // The browser says so too: Query asks it again when its first subscriber arrives.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => onlineManager.setOnline(false));
    const { requests } = mockFetch({});
    renderWithProviders(<SignedInSummary />);

    const upcoming = await screen.findByRole('article', { name: 'Próximos viajes' });
    expect(upcoming).toHaveTextContent('Sin conexión: lo verás cuando vuelvas a tener internet.');
    expect(screen.queryByText('Cargando tus viajes...')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows a traveller their next trips, soonest first, without rejected ones, and what waits for approval', async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({
      [`GET ${OWN}`]: (request) =>
        request.url.includes('status=pending_approval')
          ? list([], 2)
          : list([
              buildBookingSummary({ id: 'b', title: 'Bogotá → Cali', startsOn: day(20), endsOn: day(22) }),
              buildBookingSummary({ id: 'a', title: 'Hotel Andes Centro', startsOn: day(5), endsOn: day(7) }),
              buildBookingSummary({
                id: 'c',
                title: 'Viaje rechazado',
                status: 'rejected',
                startsOn: day(3),
              }),
            ]),
    });
    renderWithProviders(<SignedInSummary />);

    expect(await screen.findByRole('heading', { name: 'Hola, Laura' })).toBeInTheDocument();
    const upcoming = screen.getByRole('article', { name: 'Próximos viajes' });
    const trips = await within(upcoming).findAllByRole('listitem');
    expect(trips.map((trip) => within(trip).getByRole('link').textContent)).toEqual([
      expect.stringContaining('Hotel Andes Centro'),
      expect.stringContaining('Bogotá → Cali'),
    ]);
    expect(within(upcoming).getAllByRole('link')[0]).toHaveAttribute('href', '/bookings/a');
    const requests = screen.getByRole('article', { name: 'Tus solicitudes' });
    expect(await within(requests).findByText('viajes esperan aprobación')).toBeInTheDocument();
    // A traveller approves nothing and sees no company figures.
    expect(screen.queryByRole('article', { name: 'Por aprobar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Gasto del mes/ })).not.toBeInTheDocument();
  });

  it('tells a traveller with no trips how to start', async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({ [`GET ${OWN}`]: list([]) });
    renderWithProviders(<SignedInSummary />);
    expect(
      await screen.findByText('No tienes viajes próximos. Busca un vuelo o un hotel para empezar.'),
    ).toBeInTheDocument();
  });

  it("shows an approver the trips waiting for them and an administrator the month's spend", async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({
      [`GET ${OWN}`]: list([]),
      'GET /api/approvals': list([], 1),
      'GET /api/spend/month': {
        status: 200,
        body: { companyId: 1, month: '2026-11', total: 1_700_000, bookings: 3, outOfPolicy: 1 },
      },
      'GET /api/spend/month?month=2026-10': {
        status: 200,
        body: { companyId: 1, month: '2026-10', total: 2_450_000, bookings: 1, outOfPolicy: 0 },
      },
    });
    renderWithProviders(<SignedInSummary />);
    const approvals = await screen.findByRole('article', { name: 'Por aprobar' });
    expect(await within(approvals).findByText('viaje espera tu decisión')).toBeInTheDocument();
    const spend = await screen.findByRole('article', { name: 'Gasto del mes (noviembre)' });
    expect(spend).toHaveTextContent('$ 1.700.000 en 3 reservas, 1 fuera de la política');
    // Beside last month's, so that the 1st's $ 0 is not read alone (issue 36).
    expect(await within(spend).findByText('Octubre: $ 2.450.000 en 1 reserva')).toBeInTheDocument();
  });

  it('says so when a figure cannot load', async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({
      [`GET ${OWN}`]: apiError(500, 'INTERNAL_ERROR', 'Error interno.'),
      'GET /api/approvals': list([]),
      'GET /api/spend/month': apiError(500, 'INTERNAL_ERROR', 'Error interno.'),
    });
    renderWithProviders(<SignedInSummary />);
    expect(await screen.findByText('No pudimos cargar tus viajes.')).toBeInTheDocument();
    expect(await screen.findByText('No pudimos cargar el gasto del mes.')).toBeInTheDocument();
  });
});
