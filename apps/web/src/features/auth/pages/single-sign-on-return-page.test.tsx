import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SSO_REFUSALS } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { RouteGuard } from '../../../app/route-guard';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildSessionResponse, buildUser, TEST_TOKEN } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { SingleSignOnReturnPage } from './single-sign-on-return-page';

const CODE = 'codigo-de-un-solo-uso-0123456789abcdef';

function renderReturnPage(hash = `#code=${CODE}`) {
  window.history.replaceState(null, '', `/login/sso${hash}`);
  renderWithProviders(
    <RouteGuard path="/login/sso" guard="authOnly">
      <SingleSignOnReturnPage />
    </RouteGuard>,
    { path: '/login/sso', routePath: '/login/sso' },
  );
}

describe('SingleSignOnReturnPage', () => {
  it('trades the code for a session once and leaves like any sign-in', async () => {
    const user = buildUser();
    const { requests } = mockFetch({
      'POST /api/auth/sso/exchange': { status: 200, body: buildSessionResponse(user) },
      'GET /api/me': { status: 200, body: { success: true, data: user } },
    });
    renderReturnPage();

    await waitFor(() => expect(currentLocation()).toBe('/flight-home'));
    expect(window.location.hash).toBe('');
    const exchanges = requests.filter((request) => request.url === '/api/auth/sso/exchange');
    expect(exchanges.map((request) => request.body)).toEqual([{ code: CODE }]);
    expect(JSON.parse(localStorage.getItem('travesia-session') ?? '{}')).toMatchObject({ jwt: TEST_TOKEN });
  });

  it("asks a first sign-in for what the provider does not know, then creates the traveller's account", async () => {
    const user = buildUser();
    const { requests } = mockFetch({
      'POST /api/auth/sso/exchange': {
        status: 200,
        body: {
          needsDetails: true,
          email: 'nueva@andesenergia.co',
          firstname: 'Nueva',
          last_name: 'Persona',
          companyName: 'Andes Energía S.A.S.',
        },
      },
      'POST /api/auth/sso/complete': { status: 201, body: buildSessionResponse(user) },
      'GET /api/me': { status: 200, body: { success: true, data: user } },
    });
    renderReturnPage();

    expect(
      await screen.findByText(/Es tu primera vez en Travesía con nueva@andesenergia.co/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Nueva');
    await userEvent.type(screen.getByLabelText('Número de documento'), '1098765432');
    await userEvent.type(screen.getByLabelText('Teléfono'), '3105550199');
    await userEvent.click(getIonButton('Crear mi cuenta'));

    await waitFor(() => expect(currentLocation()).toBe('/flight-home'));
    expect(requests.find((request) => request.url === '/api/auth/sso/complete')?.body).toMatchObject({
      code: CODE,
      documento: '1098765432',
      firstname: 'Nueva',
      last_name: 'Persona',
    });
  });

  it("shows the server's refusal with a way back", async () => {
    mockFetch({ 'POST /api/auth/sso/exchange': apiError(403, 'FORBIDDEN', SSO_REFUSALS.other_browser) });
    renderReturnPage();

    expect(await screen.findByText(SSO_REFUSALS.other_browser)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('says the sign-in expired when the address holds no code', async () => {
    const { fetchMock } = mockFetch({});
    renderReturnPage('');

    expect(await screen.findByText(SSO_REFUSALS.expired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
