import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStoredUser } from '../../../lib/session-storage';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { andesEnergia, buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { CompanyLogoSection } from './company-logo-section';

const COMPANY_URL = 'GET /api/companies/1';
const LOGO_URL = 'PUT /api/companies/1/logo';
const UPLOADED = '/api/companies/1/logo?v=1732400000000';

/** The first bytes of a 320 × 120 PNG: what the check reads. */
function pngFile(): File {
  const header = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
  const size = [0, 0, 1, 64, 0, 0, 0, 120, 8, 6, 0, 0, 0];
  return new File([new Uint8Array([...header, ...size])], 'logo.png', { type: 'image/png' });
}

function renderSection() {
  storeSignedInUser(buildUser('administrador'));
  return renderWithProviders(<CompanyLogoSection companyId={1} />);
}

describe('CompanyLogoSection', () => {
  it('previews a chosen PNG and uploads its bytes', async () => {
    const { requests, fetchMock } = mockFetch({
      [COMPANY_URL]: { status: 200, body: andesEnergia },
      [LOGO_URL]: { status: 200, body: { ...andesEnergia, logo_url: UPLOADED } },
      'GET /api/me': {
        status: 200,
        body: {
          success: true,
          data: buildUser('administrador', { company: { ...andesEnergia, logo_url: UPLOADED } }),
        },
      },
    });
    renderSection();
    expect(await screen.findByAltText('Logo actual de Andes Energía S.A.S.')).toHaveAttribute(
      'src',
      '/brand/andes-energia.svg',
    );

    await userEvent.upload(screen.getByLabelText('Nuevo logo'), pngFile());
    expect(await screen.findByAltText('Vista previa del nuevo logo')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await userEvent.click(getIonButton('Guardar logo'));

    expect(await screen.findByText('Guardamos el logo de la empresa.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/companies/1/logo');
    expect(put?.headers.get('content-type')).toBe('image/png');
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body;
    expect(sent).toBeInstanceOf(File);
    expect(screen.getByAltText('Logo actual de Andes Energía S.A.S.')).toHaveAttribute('src', UPLOADED);
    expect(screen.queryByAltText('Vista previa del nuevo logo')).not.toBeInTheDocument();
    // Her own company: the header's logo (the stored user) follows.
    await waitFor(() => expect(readStoredUser()?.company.logo_url).toBe(UPLOADED));
  });

  it('explains a file that is not a PNG, JPEG or WebP and sends nothing', async () => {
    const { requests } = mockFetch({
      [COMPANY_URL]: { status: 200, body: { ...andesEnergia, logo_url: null } },
    });
    renderSection();
    expect(await screen.findByText('La empresa aún no tiene logo.')).toBeInTheDocument();

    await userEvent.click(getIonButton('Guardar logo'));
    expect(await screen.findByText('Elige una imagen para el logo.')).toBeInTheDocument();

    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'logo.png', {
      type: 'image/png',
    });
    await userEvent.upload(screen.getByLabelText('Nuevo logo'), svg);
    expect(await screen.findByText('El logo debe ser una imagen PNG, JPEG o WebP.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuevo logo')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(getIonButton('Guardar logo'));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it("shows the server's message when the upload is refused", async () => {
    mockFetch({
      [COMPANY_URL]: { status: 200, body: andesEnergia },
      [LOGO_URL]: apiError(400, 'VALIDATION_ERROR', 'El logo no puede pesar más de 200 KB.'),
    });
    renderSection();
    await screen.findByAltText('Logo actual de Andes Energía S.A.S.');
    await userEvent.upload(screen.getByLabelText('Nuevo logo'), pngFile());
    await screen.findByAltText('Vista previa del nuevo logo');
    await userEvent.click(getIonButton('Guardar logo'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('El logo no puede pesar más de 200 KB.'),
    );
  });
});
