import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SSO_REFUSALS } from '@travesia/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '../../../app/route-guard';
import { goToExternalPage } from '../../../lib/external-navigation';
import { mockFetch } from '../../../testing/fetch-mock';
import { buildSessionResponse, buildUser } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { LoginPage } from './login-page';

vi.mock('../../../lib/external-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/external-navigation')>()),
  goToExternalPage: vi.fn(),
}));

const PROVIDER_URL = 'https://login.microsoftonline.com/tenant/oauth2/v2.0/authorize?state=x';

function renderLoginPage(path = '/login') {
  renderWithProviders(
    <RouteGuard path="/login" guard="authOnly">
      <LoginPage />
    </RouteGuard>,
    { path, routePath: path.startsWith('/login/') ? '/login/:idcompany' : '/login' },
  );
}

const offer = (buttonLabel: string, ssoOnly: boolean) => ({
  status: 200,
  body: { sso: { buttonLabel, ssoOnly } },
});

describe('LoginPage with a company that signs in through its identity provider', () => {
  beforeEach(() => vi.mocked(goToExternalPage).mockClear());

  it("offers the provider's button for an address of its domain, keeping the password", async () => {
    const { requests } = mockFetch({
      'POST /api/auth/sso/discover': offer('Continuar con Microsoft', false),
      'POST /api/auth/sso/start': { status: 200, body: { redirectUrl: PROVIDER_URL } },
    });
    renderLoginPage();

    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'laura@andesenergia.co');
    await userEvent.click(await screen.findByText('Continuar con Microsoft'));

    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    await waitFor(() => expect(goToExternalPage).toHaveBeenCalledWith(PROVIDER_URL));
    expect(requests.find((request) => request.url === '/api/auth/sso/start')?.body).toEqual({
      email: 'laura@andesenergia.co',
      returnTo: '/login',
    });
    // The address travels in a body, never in a logged URL.
    expect(requests.every((request) => !request.url.includes('andesenergia'))).toBe(true);
  });

  it('under «solo SSO» sends the address to the provider instead of asking for a password', async () => {
    const user = buildUser();
    const { requests } = mockFetch({
      'POST /api/auth/sso/discover': offer('Continuar con Google', true),
      'POST /api/auth/sso/start': { status: 200, body: { redirectUrl: PROVIDER_URL } },
      'POST /api/auth/login': { status: 200, body: buildSessionResponse(user) },
      'GET /api/me': { status: 200, body: { success: true, data: user } },
    });
    renderLoginPage();

    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'laura@andesenergia.co');
    expect(await screen.findByText(/continúa con él, sin contraseña/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).toBeNull();
    await userEvent.click(getIonButton('Continuar con Google'));
    await waitFor(() => expect(goToExternalPage).toHaveBeenCalledWith(PROVIDER_URL));
    expect(requests.some((request) => request.url === '/api/auth/login')).toBe(false);

    // The break-glass administrador brings the password back.
    await userEvent.click(screen.getByRole('button', { name: /usar mi contraseña/ }));
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Travesia2026!');
    await userEvent.click(getIonButton('Ingresar'));
    await waitFor(() => expect(currentLocation()).toBe('/flight-home'));
  });

  it("shows the company's provider first on its own sign-in page", async () => {
    const { requests } = mockFetch({
      'GET /api/companies/1/branding': {
        status: 200,
        body: { name: 'Andes Energía S.A.S.', logo_url: null },
      },
      'GET /api/auth/sso/companies/1': offer('Continuar con Microsoft', false),
      'POST /api/auth/sso/start': { status: 200, body: { redirectUrl: PROVIDER_URL } },
    });
    renderLoginPage('/login/1');

    await userEvent.click(await screen.findByText('Continuar con Microsoft'));
    await waitFor(() => expect(goToExternalPage).toHaveBeenCalledWith(PROVIDER_URL));
    expect(requests.find((request) => request.url === '/api/auth/sso/start')?.body).toEqual({
      companyId: 1,
      returnTo: '/login/1',
    });
    expect(screen.getByText('o con tu correo y contraseña')).toBeInTheDocument();
  });

  it('says why a sign-in through the provider let nobody in, once', async () => {
    mockFetch({});
    window.history.replaceState(null, '', '/login#sso-error=other_domain');
    renderLoginPage();

    expect(await screen.findByText(SSO_REFUSALS.other_domain)).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });
});
