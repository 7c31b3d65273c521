import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_SIGN_UP_LINK_MESSAGE } from '@travesia/domain';
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

function renderPage() {
  return renderWithProviders(<ConfirmSignUpPage />, {
    path: `/confirm-signup/${TOKEN}`,
    routePath: '/confirm-signup/:token',
  });
}

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 20_000 });

describe('ConfirmSignUpPage', () => {
  it('confirms only when asked, then signs in with the new account', async () => {
    const { requests } = mockFetch({
      'POST /api/auth/register/confirm': { status: 201, body: buildSessionResponse(NEW_USER) },
      'GET /api/admin/user': { status: 200, body: { success: true, data: NEW_USER } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Confirma tu cuenta' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await userEvent.click(getIonButton('Confirmar mi cuenta'));

    await waitFor(() => expect(currentLocation()).toBe('/flight-home'));
    expect(requests[0]?.body).toEqual({ token: TOKEN });
    expect(localStorage.getItem('travesia-session')).not.toBeNull();
  });

  it('says when the link is used or expired and offers to sign up again', async () => {
    mockFetch({
      'POST /api/auth/register/confirm': apiError(400, 'VALIDATION_ERROR', INVALID_SIGN_UP_LINK_MESSAGE),
    });
    renderPage();
    await userEvent.click(await screen.findByText('Confirmar mi cuenta'));

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_SIGN_UP_LINK_MESSAGE);
    expect(screen.getByRole('link', { name: 'Registrarme de nuevo' })).toHaveAttribute('href', '/register');
    expect(localStorage.getItem('travesia-session')).toBeNull();
  });
});
