import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INVALID_SIGN_UP_LINK_MESSAGE,
  PASSWORD_RULES_TEXT,
  SIGN_UP_AWAITING_APPROVAL_MESSAGE,
} from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildSessionResponse, buildUser } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { ConfirmSignUpPage } from './confirm-sign-up-page';

const TOKEN = 'Y29uZmlybWF0aW9uLXRva2VuLTAxMjM0NTY3ODlhYmNkZWY';
const NEW_USER = buildUser('viajero', {
  name: 'Sofía',
  last_name: 'Castaño',
  email: 'sofia@andesenergia.co',
});

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(await screen.findByLabelText('Contraseña'), password);
  await userEvent.type(screen.getByLabelText('Confirmar contraseña'), confirmation);
}

function renderPage() {
  return renderWithProviders(<ConfirmSignUpPage />, {
    path: `/confirm-signup/${TOKEN}`,
    routePath: '/confirm-signup/:token',
  });
}

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 20_000 });

describe('ConfirmSignUpPage', () => {
  it('asks the link holder to choose the password with the usual rules, and checks them', async () => {
    const { requests } = mockFetch({});
    renderPage();
    expect(await screen.findByLabelText('Contraseña')).toHaveAccessibleDescription(PASSWORD_RULES_TEXT);
    await choosePassword('travesia2026', 'otra-clave');
    await userEvent.click(getIonButton('Confirmar mi cuenta'));

    expect(
      await screen.findByText('La contraseña debe incluir al menos una letra mayúscula.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says when the account waits for the administrator, without signing in', async () => {
    mockFetch({
      'POST /api/auth/register/confirm': {
        status: 202,
        body: { awaitingApproval: true, message: SIGN_UP_AWAITING_APPROVAL_MESSAGE },
      },
    });
    renderPage();
    await choosePassword('ViajeSeguro2026');
    await userEvent.click(getIonButton('Confirmar mi cuenta'));

    expect(await screen.findByText(SIGN_UP_AWAITING_APPROVAL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirmar mi cuenta' })).not.toBeInTheDocument();
    expect(localStorage.getItem('travesia-session')).toBeNull();
    expect(currentLocation()).toBe(`/confirm-signup/${TOKEN}`);
  });

  it('confirms only when asked, then signs in with the new account', async () => {
    const { requests } = mockFetch({
      'POST /api/auth/register/confirm': { status: 201, body: buildSessionResponse(NEW_USER) },
      'GET /api/me': { status: 200, body: { success: true, data: NEW_USER } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Confirma tu cuenta' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await choosePassword('ViajeSeguro2026');
    await userEvent.click(getIonButton('Confirmar mi cuenta'));

    await waitFor(() => expect(currentLocation()).toBe('/flight-home'));
    expect(requests[0]?.body).toEqual({ token: TOKEN, password: 'ViajeSeguro2026' });
    expect(localStorage.getItem('travesia-session')).not.toBeNull();
  });

  it('says when the link is used or expired and offers to sign up again', async () => {
    mockFetch({
      'POST /api/auth/register/confirm': apiError(400, 'VALIDATION_ERROR', INVALID_SIGN_UP_LINK_MESSAGE),
    });
    renderPage();
    await choosePassword('ViajeSeguro2026');
    await userEvent.click(getIonButton('Confirmar mi cuenta'));

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_SIGN_UP_LINK_MESSAGE);
    expect(screen.getByRole('link', { name: 'Registrarme de nuevo' })).toHaveAttribute('href', '/register');
    expect(localStorage.getItem('travesia-session')).toBeNull();
  });
});
