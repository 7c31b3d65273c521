import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvitationDetails } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildSessionResponse, buildUser } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { InvitationPage } from './invitation-page';

const TOKEN = 'aW52aXRhdGlvbi10b2tlbi0wMTIzNDU2Nzg5YWJjZGVm';
const INVITATION: InvitationDetails = {
  email: 'nueva@andesenergia.co',
  role: 'aprobador',
  companyName: 'Andes Energía S.A.S.',
  firstname: 'María José',
  last_name: 'De la Torre',
  documento: '7070707070',
};
const NEW_USER = buildUser('aprobador', {
  name: 'María José',
  last_name: 'De la Torre',
  email: 'nueva@andesenergia.co',
  documento: '7070707070',
});

function renderPage() {
  return renderWithProviders(<InvitationPage />, {
    path: `/invitation/${TOKEN}`,
    routePath: '/invitation/:token',
  });
}

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 20_000 });

describe('InvitationPage', () => {
  it('shows the invitation, prefilled, and joins and signs in with the new password', async () => {
    const { requests } = mockFetch({
      'POST /api/invitations/lookup': { status: 200, body: INVITATION },
      'POST /api/invitations/accept': { status: 201, body: { email: INVITATION.email } },
      'POST /api/auth/login': { status: 200, body: buildSessionResponse(NEW_USER) },
      'GET /api/me': { status: 200, body: { success: true, data: NEW_USER } },
    });
    renderPage();

    expect(await screen.findByText(/Andes Energía S.A.S. te invitó como aprobador/)).toHaveTextContent(
      'Tu cuenta será nueva@andesenergia.co.',
    );
    expect(await screen.findByLabelText('Nombre')).toHaveValue('María José');
    const documento = screen.getByLabelText('Número de documento');
    expect(documento).toHaveValue('7070707070');
    // The company's documento is locked: the server refuses any other.
    expect(documento).toHaveAttribute('readonly');
    expect(screen.getByText(/Lo registró tu empresa/)).toBeInTheDocument();
    await fillIn({ Contraseña: 'ClaveNueva2026', 'Confirmar contraseña': 'ClaveNueva2026' });
    await userEvent.click(getIonButton('Crear mi cuenta'));

    await waitFor(() => expect(currentLocation()).toBe('/flight-home'));
    expect(requests.find((request) => request.url === '/api/invitations/lookup')?.body).toEqual({
      token: TOKEN,
    });
    expect(requests.find((request) => request.url === '/api/invitations/accept')?.body).toEqual({
      token: TOKEN,
      firstname: 'María José',
      last_name: 'De la Torre',
      documento: '7070707070',
      password: 'ClaveNueva2026',
    });
    expect(requests.find((request) => request.url === '/api/auth/login')?.body).toEqual({
      email: 'nueva@andesenergia.co',
      password: 'ClaveNueva2026',
    });
  });

  it('validates the form in Spanish before sending anything', async () => {
    const { requests } = mockFetch({
      'POST /api/invitations/lookup': {
        status: 200,
        body: { ...INVITATION, firstname: null, documento: null },
      },
    });
    renderPage();
    await fillIn({ 'Número de documento': '12.345', Contraseña: 'corta', 'Confirmar contraseña': 'otra' });
    await userEvent.click(getIonButton('Crear mi cuenta'));

    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres.')).toBeInTheDocument();
    expect(
      screen.getByText('El número de documento debe tener entre 5 y 15 dígitos, sin puntos ni espacios.'),
    ).toBeInTheDocument();
    expect(screen.getByText('La contraseña debe tener al menos 10 caracteres.')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/invitations/accept')).toEqual([]);
  });

  it('says when the link is no longer valid', async () => {
    mockFetch({
      'POST /api/invitations/lookup': apiError(
        404,
        'NOT_FOUND',
        'La invitación no es válida, ya se usó o venció. Pide una nueva.',
      ),
    });
    renderPage();
    expect(
      await screen.findByText('La invitación no es válida, ya se usó o venció. Pide una nueva.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, e.g. a documento already in use', async () => {
    mockFetch({
      'POST /api/invitations/lookup': { status: 200, body: INVITATION },
      'POST /api/invitations/accept': apiError(
        409,
        'CONFLICT',
        'Ya existe un usuario con este número de documento en la empresa.',
      ),
    });
    renderPage();
    await fillIn({ Contraseña: 'ClaveNueva2026', 'Confirmar contraseña': 'ClaveNueva2026' });
    await userEvent.click(getIonButton('Crear mi cuenta'));
    expect(
      await screen.findByText('Ya existe un usuario con este número de documento en la empresa.'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe(`/invitation/${TOKEN}`);
  });
});
