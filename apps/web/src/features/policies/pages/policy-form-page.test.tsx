import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPolicy, TravelGroup } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { PolicyFormPage } from './policy-form-page';

const GROUPS: TravelGroup[] = [{ id: 4, company_id: 1, name: 'Directivos', member_count: 2 }];
const NATIONAL_HOTEL: AdminPolicy = {
  id: 11,
  company_id: 1,
  kind: 'hotel',
  type: 'NACIONAL',
  time_min: 3,
  price_max: 450_000,
  stars_max: null,
  group_id: null,
  group_name: null,
  is_active: true,
};
const GROUPS_URL = 'GET /api/admin/travel-groups';
const COMPANY_URL = 'GET /api/admin/policies/company/1';

function renderPage(path = '/travel-policies/create') {
  return renderWithProviders(<PolicyFormPage />, { path });
}

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

function alertTexts(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

afterEach(() => vi.restoreAllMocks());

describe('PolicyFormPage', () => {
  it('creates a hotel rule for a group with the typed values and goes back to the list', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      [GROUPS_URL]: { status: 200, body: { data: GROUPS } },
      'POST /api/admin/policies': {
        status: 201,
        body: { ...NATIONAL_HOTEL, id: 12, group_id: 4, group_name: 'Directivos', reactivated: false },
      },
    });
    renderPage();

    await screen.findByRole('form', { name: 'Nueva política de viaje' });
    await userEvent.selectOptions(screen.getByLabelText('Alcance del viaje'), 'NACIONAL');
    await fillIn({ 'Anticipación mínima (días)': '0', 'Precio máximo (COP)': '700.000' });
    await userEvent.selectOptions(screen.getByLabelText('Categoría máxima'), '4');
    await userEvent.selectOptions(screen.getByLabelText('Aplica a'), 'Grupo Directivos');
    await userEvent.click(getIonButton('Crear política'));

    await waitFor(() => expect(currentLocation()).toBe('/travel-policies'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      kind: 'hotel',
      type: 'NACIONAL',
      time_min: 0,
      price_max: 700_000,
      stars_max: 4,
      group_id: 4,
    });
  });

  it('hides the star cap for flights and sends none', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      [GROUPS_URL]: { status: 200, body: { data: [] } },
      'POST /api/admin/policies': {
        status: 201,
        body: { ...NATIONAL_HOTEL, kind: 'flight', type: 'AMBOS', reactivated: false },
      },
    });
    renderPage();
    await screen.findByRole('form', { name: 'Nueva política de viaje' });

    await userEvent.selectOptions(screen.getByLabelText('Categoría máxima'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Servicio'), 'flight');
    expect(screen.queryByLabelText('Categoría máxima')).not.toBeInTheDocument();
    expect(screen.getByText('En pesos, sin decimales, por tiquete de un adulto.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Alcance del viaje'), 'AMBOS');
    await fillIn({ 'Anticipación mínima (días)': '5', 'Precio máximo (COP)': '2500000' });
    await userEvent.click(getIonButton('Crear política'));

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        kind: 'flight',
        type: 'AMBOS',
        time_min: 5,
        price_max: 2_500_000,
        stars_max: null,
        group_id: null,
      }),
    );
  });

  it('gives each invalid field its Spanish message and sends nothing', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({ [GROUPS_URL]: { status: 200, body: { data: [] } } });
    renderPage();
    await screen.findByRole('form', { name: 'Nueva política de viaje' });

    await fillIn({ 'Anticipación mínima (días)': '400', 'Precio máximo (COP)': '1500,5' });
    await userEvent.click(getIonButton('Crear política'));

    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'La anticipación mínima debe ser un número entero de días entre 0 y 365.',
        'El precio máximo debe ser un valor en pesos, entero y mayor que cero.',
      ]),
    );
    await fillIn({ 'Anticipación mínima (días)': '', 'Precio máximo (COP)': '0' });
    await userEvent.click(getIonButton('Crear política'));
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'La anticipación mínima debe ser un número entero de días entre 0 y 365.',
        'El precio máximo debe ser un valor en pesos, entero y mayor que cero.',
      ]),
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the server's duplicate message and stays on the form", async () => {
    storeSignedInUser(buildUser('administrador'));
    const message =
      'Ya existe una política activa de hoteles (nacional) para toda la empresa. Edítala en lugar de crear otra.';
    mockFetch({
      [GROUPS_URL]: { status: 200, body: { data: [] } },
      'POST /api/admin/policies': apiError(409, 'CONFLICT', message),
    });
    renderPage();
    await screen.findByRole('form', { name: 'Nueva política de viaje' });

    await fillIn({ 'Anticipación mínima (días)': '3', 'Precio máximo (COP)': '450000' });
    await userEvent.click(getIonButton('Crear política'));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentLocation()).toBe('/travel-policies/create');
  });

  it('edits a rule with PATCH, starting from its values', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      [GROUPS_URL]: { status: 200, body: { data: GROUPS } },
      [COMPANY_URL]: { status: 200, body: { company_id: 1, hotel: [NATIONAL_HOTEL], flight: [] } },
      'PATCH /api/admin/policies/11': { status: 200, body: { ...NATIONAL_HOTEL, price_max: 500_000 } },
    });
    renderPage('/travel-policies/create?id=11');

    await screen.findByRole('form', { name: 'Editar política de viaje' });
    expect(screen.getByLabelText('Alcance del viaje')).toHaveValue('NACIONAL');
    expect(screen.getByLabelText('Aplica a')).toHaveValue('');
    await fillIn({ 'Precio máximo (COP)': '500.000' });
    await userEvent.click(getIonButton('Guardar cambios'));

    await waitFor(() => expect(currentLocation()).toBe('/travel-policies'));
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      kind: 'hotel',
      type: 'NACIONAL',
      time_min: 3,
      price_max: 500_000,
      stars_max: null,
      group_id: null,
    });
  });

  it('says so when the rule to edit is not in the company', async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({
      [GROUPS_URL]: { status: 200, body: { data: [] } },
      [COMPANY_URL]: { status: 200, body: { company_id: 1, hotel: [], flight: [] } },
    });
    renderPage('/travel-policies/create?id=99');

    expect(
      await screen.findByText('No encontramos esa política de viaje en tu empresa.'),
    ).toBeInTheDocument();
  });
});
