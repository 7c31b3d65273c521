import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyUser, UserImportCheck } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { andesEnergia, buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { CompanyUsersPage } from './company-users-page';

const ADMIN = buildUser('administrador', {
  name: 'Ana',
  last_name: 'Martínez',
  email: 'admin@andesenergia.co',
  documento: '52300456',
});
const asCompanyUser = (user: typeof ADMIN, id: number): CompanyUser => ({
  ...user,
  id,
  is_active: true,
  signup_via: null,
  awaiting_approval: false,
});
const ANA = asCompanyUser(ADMIN, 3);
const LAURA = asCompanyUser(buildUser('viajero'), 1);
const USERS_URL = `GET /api/users/company/${andesEnergia.id}`;
const INVITATIONS_URL = `GET /api/users/company/${andesEnergia.id}/invitations`;
const SIGN_UP_SETTINGS_URL = `/api/companies/${andesEnergia.id}/sign-up-settings`;
const INVITATION_CODE_URL = `/api/companies/${andesEnergia.id}/invitation-code`;
const INVITATION_CODE = {
  code: 'ANDESV7KQ3XR',
  enabled: true,
  domainsOnly: false,
  maxUses: null,
  uses: 2,
  expiresAt: null,
  needsApproval: true,
};

function baseRoutes(users: CompanyUser[] = [ANA, LAURA]) {
  return {
    [USERS_URL]: { status: 200, body: { success: true, data: users } },
    [INVITATIONS_URL]: { status: 200, body: { data: [] } },
    [`GET ${SIGN_UP_SETTINGS_URL}`]: {
      status: 200,
      body: { allowDomainSignup: true, emailDomains: ['andesenergia.co'] },
    },
    [`GET ${INVITATION_CODE_URL}`]: { status: 200, body: INVITATION_CODE },
  };
}

function renderPage() {
  return renderWithProviders(<CompanyUsersPage />, { path: '/company-users' });
}

function apiRequests(requests: { url: string }[]) {
  return requests.filter((request) => request.url.startsWith('/api/users'));
}

async function chooseFile(text: string, name = 'usuarios.csv') {
  const input = await screen.findByLabelText('Archivo CSV');
  await userEvent.upload(input, new File([text], name, { type: 'text/csv' }));
}

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 20_000 });

