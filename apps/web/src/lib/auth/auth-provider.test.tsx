import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../testing/fetch-mock';
import { buildUser, storeSignedInUser, TEST_TOKEN } from '../../testing/fixtures';
import { currentLocation, renderApp } from '../../testing/render';
import { apiRequest } from '../api-client';
import { saveSession } from '../session-storage';

const UNAUTHENTICATED = apiError(
  401,
  'UNAUTHENTICATED',
  'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
);

function storeTokenOnly() {
  saveSession({ jwt: TEST_TOKEN, idCliente: 'viajero@andesenergia.co' });
}

async function findSignedInChip() {
  return screen.findByRole('link', { name: /Laura Gómez/ });
}

describe('AuthProvider start-up', () => {
  it('restores a stored session and user without asking the server', async () => {
    const { requests } = mockFetch({});
    storeSignedInUser();
    renderApp('/bookings');

    expect(await findSignedInChip()).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Reservas' })).toBeInTheDocument();
    // The page asks for its bookings and the header for notifications; nobody asks who the user is.
    expect(requests.filter((request) => /^\/api\/(me|admin\/user)(\?|$)/.test(request.url))).toEqual([]);
  });

  it('completes a stored token without user data from GET /api/me', async () => {
    const { requests } = mockFetch({
      'GET /api/me': { status: 200, body: { success: true, data: buildUser() } },
    });
    storeTokenOnly();
    renderApp('/bookings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Reservas' })).toBeInTheDocument();
    expect(await findSignedInChip()).toBeInTheDocument();
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(JSON.parse(localStorage.getItem('user-data') ?? '{}')).toMatchObject({
      nationalId: '1020304050',
      name: 'Laura Gómez',
      firstname: 'Laura',
    });
  });

  it('logs out when the stored token is no longer valid', async () => {
    mockFetch({ 'GET /api/me': UNAUTHENTICATED, 'POST /api/auth/logout': UNAUTHENTICATED });
    storeTokenOnly();
    renderApp('/bookings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
    expect(localStorage.getItem('travesia-session')).toBeNull();
  });

  it('shows the initial-data alert with the server message, then logs out', async () => {
    mockFetch({
      'GET /api/me': apiError(500, 'INTERNAL_ERROR', 'El servicio no está disponible.'),
      'POST /api/auth/logout': { status: 204 },
    });
    storeTokenOnly();
    renderApp('/');

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Error Error al obtener los datos iniciales',
    });
    await waitFor(() => expect(dialog.closest('ion-alert')).not.toHaveClass('overlay-hidden'));
    expect(dialog).toHaveTextContent('Error al obtener los datos iniciales');
    expect(dialog).toHaveTextContent('El servicio no está disponible.');

    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(localStorage.getItem('travesia-session')).toBeNull();
  });

  it("falls back to 'Error al procesar la solicitud' when the server gives no message", async () => {
    mockFetch({ 'GET /api/me': { status: 503 } });
    storeTokenOnly();
    renderApp('/');

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Error Error al obtener los datos iniciales',
    });
    expect(dialog).toHaveTextContent('Error al procesar la solicitud');
  });

  it('drops unusable storage and starts signed out', async () => {
    localStorage.setItem('travesia-session', '{roto');
    localStorage.setItem('user-data', JSON.stringify({ name: 'Laura' }));
    mockFetch({});
    renderApp('/');

    expect(await screen.findByText('Preguntas frecuentes')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('user-data')).toBeNull());
    expect(localStorage.getItem('travesia-session')).toBeNull();
  });
});

describe('AuthProvider while signed in', () => {
  it('logs out on a 401 from any call', async () => {
    mockFetch({ 'GET /api/companies/1': UNAUTHENTICATED, 'POST /api/auth/logout': UNAUTHENTICATED });
    storeSignedInUser();
    renderApp('/bookings');
    await findSignedInChip();

    await apiRequest('/api/companies/1').catch(() => undefined);

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(screen.queryByRole('link', { name: /Laura Gómez/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('user-data')).toBeNull();
  });
});
