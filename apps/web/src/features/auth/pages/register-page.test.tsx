import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_UP_CONFIRMATION_SENT_MESSAGE } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { RegisterPage } from './register-page';

const VALID_ACCOUNT = {
  Nombre: 'Laura',
  Apellido: 'Gómez',
  'Número de documento': '1020304050',
  'Correo electrónico corporativo': 'viajero@andesenergia.co',
  Teléfono: '+57 310 555 0101',
};

async function renderRegisterPage() {
  renderWithProviders(<RegisterPage />, { path: '/register', routePath: '/register' });
  await screen.findByLabelText('Nombre');
}

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

async function submit() {
  await userEvent.click(getIonButton('Crear cuenta'));
}

function alertTexts(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

describe('RegisterPage', () => {
  it('asks for no password (the e-mailed link does) and shows the invitation-code hint up front', async () => {
    await renderRegisterPage();

    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirmar contraseña')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Código de invitación (opcional)')).toHaveAccessibleDescription(
      'No lo necesitas si el dominio del correo de tu empresa ya está registrado en Travesía.',
    );
  });

  it('gives every required field its Spanish message', async () => {
    const { fetchMock } = mockFetch({});
    await renderRegisterPage();

    await submit();

    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'El nombre debe tener al menos 2 caracteres.',
        'El apellido debe tener al menos 2 caracteres.',
        'El número de documento debe tener entre 5 y 15 dígitos, sin puntos ni espacios.',
        'El correo electrónico es obligatorio.',
        'Ingresa un teléfono válido, por ejemplo +57 300 123 4567.',
      ]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const message = 'El código de invitación no es válido.';
    mockFetch({ 'POST /api/auth/register': apiError(400, 'VALIDATION_ERROR', message) });
    await renderRegisterPage();

    await fillIn(VALID_ACCOUNT);
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks the person to confirm from their e-mail, without signing in', async () => {
    const { requests } = mockFetch({
      'POST /api/auth/register': { status: 202, body: { message: SIGN_UP_CONFIRMATION_SENT_MESSAGE } },
    });
    await renderRegisterPage();

    await fillIn({ ...VALID_ACCOUNT, 'Código de invitación (opcional)': 'andes-v7kq-3xr' });
    await submit();

    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SIGN_UP_CONFIRMATION_SENT_MESSAGE);
    expect(screen.queryByRole('form', { name: 'Crear una cuenta' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/register');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({
      documento: '1020304050',
      firstname: 'Laura',
      last_name: 'Gómez',
      email: 'viajero@andesenergia.co',
      phone: '+573105550101',
      invitationCode: 'ANDESV7KQ3XR',
    });
    expect(localStorage.getItem('travesia-session')).toBeNull();
  });
});
