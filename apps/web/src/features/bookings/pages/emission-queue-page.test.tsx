import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type EmissionQueueItem, formatCop } from '@travesia/domain';
import { describe, expect, it, vi } from 'vitest';
import { buildBookingSummary, buildHotelBooking } from '../../../testing/booking-fixtures';
import { mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { EmissionQueuePage } from './emission-queue-page';

const FIRST: EmissionQueueItem = {
  ...buildBookingSummary({ status: 'approved', allowedTransitions: ['emitted', 'cancelled'] }),
  companyName: 'Andes Energía S.A.S.',
};
const SECOND: EmissionQueueItem = {
  ...buildBookingSummary({
    id: 'b6f1c1d2-0000-4000-8000-000000000002',
    locator: 'TRV-F9X3M',
    type: 'flight',
    status: 'approved',
    title: 'Bogotá → Medellín',
    traveller: { id: 31, name: 'Julián Díaz', documento: '1037600789', email: 'viajero@cafedelsur.co' },
    total: 420_000,
    allowedTransitions: ['emitted', 'cancelled'],
  }),
  companyName: 'Café del Sur',
};

/** toHaveTextContent compares with the non-breaking spaces of the amounts turned into plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

function renderPage() {
  return renderWithProviders(<EmissionQueuePage />, { path: '/emission-queue' });
}

// Two alerts and role queries over a full Ionic page are slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('EmissionQueuePage', () => {
  it('lists the approved bookings of every company and emits one after the confirmation', async () => {
    storeSignedInUser(buildUser('operador', { email: 'operador@travesia.co' }));
    let queue = [FIRST, SECOND];
    const { requests } = mockFetch({
      'GET /api/emission-queue': () => ({
        status: 200,
        body: { data: queue, page: 1, pageSize: 20, total: queue.length },
      }),
      [`PUT /api/bookings/${FIRST.id}`]: () => {
        queue = [SECOND];
        return { status: 200, body: buildHotelBooking({ status: 'emitted' }) };
      },
    });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Reservas por emitir' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Andes Energía S.A.S. · Laura Gómez');
    expect(rows[0]).toHaveTextContent('Hotel Andes Centro');
    expect(rows[0]).toHaveTextContent(spaced(formatCop(FIRST.total)));
    expect(rows[1]).toHaveTextContent('Café del Sur · Julián Díaz');
    expect(screen.getByText('2 reservas aprobadas, los viajes más próximos primero.')).toBeInTheDocument();

    await userEvent.click(within(rows[0] as HTMLElement).getByText('Emitir reserva'));
    const alert = await screen.findByRole('alertdialog', { name: '¿Emitir la reserva TRV-H7K2Q?' });
    expect(alert).toHaveTextContent(`Laura Gómez · Total ${spaced(formatCop(FIRST.total))}`);
    await userEvent.click(within(alert).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.click(within(rows[0] as HTMLElement).getByText('Emitir reserva'));
    const again = await screen.findByRole('alertdialog', { name: '¿Emitir la reserva TRV-H7K2Q?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Emitir' }));

    expect(
      await screen.findByText('La reserva TRV-H7K2Q quedó emitida con el proveedor.'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ status: 'emitted' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('says so when nothing waits', async () => {
    storeSignedInUser(buildUser('operador', { email: 'operador@travesia.co' }));
    mockFetch({
      'GET /api/emission-queue': { status: 200, body: { data: [], page: 1, pageSize: 20, total: 0 } },
    });
    renderPage();
    expect(await screen.findByText('No hay reservas aprobadas por emitir.')).toBeInTheDocument();
  });
});
