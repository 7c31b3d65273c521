import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { currentLocation, renderApp, renderWithProviders } from '../../../testing/render';
import { NotificationBell } from '../components/notification-bell';
import { NotificationsPage } from './notifications-page';

const APPROVED: Notification = {
  id: 1,
  kind: 'approved',
  title: 'Tu viaje fue aprobado',
  body: 'Carlos Restrepo aprobó tu reserva TRV-H7K2Q.',
  bookingId: 'b1',
  readAt: null,
  createdAt: '2026-11-19T15:30:00.000Z',
};
const EMITTED: Notification = {
  ...APPROVED,
  id: 2,
  kind: 'emitted',
  title: 'Tu reserva fue emitida',
  body: 'La agencia emitió tu reserva TRV-H7K2Q.',
  readAt: '2026-11-19T18:00:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('NotificationsPage', () => {
  it('lists the notifications, marks one and then all as read', async () => {
    storeSignedInUser(buildUser('viajero'));
    let readIds: number[] = [];
    const { requests } = mockFetch({
      'GET /api/notifications': () => {
        const data = [APPROVED, { ...EMITTED, id: 3, readAt: null }, EMITTED].map((notification) =>
          readIds.includes(notification.id)
            ? { ...notification, readAt: '2026-11-20T00:00:00.000Z' }
            : notification,
        );
        return { status: 200, body: { data, unread: data.filter((item) => item.readAt === null).length } };
      },
      'POST /api/notifications/1/read': () => {
        readIds = [...readIds, 1];
        return { status: 204 };
      },
      'POST /api/notifications/read-all': () => {
        readIds = [1, 2, 3];
        return { status: 204 };
      },
    });
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });

    const list = await screen.findByRole('list', { name: 'Notificaciones' });
    expect(screen.getByText('2 sin leer.')).toBeInTheDocument();
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('heading')).toHaveTextContent('Sin leer: Tu viaje fue aprobado');
    expect(within(first).getByRole('link', { name: 'Ver reserva' })).toHaveAttribute('href', '/bookings/b1');

    await userEvent.click(within(first).getByText('Marcar como leída', { selector: 'ion-button' }));
    expect(await screen.findByText('1 sin leer.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Marcar todas como leídas', { selector: 'ion-button' }));
    expect(await screen.findByText('Todas leídas.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      '/api/notifications/1/read',
      '/api/notifications/read-all',
    ]);
  });

  it('shows the empty and the error states', async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({ 'GET /api/notifications': { status: 200, body: { data: [], unread: 0 } } });
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByText('No tienes notificaciones.')).toBeInTheDocument();
  });

  it('reports a failing list with the server message', async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({
      'GET /api/notifications': apiError(500, 'INTERNAL_ERROR', 'Error al procesar la solicitud'),
    });
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    expect(
      await screen.findByText('Error al procesar la solicitud', { selector: '[role="alert"] *' }),
    ).toBeInTheDocument();
  });
});

describe('NotificationBell', () => {
  it('announces the unread count and links to the list', async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({ 'GET /api/notifications': { status: 200, body: { data: [APPROVED], unread: 1 } } });
    renderWithProviders(<NotificationBell />);
    await waitFor(() =>
      expect(document.querySelector('ion-button.notification-bell')).toHaveAttribute(
        'aria-label',
        'Notificaciones, 1 sin leer',
      ),
    );
    expect(document.querySelector('.notification-bell__badge')).toHaveTextContent('1');
    await userEvent.click(document.querySelector('ion-button.notification-bell') as HTMLElement);
    await waitFor(() => expect(currentLocation()).toBe('/notifications'));
  });

  it('is in the header only for a signed-in user', async () => {
    mockFetch({});
    renderApp('/');
    await screen.findAllByText('Iniciar sesión');
    expect(document.querySelector('ion-button.notification-bell')).toBeNull();
  });
});
