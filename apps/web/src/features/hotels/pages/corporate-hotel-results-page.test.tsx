import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser, TEST_TOKEN } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { BOGOTA_AIRPORT_ROUTE, cardNames, SEARCH_PATTERN } from '../testing/hotel-fixtures';
import { CorporateHotelResultsPage } from './corporate-hotel-results-page';

vi.mock(
  '../../../components/airport-autocomplete',
  () => import('../../../testing/fake-airport-autocomplete'),
);

const PATH = '/hotels/results-corporative/BOG/2030-03-10/2030-03-13/1/1';
const CORPORATE_URL = '/api/hotels/iata/BOG?checkIn=2030-03-10&checkOut=2030-03-13';

const CORPORATE_HOTELS = [
  {
    code: 'CH-1',
    name: 'Hotel Andes Centro',
    latitude: 4.6,
    longitude: -74.07,
    images: ['/a.jpg'],
    minRate: 840_000,
    stars: 4,
  },
  {
    code: 'CH-2',
    name: 'Suites Chicó',
    latitude: 4.67,
    longitude: -74.05,
    images: [],
    minRate: 600_000,
    stars: 3,
  },
];

function renderCorporateResults() {
  return renderWithProviders(<CorporateHotelResultsPage />, {
    path: PATH,
    routePath: `/hotels/results-corporative/${SEARCH_PATTERN}`,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('CorporateHotelResultsPage', () => {
  it('lists the company hotels with heading and count, without breakfast, signed with the session', async () => {
    storeSignedInUser();
    const { requests } = mockFetch({
      ...BOGOTA_AIRPORT_ROUTE,
      [`GET ${CORPORATE_URL}`]: { status: 200, body: CORPORATE_HOTELS },
    });
    renderCorporateResults();

    expect(
      // The city's name comes from GET /api/airports/BOG.
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Hoteles Corporativos - Bogotá' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 hoteles encontrados')).toBeInTheDocument();
    // Corporate hotels keep the ones without pictures and sort by price like the others.
    expect(cardNames()).toEqual(['Suites Chicó', 'Hotel Andes Centro']);
    expect(screen.queryByText('Desayuno incluido')).not.toBeInTheDocument();
    expect(screen.getAllByText('por 3 noches')).toHaveLength(2);
    const search = requests.find((request) => request.url === CORPORATE_URL);
    expect(search?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('shows and filters by the administrator’s category and marks the company’s rate', async () => {
    storeSignedInUser();
    mockFetch({ ...BOGOTA_AIRPORT_ROUTE, [`GET ${CORPORATE_URL}`]: { status: 200, body: CORPORATE_HOTELS } });
    renderCorporateResults();

    expect(
      await screen.findByText('2 hoteles encontrados', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Tarifa corporativa de Andes Energía S.A.S.')).toHaveLength(2);
    const andes = screen.getByRole('article', { name: 'Hotel Andes Centro' });
    expect(within(andes).getByLabelText('4 estrellas')).toBeInTheDocument();
    expect(within(andes).getByRole('link')).toHaveAttribute(
      'href',
      '/hotels/detail/CH-1/BOG/2030-03-10/2030-03-13/1/1',
    );
    // The star filter goes by that category too.
    await userEvent.selectOptions(screen.getByLabelText('Categoría'), '4 estrellas');
    await waitFor(() => expect(cardNames()).toEqual(['Hotel Andes Centro']));
  });

  it("shows 'Cargando hoteles corporativos...' while loading", async () => {
    storeSignedInUser();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderCorporateResults();

    expect(await screen.findByText('Cargando hoteles corporativos...')).toBeInTheDocument();
  });

  it('names the destination in the empty text', async () => {
    storeSignedInUser();
    mockFetch({ ...BOGOTA_AIRPORT_ROUTE, [`GET ${CORPORATE_URL}`]: { status: 200, body: [] } });
    renderCorporateResults();

    expect(
      await screen.findByText('No se encontraron hoteles corporativos disponibles para Bogotá.', undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 hoteles encontrados')).toBeInTheDocument();
  });

  it('logs a failed load and shows the empty text', async () => {
    storeSignedInUser();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...BOGOTA_AIRPORT_ROUTE,
      [`GET ${CORPORATE_URL}`]: apiError(500, 'INTERNAL_ERROR', 'Error interno.'),
    });
    renderCorporateResults();

    expect(
      await screen.findByText('No se encontraron hoteles corporativos disponibles para Bogotá.', undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(cardNames()).toEqual([]);
  });

  it.each(['administrador', 'operador'] as const)(
    'links the %s to the corporate hotels admin screen',
    async (role) => {
      storeSignedInUser(buildUser(role));
      mockFetch({ ...BOGOTA_AIRPORT_ROUTE, [`GET ${CORPORATE_URL}`]: { status: 200, body: [] } });
      renderCorporateResults();

      const link = await screen.findByRole('link', { name: 'Administrar hoteles corporativos' });
      expect(link).toHaveAttribute('href', '/corporate-hotels');
    },
  );

  it('shows a traveller no link to the admin screen', async () => {
    storeSignedInUser();
    mockFetch({ ...BOGOTA_AIRPORT_ROUTE, [`GET ${CORPORATE_URL}`]: { status: 200, body: [] } });
    renderCorporateResults();

    await screen.findByText('0 hoteles encontrados');
    expect(screen.queryByRole('link', { name: 'Administrar hoteles corporativos' })).not.toBeInTheDocument();
  });
});
