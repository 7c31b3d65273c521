import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CorporateHotelAdmin, formatCop } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, holdFetch, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { CorporateHotelsPage } from './corporate-hotels-page';

// A plain input stands in for the airport list, so the tests exercise the hotel form.
vi.mock(
  '../../../components/airport-autocomplete',
  () => import('../../../testing/fake-airport-autocomplete'),
);

// jsdom draws no map: the picker says its tiles cannot load, and the form asks for the coordinates as text (the
// map itself is walked by e2e/tests/corporate-hotels.spec.ts).
vi.mock('../../../components/location-picker/location-picker', async () => {
  const { useEffect } = await import('react');
  return {
    LocationPicker: ({ onUnavailable }: { onUnavailable: () => void }) => {
      useEffect(() => onUnavailable(), [onUnavailable]);
      return null;
    },
  };
});

const LIST_URL = 'GET /api/corporate-hotels';
// A 1×1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const ANDES: CorporateHotelAdmin = {
  code: 'CORP-0A1B2C3D',
  companyId: 1,
  name: 'Hotel Andes Centro',
  iata: 'BOG',
  city: 'Bogotá',
  address: 'Carrera 7 # 26-20',
  latitude: 4.61,
  longitude: -74.07,
  stars: 4,
  images: ['/hotel-images/fachada-1.svg'],
  nightlyRate: 420_000,
  isActive: true,
};
const CHICO: CorporateHotelAdmin = {
  ...ANDES,
  code: 'CORP-11223344',
  name: 'Suites Chicó',
  stars: 3,
  nightlyRate: 310_000,
  isActive: false,
};

const VALID_HOTEL = {
  'Nombre del hotel': 'Hotel Río Medellín',
  'Destino (IATA)': 'MDE',
  Dirección: 'Calle 10 # 43-12',
  Latitud: '6.21',
  Longitud: '-75.57',
  'Estrellas (1 a 5)': '4',
  'Tarifa negociada por noche (COP)': '380.000',
  'Tarifa pública por noche (COP)': '520.000',
};

function renderPage() {
  return renderWithProviders(<CorporateHotelsPage />, { path: '/corporate-hotels' });
}

