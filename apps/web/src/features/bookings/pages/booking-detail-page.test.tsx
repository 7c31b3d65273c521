import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCop } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildHotelBooking } from '../../../testing/booking-fixtures';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser, TEST_TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { BookingDetailPage } from './booking-detail-page';

const BOOKING = buildHotelBooking();
const URL_OF = `/api/bookings/${BOOKING.id}`;

/** toHaveTextContent compares with the non-breaking spaces of the amounts turned into plain ones. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

function renderPage() {
  return renderWithProviders(<BookingDetailPage />, {
    path: URL_OF.replace('/api', ''),
    routePath: '/bookings/:id',
  });
}

/** An Ionic alert once presented. */
async function findAlert(name: string) {
  return screen.findByRole('alertdialog', { name });
}

afterEach(() => vi.restoreAllMocks());

describe('BookingDetailPage', () => {
  it('shows the itinerary, price, policy with its reason, cost center, traveller and history', async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({
      [`GET ${URL_OF}`]: {
        status: 200,
        body: buildHotelBooking({
          status: 'emitted',
          supplierLocator: 'HB-102-4567890',
          corporateRateOf: 'Andes Energía S.A.S.',
          events: [
            ...BOOKING.events,
            {
              id: 2,
              fromStatus: 'pending_approval',
              toStatus: 'approved',
              actorName: 'Carlos Restrepo',
              comment: 'Adelante.',
              createdAt: '2026-11-19T15:30:00.000Z',
            },
            {
              id: 3,
              fromStatus: 'approved',
              toStatus: 'emitted',
              actorName: null,
              comment: null,
              createdAt: '2026-11-19T16:00:00.000Z',
            },
          ],
        }),
      },
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Andes Centro' })).toBeInTheDocument();
    expect(screen.getByText('Hotel · Localizador TRV-H7K2Q')).toBeInTheDocument();
    expect(screen.getAllByText('Emitida')[0]).toHaveClass('booking-status-chip--emitted');
    expect(screen.getByText('Suite')).toBeInTheDocument();
    expect(screen.getByText('Tarifa corporativa de Andes Energía S.A.S.')).toBeInTheDocument();
    expect(screen.getByText('4 de dic de 2026 (2 noches)')).toBeInTheDocument();
    expect(screen.getByText('Fuera de la política')).toBeInTheDocument();
    expect(screen.getByText('Evento del cliente en el hotel.')).toBeInTheDocument();
    expect(screen.getByText('CC-100 · Operaciones')).toBeInTheDocument();
    expect(screen.getByText('Laura Gómez · viajero@andesenergia.co')).toBeInTheDocument();
    expect(screen.getByText('HB-102-4567890')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Historial de aprobación' });
    const events = within(history).getAllByRole('listitem');
    expect(events).toHaveLength(3);
    expect(events[1]).toHaveTextContent('Pendiente de aprobación → Aprobada');
    expect(events[1]).toHaveTextContent('Carlos Restrepo');
    expect(events[1]).toHaveTextContent('Adelante.');
    expect(events[2]).toHaveTextContent('Sistema');
    // No transition is allowed for this viewer: no action buttons.
    expect(screen.queryByText('Cancelar reserva', { selector: 'ion-button' })).not.toBeInTheDocument();
    expect(screen.queryByText('Emitir reserva', { selector: 'ion-button' })).not.toBeInTheDocument();
  });

  it('offers exactly the allowed transitions and cancels after the confirmation alert', async () => {
    storeSignedInUser(buildUser('viajero'));
    let status = 'pending_approval';
    const { requests } = mockFetch({
      [`GET ${URL_OF}`]: () => ({
        status: 200,
        body: buildHotelBooking({
          status: status as 'pending_approval',
          allowedTransitions: status === 'pending_approval' ? ['cancelled'] : [],
        }),
      }),
      [`PUT ${URL_OF}`]: () => {
        status = 'cancelled';
        return { status: 200, body: buildHotelBooking({ status: 'cancelled' }) };
      },
    });
    renderPage();

    await userEvent.click(await screen.findByText('Cancelar reserva', { selector: 'ion-button' }));
    expect(screen.queryByText('Aprobar viaje')).not.toBeInTheDocument();
    const alert = await findAlert('Cancelar reserva');
    expect(alert).toHaveTextContent(
      '¿Quieres cancelar la reserva TRV-H7K2Q? Esta acción no se puede deshacer.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Sí, cancelar' }));

    expect(await screen.findByText('La reserva quedó cancelada.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ status: 'cancelled' });
    // Fetched again, not patched locally.
    await waitFor(() =>
      expect(screen.getAllByText('Cancelada')[0]).toHaveClass('booking-status-chip--cancelled'),
    );
    expect(screen.queryByText('Cancelar reserva', { selector: 'ion-button' })).not.toBeInTheDocument();
  });

  it('says what cancelling an emitted trip refunds and loses before it is confirmed', async () => {
    storeSignedInUser(buildUser('viajero'));
    const text = `Se reembolsan ${formatCop(0)} y se pierden ${formatCop(BOOKING.total)}, según las condiciones: «Tarifa no reembolsable».`;
    // Shown approved; the agency emits it meanwhile, and the alert says what cancelling costs now.
    const shown = buildHotelBooking({
      status: 'approved',
      allowedTransitions: ['cancelled'],
      cancellationRefund: { refunded: BOOKING.total, lost: 0, text: 'Aún no está emitida con el proveedor.' },
    });
    const now = {
      ...shown,
      status: 'emitted' as const,
      cancellationRefund: { refunded: 0, lost: BOOKING.total, text },
    };
    let reads = 0;
    mockFetch({
      [`GET ${URL_OF}`]: () => {
        reads += 1;
        return { status: 200, body: reads === 1 ? shown : now };
      },
    });
    renderPage();

    await userEvent.click(await screen.findByText('Cancelar reserva', { selector: 'ion-button' }));
    const alert = await findAlert('Cancelar reserva');
    expect(alert).toHaveTextContent(
      spaced(
        `La reserva TRV-H7K2Q se cancelará también con el proveedor. ${text} Esta acción no se puede deshacer.`,
      ),
    );
  });

  it('lets the operator emit and shows the Spanish conflict when the state moved', async () => {
    storeSignedInUser(buildUser('operador'));
    mockFetch({
      [`GET ${URL_OF}`]: {
        status: 200,
        body: buildHotelBooking({ status: 'approved', allowedTransitions: ['emitted', 'cancelled'] }),
      },
      [`PUT ${URL_OF}`]: apiError(409, 'CONFLICT', 'Una reserva cancelada no puede pasar a emitida.'),
    });
    renderPage();

    await userEvent.click(await screen.findByText('Emitir reserva', { selector: 'ion-button' }));
    const alert = await findAlert('¿Emitir la reserva TRV-H7K2Q?');
    expect(alert).toHaveTextContent(`Laura Gómez · Total ${spaced(formatCop(BOOKING.total))}`);
    await userEvent.click(within(alert).getByRole('button', { name: 'Emitir' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Una reserva cancelada no puede pasar a emitida.',
    );
  });

  it('emits only once the operator confirms in the alert', async () => {
    storeSignedInUser(buildUser('operador'));
    const { requests } = mockFetch({
      [`GET ${URL_OF}`]: {
        status: 200,
        body: buildHotelBooking({ status: 'approved', allowedTransitions: ['emitted', 'cancelled'] }),
      },
      [`PUT ${URL_OF}`]: { status: 200, body: buildHotelBooking({ status: 'emitted' }) },
    });
    renderPage();

    await userEvent.click(await screen.findByText('Emitir reserva', { selector: 'ion-button' }));
    await userEvent.click(
      within(await findAlert('¿Emitir la reserva TRV-H7K2Q?')).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByText('Emitir reserva', { selector: 'ion-button' }));
    await userEvent.click(
      within(await findAlert('¿Emitir la reserva TRV-H7K2Q?')).getByRole('button', { name: 'Emitir' }),
    );
    expect(await screen.findByText('La reserva quedó emitida con el proveedor.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ status: 'emitted' });
  });

  it('asks the approver for a comment before rejecting', async () => {
    storeSignedInUser(buildUser('aprobador'));
    const { requests } = mockFetch({
      [`GET ${URL_OF}`]: {
        status: 200,
        body: buildHotelBooking({ allowedTransitions: ['approved', 'rejected'] }),
      },
      [`PUT ${URL_OF}`]: { status: 200, body: buildHotelBooking({ status: 'rejected' }) },
    });
    renderPage();

    await userEvent.click(await screen.findByText('Rechazar viaje', { selector: 'ion-button' }));
    const form = await screen.findByRole('form', { name: 'Rechazar viaje' });
    await userEvent.click(within(form).getByText('Rechazar viaje', { selector: 'ion-button' }));
    expect(await within(form).findByText('Indica el motivo del rechazo.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.type(
      within(form).getByLabelText('Motivo del rechazo'),
      'Hay hoteles de convenio más baratos.',
    );
    await userEvent.click(within(form).getByText('Rechazar viaje', { selector: 'ion-button' }));
    expect(await screen.findByText('Rechazaste el viaje.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      status: 'rejected',
      comment: 'Hay hoteles de convenio más baratos.',
    });
  });

  it('downloads the .ics with the bearer token', async () => {
    storeSignedInUser(buildUser('viajero'));
    const { requests } = mockFetch({ [`GET ${URL_OF}`]: { status: 200, body: BOOKING } });
    const fetchMock = vi.mocked(fetch);
    const fallback = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/calendar.ics')) {
        requests.push({
          method: 'GET',
          url: String(input),
          headers: new Headers(init?.headers),
          body: undefined,
        });
        return new Response('BEGIN:VCALENDAR', { headers: { 'Content-Type': 'text/calendar' } });
      }
      return (fallback as typeof fetch)(input, init);
    });
    const createObjectURL = vi.fn(() => 'blob:travesia/ics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();

    await userEvent.click(
      await screen.findByText('Agregar al calendario', { selector: 'ion-button, ion-button *' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toBe('reserva-TRV-H7K2Q.ics');
    expect(anchor.href).toBe('blob:travesia/ics');
    const ics = requests.find((request) => request.url.endsWith('/calendar.ics'));
    expect(ics?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('offers no calendar file for a rejected trip', async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({ [`GET ${URL_OF}`]: { status: 200, body: buildHotelBooking({ status: 'rejected' }) } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Andes Centro' })).toBeInTheDocument();
    expect(screen.queryByText('Agregar al calendario')).not.toBeInTheDocument();
  });

  it("shows the server's message for a booking the user may not see", async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({ [`GET ${URL_OF}`]: apiError(404, 'NOT_FOUND', 'Reserva no encontrada.') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Reserva no encontrada.');
  });
});
