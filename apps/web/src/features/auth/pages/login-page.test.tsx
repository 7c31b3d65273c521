import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_CREDENTIALS_MESSAGE } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { RouteGuard } from '../../../app/route-guard';
import { rememberReturnPath } from '../../../lib/session-storage';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { andesEnergia, buildSessionResponse, buildUser, TEST_TOKEN } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { LoginPage } from './login-page';

async function renderLoginPage(path = '/login') {
  renderWithProviders(
    // The auth-only guard of /login is what leaves the page once signed in.
    <RouteGuard path="/login" guard="authOnly">
      <LoginPage />
    </RouteGuard>,
    {
      path,
      routePath: path.startsWith('/login/') ? '/login/:idcompany' : '/login',
    },
  );
  return {
    email: await screen.findByLabelText('Correo electrónico'),
    password: await screen.findByLabelText('Contraseña'),
    submit: getIonButton('Ingresar'),
  };
}

describe('LoginPage', () => {
  it.each([
    [undefined, 'Ingresa con el correo de tu empresa para reservar tus viajes.'],
    ['/bookings', 'Inicia sesión para continuar; volverás a la página que abriste.'],
    [
      '/flight-checkout/BOG/MDE/2026-03-10/1/0/0/AV/9301/Y/1/07:00/08:05/389000',
      'Inicia sesión para continuar con tu reserva; volverás al paso en el que ibas.',
    ],
  ])('speaks of a booking only when one was interrupted (remembered step %s)', async (step, lead) => {
    mockFetch({});
    if (step) rememberReturnPath(step);
    await renderLoginPage();
    expect(screen.getByText(lead)).toBeInTheDocument();
  });

  it('explains what is missing before calling the server', async () => {
    const { fetchMock } = mockFetch({});
    const { submit } = await renderLoginPage();

    await userEvent.click(submit);

    const messages = await screen.findAllByRole('alert');
    expect(messages.map((message) => message.textContent)).toEqual([
      'El correo electrónico es obligatorio.',
      'La contraseña es obligatoria.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an e-mail that is not one', async () => {
    mockFetch({});
    const { email, password, submit } = await renderLoginPage();

    await userEvent.type(email, 'laura.andesenergia.co');
    await userEvent.type(password, 'Travesia2026!');
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Ingresa un correo electrónico válido.');
    // The field is marked in a commit of its own, which a loaded machine may run after the alert's.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  });

  it("shows the server's message for wrong credentials", async () => {
    mockFetch({ 'POST /api/auth/login': apiError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE) });
    const { email, password, submit } = await renderLoginPage();

    await userEvent.type(email, 'viajero@andesenergia.co');
    await userEvent.type(password, 'incorrecta');
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_CREDENTIALS_MESSAGE);
    expect(currentLocation()).toBe('/login');
  });

  it("shows the server's message when there were too many attempts", async () => {
    const message = 'Demasiados intentos. Intenta de nuevo en 15 minutos.';
    mockFetch({ 'POST /api/auth/login': apiError(429, 'RATE_LIMITED', message) });
    const { email, password, submit } = await renderLoginPage();

    await userEvent.type(email, 'viajero@andesenergia.co');
    await userEvent.type(password, 'Travesia2026!');
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('signs in, loads the user data and goes to /flight-home', async () => {
    const user = buildUser();
    const { requests } = mockFetch({
      'POST /api/auth/login': { status: 200, body: buildSessionResponse(user) },
      'GET /api/me': { status: 200, body: { success: true, data: user } },
    });
    const { email, password, submit } = await renderLoginPage();

    await userEvent.type(email, '  Viajero@AndesEnergia.co ');
    await userEvent.type(password, 'Travesia2026!');
    await userEvent.click(submit);

    await waitFor(() => expect(currentLocation()).toBe('/flight-home'));
    // Signed in, the header also asks for the notifications, and the typed address was asked about its company's
    // identity provider (none here); these are the sign-in calls.
    const signInRequests = requests.filter(
      (request) => request.url !== '/api/notifications' && request.url !== '/api/auth/sso/discover',
    );
    expect(signInRequests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/auth/login',
      'GET /api/me',
    ]);
    expect(signInRequests[0]?.body).toEqual({ email: 'viajero@andesenergia.co', password: 'Travesia2026!' });
    expect(signInRequests[1]?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(JSON.parse(localStorage.getItem('travesia-session') ?? '{}')).toEqual({
      jwt: TEST_TOKEN,
      idCliente: 'viajero@andesenergia.co',
    });
    expect(JSON.parse(localStorage.getItem('user-data') ?? '{}')).toMatchObject({ name: 'Laura Gómez' });
  });

  it("reports 'Error HTTP: {status}' when the user data cannot be loaded, and keeps no session", async () => {
    mockFetch({
      'POST /api/auth/login': { status: 200, body: buildSessionResponse() },
      'GET /api/me': apiError(500, 'INTERNAL_ERROR', 'Error interno.'),
    });
    const { email, password, submit } = await renderLoginPage();

    await userEvent.type(email, 'viajero@andesenergia.co');
    await userEvent.type(password, 'Travesia2026!');
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Error HTTP: 500');
    expect(localStorage.getItem('travesia-session')).toBeNull();
    expect(currentLocation()).toBe('/login');
  });

  it('links to password recovery and registration', async () => {
    mockFetch({});
    await renderLoginPage();

    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/restore-pass',
    );
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/register');
  });

  it("shows the company's logo and name on /login/:idcompany", async () => {
    const { requests } = mockFetch({
      'GET /api/companies/1/branding': {
        status: 200,
        body: { name: andesEnergia.name, logo_url: andesEnergia.logo_url },
      },
    });
    await renderLoginPage('/login/1');

    expect(await screen.findByRole('img', { name: 'Logo de Andes Energía S.A.S.' })).toHaveAttribute(
      'src',
      '/brand/andes-energia.svg',
    );
    expect(screen.getByText('Andes Energía S.A.S.')).toBeInTheDocument();
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('falls back to the generic login for an unknown company', async () => {
    mockFetch({ 'GET /api/companies/999/branding': apiError(404, 'NOT_FOUND', 'Empresa no encontrada.') });
    await renderLoginPage('/login/999');

    expect(await screen.findByText('No encontramos esa empresa.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('is the generic login when this address asked for too many companies', async () => {
    const { requests } = mockFetch({
      'GET /api/companies/7/branding': apiError(
        429,
        'RATE_LIMITED',
        'Demasiados intentos. Intenta de nuevo en 40 minutos.',
      ),
    });
    await renderLoginPage('/login/7');

    // The branding, and what the company's own sign-in page offers (its identity provider's button, if any).
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.company-branding')).toBeNull());
    expect(screen.queryByText(/Demasiados intentos/)).toBeNull();
    expect(screen.queryByText('No encontramos esa empresa.')).toBeNull();
  });

  it('does not ask the server about an address that cannot be a company', async () => {
    const { fetchMock } = mockFetch({});
    await renderLoginPage('/login/andes');

    expect(await screen.findByText('No encontramos esa empresa.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
