import { screen, within } from '@testing-library/react';
import type { SupplierStatus } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { SuppliersPage } from './suppliers-page';

const STATUS: SupplierStatus = {
  hotels: { supplier: 'hotelbeds', label: 'Hotelbeds APItude', live: true },
  flights: { supplier: 'builtin', label: 'Inventario propio', live: false },
  stats: [{ supplier: 'hotelbeds', calls: 3, errors: 1, timeouts: 1, p50Ms: 240, p95Ms: 1010 }],
  recent: [
    {
      supplier: 'hotelbeds',
      operation: 'availability',
      outcome: 'timeout',
      httpStatus: null,
      durationMs: 1010,
      at: '2026-11-23T15:00:03.000Z',
    },
    {
      supplier: 'hotelbeds',
      operation: 'availability',
      outcome: 'error',
      httpStatus: 500,
      durationMs: 120,
      at: '2026-11-23T15:00:02.000Z',
    },
  ],
};

describe('SuppliersPage', () => {
  it('shows the operador who serves each product, the day’s figures and the last calls', async () => {
    storeSignedInUser(buildUser('operador', { email: 'operador@travesia.co' }));
    mockFetch({ 'GET /api/suppliers': { status: 200, body: STATUS } });
    renderWithProviders(<SuppliersPage />, { path: '/suppliers' });

    const inventories = await screen.findByRole('list', { name: 'Inventarios' });
    expect(inventories).toHaveTextContent('HotelesHotelbeds APItudeConectado en vivo');
    expect(inventories).toHaveTextContent('VuelosInventario propio');
    const [stats, recent] = screen.getAllByRole('table');
    expect(
      within(stats as HTMLElement).getByRole('row', { name: /Hotelbeds APItude 3 1 1 240 ms 1010 ms/ }),
    ).toBeInTheDocument();
    expect(within(recent as HTMLElement).getByText('Sin respuesta a tiempo')).toBeInTheDocument();
    expect(within(recent as HTMLElement).getByText('Error (HTTP 500)')).toBeInTheDocument();
  });

  it('says when no live supplier was called', async () => {
    storeSignedInUser(buildUser('operador', { email: 'operador@travesia.co' }));
    mockFetch({ 'GET /api/suppliers': { status: 200, body: { ...STATUS, stats: [], recent: [] } } });
    renderWithProviders(<SuppliersPage />, { path: '/suppliers' });
    expect(
      await screen.findByText('Sin llamadas a proveedores externos en las últimas 24 horas.'),
    ).toBeInTheDocument();
  });
});
