import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { AgencyFeesPage } from './agency-fees-page';

const COMPANIES = {
  status: 200,
  body: {
    data: [
      { id: 1, name: 'Andes Energía S.A.S.', city: 'Bogotá', is_active: true },
      { id: 7, name: 'Café del Sur S.A.S.', city: 'Medellín', is_active: true },
    ],
  },
};

function renderPage() {
  storeSignedInUser(buildUser('operador'));
  renderWithProviders(<AgencyFeesPage />, { path: '/agency-fees' });
}

describe('AgencyFeesPage', () => {
  it('lets the operador choose a company and set its four fees, showing how each will read', async () => {
    const { requests } = mockFetch({
      'GET /api/companies': COMPANIES,
      'GET /api/admin/agency-fees?companyId=7': { status: 200, body: { companyId: 7, fees: null } },
      'PUT /api/admin/agency-fees': (request) => ({
        status: 200,
        body: { companyId: 7, fees: (request.body as { fees: object }).fees },
      }),
    });
    renderPage();
    const picker = await screen.findByLabelText('Empresa');
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.selectOptions(picker, '7');
    expect(await screen.findByText('La empresa aún no tiene tarifas administrativas.')).toBeInTheDocument();

    const national = screen.getByLabelText('Vuelo nacional (COP, antes de IVA)');
    await userEvent.clear(national);
    await userEvent.type(national, '35.000');
    expect(
      screen.getByText(/^Se mostrará: «Tarifa administrativa \$\s35\.000 \+ IVA»\.$/),
    ).toBeInTheDocument();
    await userEvent.click(getIonButton('Guardar'));

    expect(
      await screen.findByText('Guardamos las tarifas administrativas de la empresa.'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      companyId: 7,
      fees: { 'national-flight': 35_000, 'international-flight': 0, hotel: 0, change: 0 },
    });
  });

  it('shows that it is loading, then what went wrong', async () => {
    mockFetch({
      'GET /api/companies': COMPANIES,
      'GET /api/admin/agency-fees?companyId=7': apiError(
        500,
        'INTERNAL_ERROR',
        'Error al procesar la solicitud',
      ),
    });
    storeSignedInUser(buildUser('operador'));
    localStorage.setItem('travesia-operador-company', '7');
    renderWithProviders(<AgencyFeesPage />, { path: '/agency-fees' });
    expect(screen.getByText('Cargando las tarifas de la empresa...')).toBeInTheDocument();
    expect(await screen.findByText('Error al procesar la solicitud')).toBeInTheDocument();
  });
});
