import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { storeSignedInUser, TEST_TOKEN } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { buildHotelDetail } from '../testing/hotel-detail-fixture';
import { SEARCH_PATTERN } from '../testing/hotel-fixtures';
import { HotelDetailPage } from './hotel-detail-page';

// jsdom draws no maps: a stand-in shows where Leaflet would, and can say the tiles failed.
vi.mock('../components/hotel-map', () => ({
  default: ({ name, onUnavailable }: { name: string; onUnavailable: () => void }) => (
    <button type="button" onClick={onUnavailable}>
      Mapa de {name}
    </button>
  ),
}));

const PATH = '/hotels/detail/H-1/MDE/2030-03-10/2030-03-12/1/2';

function renderDetail() {
  return renderWithProviders(<HotelDetailPage />, {
    path: PATH,
    routePath: `/hotels/detail/:hotelCode/${SEARCH_PATTERN}`,
  });
}

describe('HotelDetailPage', () => {
  it('shows the hotel, its position, amenities and every room with board, cancellation and prices', async () => {
    const { requests } = mockFetch({ 'GET /api/hotels/H-1': { status: 200, body: buildHotelDetail() } });
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Poblado Plaza' })).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/api/hotels/H-1?checkIn=2030-03-10&checkOut=2030-03-12&rooms=1&adults=2');
    expect(screen.getByRole('img', { name: '4 estrellas' })).toBeInTheDocument();
    expect(screen.getByText('Carrera 43A # 4 Sur-75, Medellín, Colombia')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Mapa: ubicación de Hotel Poblado Plaza' });
    expect(
      await within(map).findByRole('button', { name: 'Mapa de Hotel Poblado Plaza' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Coordenadas/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /en el mapa/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=6.20860&mlon=-75.56710#map=16/6.20860/-75.56710',
    );
    expect(screen.getByText('Gimnasio')).toBeInTheDocument();

    const standard = screen.getByRole('article', { name: 'Habitación estándar' });
    expect(within(standard).getByText('Desayuno incluido')).toBeInTheDocument();
    expect(
      within(standard).getByText('Cancelación gratuita hasta 48 horas antes de la llegada.'),
    ).toBeInTheDocument();
    expect(within(standard).getByText('por 2 noches', { exact: false })).toBeInTheDocument();
    expect(getIonButton('Reservar', standard)).toBeInTheDocument();

    const suite = screen.getByRole('article', { name: 'Suite' });
    expect(within(suite).getByText('Todo incluido')).toBeInTheDocument();
    expect(within(suite).getByText('No disponible para estas fechas')).toBeInTheDocument();
    expect(within(suite).queryByText('Reservar')).not.toBeInTheDocument();
  });

  it('shows the estimated CO₂e of the stay and per room and night', async () => {
    mockFetch({
      'GET /api/hotels/H-1': {
        status: 200,
        body: buildHotelDetail({ emissions: { perRoomNightKg: 14.3, stayKg: 29 } }),
      },
    });
    renderDetail();

    expect(
      await screen.findByRole('img', {
        name: 'Emisiones estimadas: unos 29 kilogramos de CO₂ equivalente por la estadía, unos 14,3 kilogramos de CO₂ equivalente por habitación y noche',
      }),
    ).toHaveTextContent('≈ 29 kg CO₂e por la estadía · 14,3 kg por habitación y noche');
  });

  it("shows the server's message for an unknown hotel", async () => {
    mockFetch({ 'GET /api/hotels/H-1': apiError(404, 'NOT_FOUND', 'Hotel no encontrado.') });
    renderDetail();

    expect(await screen.findByRole('alert')).toHaveTextContent('Hotel no encontrado.');
  });

  it('opens a corporate hotel with the session and marks the company’s negotiated rate', async () => {
    storeSignedInUser();
    const { requests } = mockFetch({
      'GET /api/hotels/CORP-ANDES-BOG': {
        status: 200,
        body: buildHotelDetail({ code: 'CORP-ANDES-BOG', corporateRateOf: 'Andes Energía S.A.S.' }),
      },
    });
    renderWithProviders(<HotelDetailPage />, {
      path: '/hotels/detail/CORP-ANDES-BOG/BOG/2030-03-10/2030-03-12/1/2',
      routePath: `/hotels/detail/:hotelCode/${SEARCH_PATTERN}`,
    });

    expect(await screen.findByText('Tarifa corporativa de Andes Energía S.A.S.')).toBeInTheDocument();
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('writes the city once when the address already ends with it', async () => {
    mockFetch({
      'GET /api/hotels/H-1': {
        status: 200,
        body: buildHotelDetail({ address: 'Calle 10 # 5-20, Medellín' }),
      },
    });
    renderDetail();

    expect(await screen.findByText('Calle 10 # 5-20, Medellín, Colombia')).toBeInTheDocument();
  });

  it('leaves the address and the link when the map tiles cannot load, without an error', async () => {
    mockFetch({ 'GET /api/hotels/H-1': { status: 200, body: buildHotelDetail() } });
    renderDetail();

    const standIn = await screen.findByRole('button', { name: 'Mapa de Hotel Poblado Plaza' });
    standIn.click();
    expect(await screen.findByText('Carrera 43A # 4 Sur-75, Medellín, Colombia')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Mapa: ubicación/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /en el mapa/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
