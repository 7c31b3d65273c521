import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionToken, readStoredUser } from '../../../lib/session-storage';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { ProfilePage } from './profile-page';

const PROFILE: UserProfile = {
  firstname: 'Laura',
  last_name: 'Gómez',
  email: 'viajero@andesenergia.co',
  phone: '+57 310 555 0101',
  role: 'viajero',
  document: { type: 'CC', number: '1020304050' },
  gender: null,
  birthDate: null,
  nationality: null,
  company: { id: 1, name: 'Andes Energía S.A.S.', city: 'Bogotá' },
  approvers: [{ name: 'Carlos', last_name: 'Restrepo', email: 'aprobador@andesenergia.co' }],
};

function renderPage() {
  return renderWithProviders(<ProfilePage />, { path: '/profile' });
}

async function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

afterEach(() => vi.restoreAllMocks());

describe('ProfilePage', () => {
  it('shows the personal data, company, role and approvers', async () => {
    storeSignedInUser(buildUser());
    mockFetch({ 'GET /api/me/profile': { status: 200, body: PROFILE } });
    renderPage();

    expect(await screen.findByLabelText('Nombre')).toHaveValue('Laura');
    expect(screen.getByLabelText('Número de documento')).toHaveValue('1020304050');
    expect(screen.getByLabelText('Tipo de documento')).toHaveValue('CC');
    const company = screen.getByRole('region', { name: 'Empresa' });
    expect(company).toHaveTextContent('Andes Energía S.A.S. · Bogotá');
    expect(company).toHaveTextContent('Rol: Viajero');
    expect(screen.getByRole('list', { name: 'Mis aprobadores' })).toHaveTextContent(
      'Carlos Restrepo (aprobador@andesenergia.co)',
    );
    expect(document.title).toBe('Mi perfil | Travesía');
  });

  it('says so when there are no approvers, and shows a load error', async () => {
    storeSignedInUser(buildUser());
    mockFetch({ 'GET /api/me/profile': { status: 200, body: { ...PROFILE, approvers: [] } } });
    const { unmount } = renderPage();
    expect(await screen.findByText('No tienes aprobadores asignados.')).toBeInTheDocument();
    unmount();

    mockFetch({ 'GET /api/me/profile': apiError(500, 'INTERNAL_ERROR', 'Error al procesar la solicitud') });
    renderPage();
    expect(await screen.findByText('Error al procesar la solicitud')).toBeInTheDocument();
  });

  it('validates in Spanish, saves, and refreshes the signed-in user', async () => {
    storeSignedInUser(buildUser());
    let profile = PROFILE;
    const { requests } = mockFetch({
      'GET /api/me/profile': () => ({ status: 200, body: profile }),
      'PUT /api/me': () => {
        profile = { ...PROFILE, firstname: 'Laura Marcela', document: { type: 'CE', number: '7654321' } };
        return {
          status: 200,
          body: {
            success: true,
            data: buildUser('viajero', { name: 'Laura Marcela', documento: '7654321' }),
          },
        };
      },
    });
    renderPage();
    await screen.findByLabelText('Nombre');

    await type('Nombre', 'L');
    await type('Número de documento', '12.345');
    await userEvent.click(getIonButton('Guardar datos'));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres.')).toBeInTheDocument();
    expect(
      screen.getByText('El número de documento debe tener entre 5 y 15 dígitos, sin puntos ni espacios.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await type('Nombre', 'Laura Marcela');
    await type('Número de documento', '7654321');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de documento'), 'CE');
    await userEvent.click(getIonButton('Guardar datos'));

    expect(await screen.findByText('Guardamos tus datos.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      firstname: 'Laura Marcela',
      last_name: 'Gómez',
      phone: '+573105550101',
      document: { type: 'CE', number: '7654321' },
      gender: null,
      birthDate: null,
      nationality: null,
    });
    expect(readStoredUser()).toMatchObject({ name: 'Laura Marcela Gómez', nationalId: '7654321' });
  });

  it('shows and saves the sex, birth date and nationality that prefill flight bookings', async () => {
    storeSignedInUser(buildUser());
    const { requests } = mockFetch({
      'GET /api/me/profile': {
        status: 200,
        body: { ...PROFILE, gender: 'F', birthDate: '1990-05-14', nationality: 'CO' },
      },
      'PUT /api/me': { status: 200, body: { success: true, data: buildUser() } },
    });
    renderPage();
    const sex = await screen.findByLabelText('Sexo (como figura en el documento)');
    expect(sex).toHaveValue('F');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('1990-05-14');
    expect(screen.getByLabelText('Nacionalidad')).toHaveValue('CO');

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: tomorrow } });
    await userEvent.click(getIonButton('Guardar datos'));
    expect(await screen.findByText('La fecha de nacimiento no puede ser futura.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Fecha de nacimiento'), { target: { value: '1991-03-08' } });
    await userEvent.selectOptions(sex, 'M');
    await userEvent.selectOptions(screen.getByLabelText('Nacionalidad'), 'Sin indicar');
    await userEvent.click(getIonButton('Guardar datos'));
    expect(await screen.findByText('Guardamos tus datos.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      gender: 'M',
      birthDate: '1991-03-08',
      nationality: null,
    });
  });

  it('changes the password and signs this device in again with the new one', async () => {
    storeSignedInUser(buildUser());
    const newSession = { token: 'bmV3LXNlc3Npb24tdG9rZW4tZm9yLXRoZS10ZXN0cy0wMQ', user: buildUser() };
    const { requests } = mockFetch({
      'GET /api/me/profile': { status: 200, body: PROFILE },
      'POST /api/auth/password': { status: 204 },
      'POST /api/auth/login': { status: 200, body: newSession },
      'GET /api/me': { status: 200, body: { success: true, data: buildUser() } },
    });
    renderPage();
    await screen.findByLabelText('Contraseña actual');

    await type('Contraseña actual', 'Travesia2026!');
    await type('Contraseña nueva', 'corta');
    await userEvent.click(getIonButton('Cambiar contraseña'));
    expect(await screen.findByText('La contraseña debe tener al menos 10 caracteres.')).toBeInTheDocument();

    await type('Contraseña nueva', 'OtraClave2026!');
    await userEvent.click(getIonButton('Cambiar contraseña'));

    expect(
      await screen.findByText('Cambiamos tu contraseña y cerramos tus sesiones en otros dispositivos.'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/auth/password')?.body).toEqual({
      currentPassword: 'Travesia2026!',
      newPassword: 'OtraClave2026!',
    });
    expect(requests.find((request) => request.url === '/api/auth/login')?.body).toEqual({
      email: 'viajero@andesenergia.co',
      password: 'OtraClave2026!',
    });
    await waitFor(() => expect(readSessionToken()).toBe(newSession.token));
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
  });

  it('shows a wrong current password', async () => {
    storeSignedInUser(buildUser());
    mockFetch({
      'GET /api/me/profile': { status: 200, body: PROFILE },
      'POST /api/auth/password': apiError(400, 'VALIDATION_ERROR', 'La contraseña actual no es correcta.'),
    });
    renderPage();
    await screen.findByLabelText('Contraseña actual');
    await type('Contraseña actual', 'NoEsLaActual1');
    await type('Contraseña nueva', 'OtraClave2026!');
    await userEvent.click(getIonButton('Cambiar contraseña'));
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
  });
});
