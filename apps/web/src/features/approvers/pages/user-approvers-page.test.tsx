import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserApprovers } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { UserApproversPage } from './user-approvers-page';

const LAURA = {
  id: 11,
  name: 'Laura Gómez',
  email: 'viajero@andesenergia.co',
  documento: '1020304050',
  role: 'viajero' as const,
};
const CARLOS = {
  id: 12,
  name: 'Carlos Restrepo',
  email: 'aprobador@andesenergia.co',
  documento: '79800123',
  role: 'aprobador' as const,
};
const ANA = {
  id: 13,
  name: 'Ana Martínez',
  email: 'admin@andesenergia.co',
  documento: '52300456',
  role: 'administrador' as const,
};
const approverOf = ({ id, name, email }: typeof CARLOS | typeof ANA) => ({ id, name, email });

const ENTRIES: UserApprovers[] = [
  { user: ANA, approvers: [] },
  { user: LAURA, approvers: [approverOf(CARLOS)] },
  { user: CARLOS, approvers: [] },
];
const SETTINGS = {
  approvalMode: 'out_of_policy',
  approvalScope: 'booking',
  approvalDeadlineHours: 48,
  approvalDeadlineOutcome: 'reject',
};
const SETTINGS_URL = '/api/companies/1/approval-settings';

function renderPage() {
  return renderWithProviders(<UserApproversPage />, { path: '/user-approvers' });
}

const ADMIN = buildUser('administrador', { name: 'Ana', last_name: 'Martínez', documento: '52300456' });

afterEach(() => vi.restoreAllMocks());

describe('UserApproversPage', () => {
  it('lists every user with their approvers and finds them by name without accents', async () => {
    storeSignedInUser(ADMIN);
    mockFetch({
      'GET /api/user-approvers': { status: 200, body: { data: ENTRIES } },
      [`GET ${SETTINGS_URL}`]: { status: 200, body: SETTINGS },
    });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Usuarios de la empresa' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Ana Martínez', 'Laura Gómez', 'Carlos Restrepo']);
    expect(screen.getByRole('list', { name: 'Aprobadores de Laura Gómez' })).toHaveTextContent(
      'Carlos Restrepo',
    );
    expect(screen.getAllByText('Sin aprobadores asignados.')).toHaveLength(2);

    const search = screen.getByLabelText('Buscar usuario');
    search.dispatchEvent(new CustomEvent('ionInput', { detail: { value: 'gomez' }, bubbles: true }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Laura Gómez']),
    );
  });

  it('assigns approvers among eligible users, never the user themself', async () => {
    storeSignedInUser(ADMIN);
    const { requests } = mockFetch({
      'GET /api/user-approvers': { status: 200, body: { data: ENTRIES } },
      [`GET ${SETTINGS_URL}`]: { status: 200, body: SETTINGS },
      [`PUT /api/user-approvers/${CARLOS.id}`]: {
        status: 200,
        body: { user: CARLOS, approvers: [approverOf(ANA)] },
      },
    });
    renderPage();

    await userEvent.click(
      await screen.findByText('Editar aprobadores', {
        selector: `ion-button[aria-label="Editar aprobadores de Carlos Restrepo"]`,
      }),
    );
    const picker = screen.getByRole('form', { name: 'Aprobadores de Carlos Restrepo' });
    const options = within(picker).getAllByRole('checkbox');
    // Laura is a traveller and Carlos cannot approve himself: only Ana is offered.
    expect(options).toHaveLength(1);
    await userEvent.click(within(picker).getByRole('checkbox', { name: /Ana Martínez/ }));
    await userEvent.click(within(picker).getByText('Guardar aprobadores', { selector: 'ion-button' }));

    expect(await screen.findByText('Guardamos los aprobadores de Carlos Restrepo.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ approverIds: [ANA.id] });
  });

  it("shows the server's refusal of an assignment", async () => {
    storeSignedInUser(ADMIN);
    mockFetch({
      'GET /api/user-approvers': { status: 200, body: { data: ENTRIES } },
      [`GET ${SETTINGS_URL}`]: { status: 200, body: SETTINGS },
      [`PUT /api/user-approvers/${LAURA.id}`]: apiError(
        400,
        'VALIDATION_ERROR',
        'Cada aprobador debe ser un usuario activo de la misma empresa con rol aprobador, administrador u operador.',
      ),
    });
    renderPage();
    await userEvent.click(
      await screen.findByText('Editar aprobadores', {
        selector: `ion-button[aria-label="Editar aprobadores de Laura Gómez"]`,
      }),
    );
    const picker = screen.getByRole('form', { name: 'Aprobadores de Laura Gómez' });
    await userEvent.click(within(picker).getByText('Guardar aprobadores', { selector: 'ion-button' }));
    expect(await within(picker).findByRole('alert')).toHaveTextContent(
      'Cada aprobador debe ser un usuario activo',
    );
  });

  it('saves the company approval settings and checks the deadline in Spanish', async () => {
    storeSignedInUser(ADMIN);
    const { requests } = mockFetch({
      'GET /api/user-approvers': { status: 200, body: { data: ENTRIES } },
      [`GET ${SETTINGS_URL}`]: { status: 200, body: SETTINGS },
      [`PUT ${SETTINGS_URL}`]: (request) => ({ status: 200, body: request.body }),
    });
    renderPage();

    const form = await screen.findByRole('form', { name: 'Configuración de aprobaciones' });
    expect(within(form).getByLabelText('Requieren aprobación')).toHaveValue('out_of_policy');
    await userEvent.selectOptions(
      within(form).getByLabelText('Requieren aprobación'),
      'Todos los viajes requieren aprobación',
    );
    const hours = within(form).getByLabelText('Plazo para decidir (horas)');
    hours.dispatchEvent(new CustomEvent('ionInput', { detail: { value: '800' }, bubbles: true }));
    await userEvent.click(within(form).getByText('Guardar configuración', { selector: 'ion-button' }));
    expect(
      await within(form).findByText('El plazo de aprobación debe estar entre 1 y 720 horas.'),
    ).toBeInTheDocument();

    hours.dispatchEvent(new CustomEvent('ionInput', { detail: { value: '24' }, bubbles: true }));
    await userEvent.selectOptions(
      within(form).getByLabelText('Si nadie decide a tiempo'),
      'Aprobar la reserva',
    );
    await userEvent.click(within(form).getByText('Guardar configuración', { selector: 'ion-button' }));
    expect(await screen.findByText('Guardamos la configuración de aprobaciones.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      approvalMode: 'all',
      approvalScope: 'booking',
      approvalDeadlineHours: 24,
      approvalDeadlineOutcome: 'approve',
    });
  });

  it('shows a traveller their own approvers, read-only', async () => {
    storeSignedInUser(buildUser('viajero'));
    const { requests } = mockFetch({
      'GET /api/user-approvers': { status: 200, body: { data: [ENTRIES[1]] } },
    });
    renderPage();
    const own = await screen.findByRole('list', { name: 'Tus aprobadores' });
    expect(own).toHaveTextContent('Carlos Restrepo · aprobador@andesenergia.co');
    expect(screen.queryByText('Editar aprobadores')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Configuración de aprobaciones' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('approval-settings'))).toBe(false);
  });
});
