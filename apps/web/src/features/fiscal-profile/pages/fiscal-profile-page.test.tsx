import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FiscalProfile, WRONG_CHECK_DIGIT_MESSAGE } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { andesEnergia, buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { FiscalProfilePage } from './fiscal-profile-page';

const URL = '/api/admin/fiscal-profile';
const EMPTY: FiscalProfile = { companyId: andesEnergia.id, profile: null, updatedAt: null };

function renderPage() {
  storeSignedInUser(buildUser('administrador', { email: 'admin@andesenergia.co' }));
  renderWithProviders(<FiscalProfilePage />, { path: '/billing-details' });
}

describe('FiscalProfilePage', () => {
  it('says a wrong check digit before saving, then saves the profile the API takes', async () => {
    const { requests } = mockFetch({
      [`GET ${URL}`]: { status: 200, body: EMPTY },
      [`PUT ${URL}`]: (request) => ({
        status: 200,
        body: { ...EMPTY, profile: request.body, updatedAt: '2026-12-02T15:00:00.000Z' },
      }),
    });
    renderPage();

    expect(await screen.findByText(/aún no tiene datos de facturación/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('NIT'), '800197268');
    await userEvent.type(screen.getByLabelText('Dígito de verificación (DV)'), '5');
    await userEvent.type(screen.getByLabelText('Razón social'), 'Andes Energía S.A.S.');
    await userEvent.click(screen.getByLabelText('O-13 – Gran contribuyente'));
    await userEvent.type(screen.getByLabelText('Código DANE del municipio'), '11001');
    await userEvent.type(
      screen.getByLabelText('Correo para recibir las facturas'),
      'facturas@andesenergia.co',
    );
    await userEvent.click(getIonButton('Guardar'));

    expect(await screen.findByText(WRONG_CHECK_DIGIT_MESSAGE)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Dígito de verificación (DV)'));
    await userEvent.type(screen.getByLabelText('Dígito de verificación (DV)'), '4');
    await userEvent.click(getIonButton('Guardar'));

    expect(await screen.findByText('Guardamos los datos de facturación.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      nit: '800197268',
      checkDigit: 4,
      legalName: 'Andes Energía S.A.S.',
      personType: 'juridica',
      responsibilities: ['O-13'],
      taxScheme: '01',
      municipalityCode: '11001',
      billingEmail: 'facturas@andesenergia.co',
      withholdsIncomeTax: false,
      withholdsIca: false,
    });
  });

  it('shows that it is loading, then what went wrong', async () => {
    mockFetch({ [`GET ${URL}`]: apiError(500, 'INTERNAL_ERROR', 'Error al procesar la solicitud') });
    renderPage();
    expect(screen.getByText('Cargando los datos de facturación...')).toBeInTheDocument();
    expect(await screen.findByText('Error al procesar la solicitud')).toBeInTheDocument();
  });
});
