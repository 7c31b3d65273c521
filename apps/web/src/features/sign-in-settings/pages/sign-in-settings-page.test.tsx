import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BREAK_GLASS_REQUIRED_MESSAGE, type SignInSettings } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { andesEnergia, buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { SignInSettingsPage } from './sign-in-settings-page';

const URL = `/api/companies/${andesEnergia.id}/sign-in-settings`;
const SETTINGS: SignInSettings = {
  method: 'oidc_generic',
  domains: ['andesenergia.co'],
  ssoOnly: false,
  breakGlassUserId: null,
  firstSignIn: 'existing_only',
  clientId: 'travesia-web',
  hasClientSecret: true,
  issuerUrl: 'https://andes.okta.com',
  tenantId: '',
  hostedDomain: '',
  samlEntityId: '',
  samlSsoUrl: '',
  samlCertificates: [],
  companyDomains: ['andesenergia.co'],
  breakGlassCandidates: [{ id: 3, name: 'Ana Martínez', email: 'admin@andesenergia.co' }],
  serviceProvider: {
    oidcRedirectUri: 'https://app.travesia.co/api/auth/sso/oidc/callback',
    samlEntityId: 'https://app.travesia.co/api/auth/sso/saml/1',
    samlAcsUrl: 'https://app.travesia.co/api/auth/sso/saml/1/acs',
    samlMetadataUrl: 'https://app.travesia.co/api/auth/sso/saml/1/metadata',
  },
};

function renderPage() {
  storeSignedInUser(buildUser('administrador', { email: 'admin@andesenergia.co' }));
  renderWithProviders(<SignInSettingsPage />, { path: '/sign-in-settings' });
}

describe('SignInSettingsPage', () => {
  it('answers first how the company signs in, never shows the secret, and keeps it when left empty', async () => {
    const { requests } = mockFetch({
      [`GET ${URL}`]: { status: 200, body: SETTINGS },
      [`PUT ${URL}`]: (request) => ({
        status: 200,
        body: { ...SETTINGS, ...(request.body as object), hasClientSecret: true },
      }),
    });
    renderPage();

    expect(
      await screen.findByText(
        'Hoy @andesenergia.co inicia sesión con OpenID Connect: otro proveedor (Okta, Auth0, Keycloak…).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Configurado\. Déjalo vacío para conservarlo/)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS.serviceProvider.oidcRedirectUri)).toBeInTheDocument();
    expect(screen.getByLabelText('Secreto del cliente (client secret)')).toHaveValue('');

    await userEvent.click(getIonButton('Guardar'));

    expect(
      await screen.findByText(/^Guardamos los cambios: la empresa inicia sesión con OpenID Connect/),
    ).toBeInTheDocument();
    const saved = requests.find((request) => request.method === 'PUT');
    expect(saved?.body).toMatchObject({
      method: 'oidc_generic',
      clientSecret: '',
      domains: ['andesenergia.co'],
    });
  });

  it('asks for a break-glass administrador before «solo SSO» is saved', async () => {
    const { requests } = mockFetch({ [`GET ${URL}`]: { status: 200, body: SETTINGS } });
    renderPage();

    await userEvent.click(await screen.findByLabelText(/^Solo SSO/));
    expect(screen.getByLabelText(/cuenta de emergencia/)).toBeInTheDocument();
    await userEvent.click(getIonButton('Guardar'));

    expect(await screen.findByText(BREAK_GLASS_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it("shows the server's refusal", async () => {
    mockFetch({
      [`GET ${URL}`]: { status: 200, body: SETTINGS },
      [`PUT ${URL}`]: apiError(
        409,
        'CONFLICT',
        'El dominio andesenergia.co ya lo usa el inicio de sesión de otra empresa.',
      ),
    });
    renderPage();

    await userEvent.click(await screen.findByText('Guardar'));
    expect(
      await screen.findByText('El dominio andesenergia.co ya lo usa el inicio de sesión de otra empresa.'),
    ).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded', async () => {
    mockFetch({ [`GET ${URL}`]: apiError(500, 'INTERNAL_ERROR', 'Error al procesar la solicitud') });
    renderPage();
    expect(await screen.findByText('Error al procesar la solicitud')).toBeInTheDocument();
  });

  it('tells an admin whose company has no e-mail domains how to get them', async () => {
    mockFetch({ [`GET ${URL}`]: { status: 200, body: { ...SETTINGS, domains: [], companyDomains: [] } } });
    renderPage();
    expect(await screen.findByText(/no tiene dominios de correo registrados/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Cómo inician sesión las personas de la empresa')).toHaveValue(
        'oidc_generic',
      ),
    );
  });
});