async function fillIn(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

async function typeImages(text: string) {
  await userEvent.type(screen.getByLabelText('Imágenes (una dirección por línea)'), text);
}

function alertTexts(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

afterEach(() => vi.restoreAllMocks());

describe('CorporateHotelsPage', () => {
  it("lists the company's hotels with destination, rate, stars and state", async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({ [LIST_URL]: { status: 200, body: { data: [ANDES, CHICO] } } });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Hoteles corporativos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Hotel Andes Centro',
      'Suites Chicó',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Bogotá (BOG) · 4 estrellas')).toBeInTheDocument();
    // formatCop keeps a non-breaking space after the sign.
    expect(
      within(rows[0] as HTMLElement).getByText(`${formatCop(420_000)} por noche`, {
        normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
      }),
    ).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Activo')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Desactivar')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Inactivo')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Activar')).toBeInTheDocument();
    expect(document.title).toBe('Hoteles corporativos | Travesía');
  });

  it('shows the loading and then the empty state', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { answer } = holdFetch();
    renderPage();

    expect(await screen.findByText('Cargando hoteles corporativos...')).toBeInTheDocument();
    answer('/api/corporate-hotels', { data: [] });
    expect(await screen.findByText('Tu empresa aún no tiene hoteles corporativos.')).toBeInTheDocument();
  });

  it('creates a hotel for the administrator’s company with the typed values', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      [LIST_URL]: { status: 200, body: { data: [] } },
      'POST /api/corporate-hotels': {
        status: 201,
        body: { ...ANDES, code: 'CORP-NEW', name: 'Hotel Río Medellín' },
      },
    });
    renderPage();
    await screen.findByText('Tu empresa aún no tiene hoteles corporativos.');
    expect(screen.queryByLabelText('Empresa (ID)')).not.toBeInTheDocument();

    await fillIn(VALID_HOTEL);
    await typeImages('https://cdn.example.co/rio-1.jpg{Enter}{Enter}/hotel-images/lobby-2.svg');
    await userEvent.click(getIonButton('Agregar hotel'));

    expect(await screen.findByText('Hotel Río Medellín quedó guardado.')).toBeInTheDocument();
    const created = requests.find((request) => request.method === 'POST');
    expect(created?.body).toEqual({
      name: 'Hotel Río Medellín',
      iata: 'MDE',
      address: 'Calle 10 # 43-12',
      latitude: 6.21,
      longitude: -75.57,
      stars: 4,
      nightlyRate: 380_000,
      publicNightlyRate: 520_000,
      images: ['https://cdn.example.co/rio-1.jpg', '/hotel-images/lobby-2.svg'],
    });
  });

  it('lets the operator choose the company with the picker, lists its hotels and creates one for it', async () => {
    storeSignedInUser(buildUser('operador'));
    const { requests } = mockFetch({
      'GET /api/companies': {
        status: 200,
        body: {
          data: [
            { id: 1, name: 'Andes Energía S.A.S.', city: 'Bogotá', is_active: true },
            { id: 7, name: 'Café del Sur S.A.S.', city: 'Medellín', is_active: true },
          ],
        },
      },
      [LIST_URL]: { status: 200, body: { data: [] } },
      'POST /api/corporate-hotels': { status: 201, body: { ...ANDES, companyId: 7 } },
    });
    renderPage();
    // Never the agency's own company by default: nothing is listed until one is chosen.
    expect(await screen.findByText('Elige una empresa.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.startsWith('/api/corporate-hotels'))).toBe(false);

    const picker = screen.getByLabelText('Empresa');
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.selectOptions(picker, '7');
    await screen.findByText('La empresa aún no tiene hoteles corporativos.');
    expect(requests.map((request) => request.url)).toContain('/api/corporate-hotels?companyId=7');
    expect(localStorage.getItem('travesia-operador-company')).toBe('7');

    await fillIn(VALID_HOTEL);
    await typeImages('/hotel-images/habitacion-1.svg');
    await userEvent.click(getIonButton('Agregar hotel'));

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ companyId: 7 }),
    );
  });

  it("opens on the operator's last chosen company, which a reload keeps", async () => {
    storeSignedInUser(buildUser('operador'));
    localStorage.setItem('travesia-operador-company', '7');
    const { requests } = mockFetch({
      [LIST_URL]: { status: 200, body: { data: [{ ...ANDES, companyId: 7 }] } },
    });
    renderPage();
    expect(await screen.findByText('Hotel Andes Centro')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toContain('/api/corporate-hotels?companyId=7');
  });

  it('gives each invalid field its Spanish message and sends nothing', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({ [LIST_URL]: { status: 200, body: { data: [] } } });
    renderPage();
    await screen.findByText('Tu empresa aún no tiene hoteles corporativos.');

    await fillIn({ 'Estrellas (1 a 5)': '6', 'Tarifa negociada por noche (COP)': '1500,5', Latitud: '95' });
    await typeImages('ftp://otro.co/foto.jpg');
    await userEvent.click(getIonButton('Agregar hotel'));

    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'Indica el nombre del hotel.',
        'El destino debe ser un código de aeropuerto de 3 letras.',
        'Indica la dirección del hotel.',
        'La latitud no es válida.',
        'La longitud no es válida.',
        'La categoría debe estar entre 1 y 5 estrellas.',
        'La tarifa por noche debe ser un valor en pesos mayor que cero.',
        'Cada imagen debe ser una dirección https:// o una imagen de Travesía (/hotel-images/…).',
      ]),
    );
    await userEvent.clear(screen.getByLabelText('Imágenes (una dirección por línea)'));
    await userEvent.click(getIonButton('Agregar hotel'));
    expect(await screen.findByText('Agrega al menos una imagen.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('uploads the chosen photos once the hotel is created, after checking their bytes', async () => {
    storeSignedInUser(buildUser('administrador'));
    const uploadUrl = `POST /api/corporate-hotels/${ANDES.code}/pictures`;
    const picturePath = `/api/corporate-hotels/${ANDES.code}/pictures/${'a'.repeat(32)}`;
    const { requests } = mockFetch({
      [LIST_URL]: { status: 200, body: { data: [] } },
      'POST /api/corporate-hotels': { status: 201, body: { ...ANDES, images: [] } },
      [uploadUrl]: { status: 201, body: { ...ANDES, images: [picturePath] } },
    });
    renderPage();
    await screen.findByText('Tu empresa aún no tiene hoteles corporativos.');
    await fillIn(VALID_HOTEL);

    await userEvent.upload(
      screen.getByLabelText('Subir fotos'),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('logo.png: La foto del hotel debe ser una imagen PNG, JPEG o WebP.'),
    ).toBeVisible();
    await userEvent.upload(
      screen.getByLabelText('Subir fotos'),
      new File([PNG], 'fachada.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Vista previa de fachada.png' })).toBeInTheDocument();
    await userEvent.click(getIonButton('Agregar hotel'));

    expect(await screen.findByText('Hotel Andes Centro quedó guardado.')).toBeInTheDocument();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual([
      '/api/corporate-hotels',
      `/api/corporate-hotels/${ANDES.code}/pictures`,
    ]);
    expect(posts[0]?.body).toMatchObject({ images: [] });
    expect(posts[1]?.headers.get('Content-Type')).toBe('image/png');
  });

  it("shows the server's message when the hotel is refused", async () => {
    storeSignedInUser(buildUser('administrador'));
    mockFetch({
      [LIST_URL]: { status: 200, body: { data: [] } },
      'POST /api/corporate-hotels': apiError(400, 'BAD_REQUEST', 'No encontramos el destino MDE.'),
    });
    renderPage();
    await screen.findByText('Tu empresa aún no tiene hoteles corporativos.');

    await fillIn(VALID_HOTEL);
    await typeImages('/hotel-images/habitacion-1.svg');
    await userEvent.click(getIonButton('Agregar hotel'));

    expect(await screen.findByText('No encontramos el destino MDE.')).toBeInTheDocument();
  });

  it('edits a hotel with PATCH, starting from its values', async () => {
    storeSignedInUser(buildUser('administrador'));
    const { requests } = mockFetch({
      [LIST_URL]: { status: 200, body: { data: [ANDES] } },
      [`PATCH /api/corporate-hotels/${ANDES.code}`]: {
        status: 200,
        body: { ...ANDES, nightlyRate: 450_000 },
      },
    });
    renderPage();
    await screen.findByText('Hotel Andes Centro');

    await userEvent.click(getIonButton('Editar'));
    expect(screen.getByRole('heading', { name: 'Editar Hotel Andes Centro' })).toBeInTheDocument();
    // The hotel's pictures show as pictures, not as their addresses.
    expect(screen.getByRole('img', { name: 'Foto 1 de 1 del hotel' })).toHaveAttribute(
      'src',
      '/hotel-images/fachada-1.svg',
    );
    expect(screen.getByLabelText('Imágenes (una dirección por línea)')).toHaveValue('');
    await fillIn({ 'Tarifa negociada por noche (COP)': '450000' });
    await userEvent.click(getIonButton('Guardar cambios'));

    await screen.findByText('Hotel Andes Centro quedó guardado.');
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({
      name: 'Hotel Andes Centro',
      iata: 'BOG',
      address: 'Carrera 7 # 26-20',
      latitude: 4.61,
      longitude: -74.07,
      stars: 4,
      nightlyRate: 450_000,
      // Left empty: the hotel's public rate stays unknown.
      publicNightlyRate: null,
      images: ['/hotel-images/fachada-1.svg'],
    });
  });

  it('takes a picture out of an edited hotel, and asks for one when none is left', async () => {
    storeSignedInUser(buildUser('administrador'));
    const uploaded = `/api/corporate-hotels/${ANDES.code}/pictures/${'b'.repeat(32)}`;
    const { requests } = mockFetch({
      [LIST_URL]: {
        status: 200,
        body: { data: [{ ...ANDES, images: [uploaded, '/hotel-images/lobby-2.svg'] }] },
      },
      [`PATCH /api/corporate-hotels/${ANDES.code}`]: { status: 200, body: ANDES },
    });
    renderPage();
    await screen.findByText('Hotel Andes Centro');
    await userEvent.click(getIonButton('Editar'));

    const gallery = screen.getByRole('list', { name: 'Fotos del hotel' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((image) => image.getAttribute('src')),
    ).toEqual([uploaded, '/hotel-images/lobby-2.svg']);
    expect(screen.queryByText(uploaded)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar foto 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar foto 1' }));
    await userEvent.click(getIonButton('Guardar cambios'));
    expect(await screen.findByText('Agrega al menos una imagen.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);

    await typeImages('https://cdn.example.co/andes-1.jpg');
    await userEvent.click(getIonButton('Guardar cambios'));
    await screen.findByText('Hotel Andes Centro quedó guardado.');
    expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      images: ['https://cdn.example.co/andes-1.jpg'],
    });
  });

  it('deactivates a hotel with PATCH {isActive: false} and reloads the list', async () => {
    storeSignedInUser(buildUser('administrador'));
    let isActive = true;
    const { requests } = mockFetch({
      [LIST_URL]: () => ({ status: 200, body: { data: [{ ...ANDES, isActive }] } }),
      [`PATCH /api/corporate-hotels/${ANDES.code}`]: () => {
        isActive = false;
        return { status: 200, body: { ...ANDES, isActive } };
      },
    });
    renderPage();
    await screen.findByText('Activo');

    await userEvent.click(getIonButton('Desactivar'));

    expect(await screen.findByText('Inactivo')).toBeInTheDocument();
    expect(screen.getByText('Activar')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ isActive: false });
  });
});