describe('CompanyUsersPage', () => {
  it('lists the users with role and state; the administrator cannot change themselves', async () => {
    storeSignedInUser(ADMIN);
    mockFetch(baseRoutes());
    renderPage();

    const list = await screen.findByRole('list', { name: 'Usuarios de la empresa' });
    const [ana, laura] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(ana as HTMLElement).getByText('(tú)')).toBeInTheDocument();
    expect(within(ana as HTMLElement).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(ana as HTMLElement).queryByText('Desactivar')).not.toBeInTheDocument();
    const role = within(laura as HTMLElement).getByRole('combobox', { name: 'Rol de Laura Gómez' });
    expect(role).toHaveValue('viajero');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Viajero', 'Aprobador', 'Administrador']);
    expect(await screen.findByText('No hay invitaciones pendientes.')).toBeInTheDocument();
    expect(document.title).toBe('Usuarios | Travesía');
  });

  it('marks who signed up by themselves and can list only them', async () => {
    storeSignedInUser(ADMIN);
    const pedro: CompanyUser = {
      ...asCompanyUser(
        buildUser('viajero', { name: 'Pedro', last_name: 'Suárez', email: 'pedro@andesenergia.co' }),
        7,
      ),
      signup_via: 'email_domain',
    };
    mockFetch(baseRoutes([ANA, LAURA, pedro]));
    renderPage();

    const list = await screen.findByRole('list', { name: 'Usuarios de la empresa' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Se registró con el correo de la empresa')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Solo quienes se registraron por su cuenta'));
    const [only] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(only).toHaveTextContent('Pedro Suárez');
    expect(getIonButton('Desactivar', only as HTMLElement)).toBeInTheDocument();
  });

  it('turns sign-up with the company e-mail off, leaving invitations only', async () => {
    storeSignedInUser(ADMIN);
    const { requests } = mockFetch({
      ...baseRoutes(),
      [`PUT ${SIGN_UP_SETTINGS_URL}`]: (request) => ({
        status: 200,
        body: { ...(request.body as object), emailDomains: ['andesenergia.co'] },
      }),
    });
    renderPage();
    expect(
      await screen.findByText(
        'Quien tenga un correo @andesenergia.co puede crear su cuenta después de confirmar su correo.',
      ),
    ).toBeInTheDocument();
    const toggle = screen.getByText('Permitir que se registren con el correo de la empresa');
    await userEvent.click(toggle.closest('ion-toggle') as HTMLElement);

    expect(
      await screen.findByText(
        'Solo entran las personas que invites por correo o que tengan el código de invitación.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ allowDomainSignup: false });
  });

  it('raises a role only after the dialog naming the person and the role is confirmed', async () => {
    storeSignedInUser(ADMIN);
    const { requests } = mockFetch({
      ...baseRoutes(),
      'PATCH /api/users/1': { status: 200, body: { ...LAURA, role: 'aprobador' } },
    });
    renderPage();
    const role = await screen.findByRole('combobox', { name: 'Rol de Laura Gómez' });
    await userEvent.selectOptions(role, 'aprobador');

    const dialog = await screen.findByRole('alertdialog', { name: '¿Hacer Aprobador a Laura Gómez?' });
    await waitFor(() => expect(dialog.closest('ion-alert')).not.toHaveClass('overlay-hidden'));
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hacer Aprobador' }));

    expect(await screen.findByText('Laura Gómez ahora es Aprobador.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ role: 'aprobador' });
  });

  it('deactivates a user only after the alert is confirmed', async () => {
    storeSignedInUser(ADMIN);
    const { requests } = mockFetch({
      ...baseRoutes(),
      'PATCH /api/users/1': { status: 200, body: { ...LAURA, is_active: false } },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Usuarios de la empresa' });
    await userEvent.click(getIonButton('Desactivar', list));

    const dialog = await screen.findByRole('alertdialog', { name: 'Desactivar usuario' });
    await waitFor(() => expect(dialog.closest('ion-alert')).not.toHaveClass('overlay-hidden'));
    expect(dialog).toHaveTextContent('Laura Gómez no podrá iniciar sesión');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));

    expect(
      await screen.findByText('Laura Gómez quedó desactivado y se cerraron sus sesiones.'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ isActive: false });
  });

  it('invites by e-mail, validating the address in Spanish', async () => {
    storeSignedInUser(ADMIN);
    const { requests } = mockFetch({
      ...baseRoutes(),
      [`POST /api/users/company/${andesEnergia.id}/invitations`]: {
        status: 201,
        body: {
          email: 'nueva@andesenergia.co',
          role: 'aprobador',
          firstname: null,
          last_name: null,
          documento: null,
          createdAt: '2026-03-01T12:00:00.000Z',
          expiresAt: '2026-03-08T12:00:00.000Z',
        },
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invitar por correo' });
    const email = await within(form).findByLabelText('Correo electrónico');

    await userEvent.type(email, 'no-es-correo');
    await userEvent.click(getIonButton('Enviar invitación', form));
    expect(await within(form).findByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, 'Nueva@AndesEnergia.co');
    await userEvent.selectOptions(within(form).getByLabelText('Rol'), 'aprobador');
    await userEvent.click(getIonButton('Enviar invitación', form));

    expect(
      await within(form).findByText(/Enviamos la invitación a nueva@andesenergia.co/),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'nueva@andesenergia.co',
      role: 'aprobador',
    });
  });

  it('shows the server’s refusal of an invitation', async () => {
    storeSignedInUser(ADMIN);
    mockFetch({
      ...baseRoutes(),
      [`POST /api/users/company/${andesEnergia.id}/invitations`]: apiError(
        409,
        'CONFLICT',
        'Ya existe un usuario con este correo electrónico en la empresa.',
      ),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invitar por correo' });
    await userEvent.type(
      await within(form).findByLabelText('Correo electrónico'),
      'aprobador@andesenergia.co',
    );
    await userEvent.click(getIonButton('Enviar invitación', form));
    expect(
      await within(form).findByText('Ya existe un usuario con este correo electrónico en la empresa.'),
    ).toBeInTheDocument();
  });

  it('previews a CSV with each row’s errors and does not import while any row is wrong', async () => {
    storeSignedInUser(ADMIN);
    const check: UserImportCheck = {
      fileErrors: [],
      rows: [
        { line: 2, email: 'uno@andesenergia.co', errors: [] },
        {
          line: 3,
          email: 'viajero@andesenergia.co',
          errors: ['Ya existe un usuario con este correo electrónico en la empresa.'],
        },
        { line: 4, email: 'mal', errors: ['Ingresa un correo electrónico válido.'] },
      ],
    };
    const { requests } = mockFetch({
      ...baseRoutes(),
      [`POST /api/users/company/${andesEnergia.id}/import/check`]: { status: 200, body: check },
    });
    renderPage();
    await chooseFile(
      [
        'email,firstname,last_name,documento,role',
        'uno@andesenergia.co,Uno,Prueba,3030303030,viajero',
        'viajero@andesenergia.co,Laura,Copia,4040404040,viajero',
        'mal,Mal,Correo,5050505050,viajero',
      ].join('\n'),
    );

    const preview = await screen.findByRole('region', { name: 'Vista previa del archivo' });
    expect(
      await within(preview).findByText('Ya existe un usuario con este correo electrónico en la empresa.'),
    ).toBeInTheDocument();
    expect(within(preview).getByText('Ingresa un correo electrónico válido.')).toBeInTheDocument();
    expect(within(preview).getByText('Lista')).toBeInTheDocument();
    expect(
      screen.getByText('usuarios.csv: 3 filas, 2 con errores. Corrígelas y vuelve a cargar el archivo.'),
    ).toBeInTheDocument();
    expect(getIonButton('Invitar a 3 personas')).toHaveAttribute('disabled');
    expect(apiRequests(requests).filter((request) => request.url.endsWith('/import'))).toEqual([]);
    expect(requests.find((request) => request.url.endsWith('/import/check'))?.body).toEqual({
      csv: expect.stringContaining('uno@andesenergia.co'),
    });
  });

  it('reports a file without the expected header without asking the server', async () => {
    storeSignedInUser(ADMIN);
    const { requests } = mockFetch(baseRoutes());
    renderPage();
    await chooseFile('correo,nombre\nx@y.co,Equis');
    expect(
      await screen.findByText(
        /La primera fila debe tener las columnas email, firstname, last_name, documento, role/,
      ),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('/import'))).toEqual([]);
  });

  it('imports a clean file and confirms the invitations', async () => {
    storeSignedInUser(ADMIN);
    const { requests } = mockFetch({
      ...baseRoutes(),
      [`POST /api/users/company/${andesEnergia.id}/import/check`]: {
        status: 200,
        body: { fileErrors: [], rows: [{ line: 2, email: 'uno@andesenergia.co', errors: [] }] },
      },
      [`POST /api/users/company/${andesEnergia.id}/import`]: { status: 201, body: { invited: 1 } },
    });
    renderPage();
    await chooseFile(
      'email;firstname;last_name;documento;role\nuno@andesenergia.co;Uno;Prueba;3030303030;viajero',
    );

    expect(await screen.findByText('usuarios.csv: 1 fila lista para invitar.')).toBeInTheDocument();
    await waitFor(() => expect(getIonButton('Invitar a 1 persona')).not.toHaveAttribute('disabled'));
    await userEvent.click(getIonButton('Invitar a 1 persona'));

    expect(await screen.findByText('Enviamos 1 invitación.')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith('/import'))).toHaveLength(1);
  });
});
