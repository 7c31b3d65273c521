import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_SENT_MESSAGE, PASSWORD_RULES_TEXT } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { RestorePassPage } from './restore-pass-page';

const RESET_TOKEN = 'k1XmRvq3hYd0uC7ZtPjL2sWnE9aBfG4o5iN8eQ6rTyU';

function renderRestorePassPage(search = '') {
  renderWithProviders(<RestorePassPage />, { path: `/restore-pass${search}`, routePath: '/restore-pass' });
}

describe('RestorePassPage', () => {
  it('sends the reset link and shows the server message', async () => {
    const { requests } = mockFetch({
      'POST /api/auth/password-reset': { status: 202, body: { message: PASSWORD_RESET_SENT_MESSAGE } },
    });
    renderRestorePassPage();

    await userEvent.type(await screen.findByLabelText('Correo electrónico'), 'viajero@andesenergia.co');
    await userEvent.click(getIonButton('Enviar enlace'));

    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_SENT_MESSAGE);
    expect(requests[0]?.body).toEqual({ email: 'viajero@andesenergia.co' });
  });

  it('sets the new password with the token of the link', async () => {
    const { requests } = mockFetch({ 'POST /api/auth/password-reset/confirm': { status: 204 } });
    renderRestorePassPage(`?token=${RESET_TOKEN}`);

    expect(await screen.findByText(PASSWORD_RULES_TEXT)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'NuevaClave2026');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'NuevaClave2026');
    await userEvent.click(getIonButton('Guardar contraseña'));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
    );
    expect(getIonButton('Iniciar sesión', screen.getByRole('main'))).toHaveProperty('href', '/login');
    expect(requests[0]?.body).toEqual({ token: RESET_TOKEN, password: 'NuevaClave2026' });
  });

  it('asks for matching passwords', async () => {
    mockFetch({});
    renderRestorePassPage(`?token=${RESET_TOKEN}`);

    await userEvent.type(await screen.findByLabelText('Nueva contraseña'), 'NuevaClave2026');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'NuevaClave2025');
    await userEvent.click(getIonButton('Guardar contraseña'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Las contraseñas no coinciden.');
  });

  it("shows the server's message for an expired link", async () => {
    const message = 'El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.';
    mockFetch({ 'POST /api/auth/password-reset/confirm': apiError(400, 'VALIDATION_ERROR', message) });
    renderRestorePassPage(`?token=${RESET_TOKEN}`);

    await userEvent.type(await screen.findByLabelText('Nueva contraseña'), 'NuevaClave2026');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'NuevaClave2026');
    await userEvent.click(getIonButton('Guardar contraseña'));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute(
      'href',
      '/restore-pass',
    );
  });
});
