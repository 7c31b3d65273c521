import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CostCenterAdmin } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { CostCenterCreatePage } from './cost-center-create-page';

const OPS: CostCenterAdmin = {
  id: 7,
  companyId: 1,
  code: 'OPS-100',
  name: 'Operaciones',
  budget: 60_000_000,
  booked: 870_000,
  isActive: true,
};

function renderPage(path = '/cost-center/create') {
  return renderWithProviders(<CostCenterCreatePage />, { path });
}

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

function alertTexts(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

afterEach(() => vi.restoreAllMocks());

describe('CostCenterCreatePage', () => {
  it('creates a center with its budget in pesos and goes back to the list', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      'POST /api/admin/cost-centers': {
        status: 201,
        body: { ...OPS, id: 9, code: 'MKT-400', name: 'Mercadeo', budget: 12_500_000, booked: 0 },
      },
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Nuevo centro de costos', level: 1 })).toBeInTheDocument();

    await fillIn({ Código: 'mkt-400', Nombre: 'Mercadeo', 'Presupuesto anual (COP)': '12.500.000' });
    await userEvent.click(getIonButton('Crear centro de costos'));

    await waitFor(() => expect(currentLocation()).toBe('/cost-center/list'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      code: 'MKT-400',
      name: 'Mercadeo',
      budget: 12_500_000,
      isActive: true,
    });
  });

  it('sends no budget when the field is left empty', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      'POST /api/admin/cost-centers': { status: 201, body: { ...OPS, budget: null } },
    });
    renderPage();
    await fillIn({ Código: 'OPS-100', Nombre: 'Operaciones' });
    await userEvent.click(getIonButton('Crear centro de costos'));

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ budget: null }),
    );
  });

  it('gives each invalid field its Spanish message and sends nothing', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({});
    renderPage();

    await fillIn({ Código: 'con espacio', Nombre: 'X', 'Presupuesto anual (COP)': '1500,5' });
    await userEvent.click(getIonButton('Crear centro de costos'));

    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'El código debe tener entre 1 y 20 letras, números o guiones.',
        'El nombre debe tener entre 2 y 80 caracteres.',
        'El presupuesto debe ser un valor en pesos, sin decimales, mayor o igual a cero.',
      ]),
    );
    await fillIn({ Código: '', Nombre: '', 'Presupuesto anual (COP)': '-5' });
    await userEvent.click(getIonButton('Crear centro de costos'));
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'Indica el código.',
        'Indica el nombre.',
        'El presupuesto debe ser un valor en pesos, sin decimales, mayor o igual a cero.',
      ]),
    );
    expect(requests.filter((request) => request.url.startsWith('/api/admin'))).toEqual([]);
  });

  it("shows the server's message for a duplicate code", async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({
      'POST /api/admin/cost-centers': apiError(
        409,
        'CONFLICT',
        'Ya existe un centro de costos con ese código en la empresa.',
      ),
    });
    renderPage();
    await fillIn({ Código: 'OPS-100', Nombre: 'Operaciones' });
    await userEvent.click(getIonButton('Crear centro de costos'));

    expect(
      await screen.findByText('Ya existe un centro de costos con ese código en la empresa.'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/cost-center/create');
  });

  it('edits a center from ?id=N, starting from its values, with PATCH', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      'GET /api/admin/cost-centers': { status: 200, body: { data: [OPS] } },
      'PATCH /api/admin/cost-centers/7': { status: 200, body: { ...OPS, isActive: false } },
    });
    renderPage('/cost-center/create?id=7');

    expect(await screen.findByLabelText('Código')).toHaveValue('OPS-100');
    expect(screen.getByLabelText('Presupuesto anual (COP)')).toHaveValue('60000000');
    await userEvent.click(screen.getByLabelText(/^Activo/));
    await userEvent.click(getIonButton('Guardar cambios'));

    await waitFor(() => expect(currentLocation()).toBe('/cost-center/list'));
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      code: 'OPS-100',
      name: 'Operaciones',
      budget: 60_000_000,
      isActive: false,
    });
  });

  it('says so when the edited center does not exist', async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({ 'GET /api/admin/cost-centers': { status: 200, body: { data: [OPS] } } });
    renderPage('/cost-center/create?id=99');
    expect(await screen.findByText('Centro de costos no encontrado.')).toBeInTheDocument();
  });
});
