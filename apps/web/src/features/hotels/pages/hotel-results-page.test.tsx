import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, holdFetch, mockFetch } from '../../../testing/fetch-mock';
import { storeSignedInUser } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { BOGOTA_AIRPORT_ROUTE, buildHotelResult, cardNames, SEARCH_PATTERN } from '../testing/hotel-fixtures';
import { HotelResultsPage } from './hotel-results-page';

vi.mock(
  '../../../components/airport-autocomplete',
  () => import('../../../testing/fake-airport-autocomplete'),
);

const PATH = '/hotels/results/MDE/2030-03-10/2030-03-12/1/2';
const EMPTY_TEXT = 'No se encontraron hoteles disponibles para los criterios de búsqueda.';

const HOTELS = [
  buildHotelResult({ code: 'A', name: 'Hotel Andino', minRate: 500_000, stars: 3 }),
  buildHotelResult({ code: 'B', name: 'Casa Botero', minRate: 300_000, stars: 5 }),
  buildHotelResult({ code: 'C', name: 'Sin Fotos Inn', minRate: 100_000, images: [] }),
  buildHotelResult({ code: 'D', name: 'Hotel Dann', minRate: 900_000, stars: null }),
];

function renderResults() {
  return renderWithProviders(<HotelResultsPage />, {
    path: PATH,
    routePath: `/hotels/results/${SEARCH_PATTERN}`,
  });
}

async function selectOption(label: string, optionName: string) {
  await userEvent.selectOptions(screen.getByLabelText(label), optionName);
}

function options(label: string): HTMLOptionElement[] {
  return Array.from((screen.getByLabelText(label) as HTMLSelectElement).options);
}
const optionTexts = (label: string) => options(label).map((option) => option.text);
const optionValues = (label: string) => options(label).map((option) => option.value);

/** The data the server sends with a results page it drew itself (decision 032), in the document until `remove`. */
function sendWithPage(criteria: Record<string, unknown>, results: unknown[]): HTMLElement {
  const sent = document.createElement('script');
  sent.type = 'application/json';
  sent.id = 'page-data';
  sent.textContent = JSON.stringify({
    criteria: {
      destination: 'MDE',
      checkIn: '2030-03-10',
      checkOut: '2030-03-12',
      rooms: 1,
      adults: 2,
      childAges: [],
      infants: 0,
      ...criteria,
    },
    results,
    place: { ...BOGOTA_AIRPORT_ROUTE['GET /api/airports/BOG'].body, iata: 'MDE', city: 'Medellín' },
  });
  document.body.append(sent);
  return sent;
}

afterEach(() => vi.restoreAllMocks());

describe('HotelResultsPage', () => {
  it('searches the route criteria and keeps only hotels with images, cheapest first', async () => {
    const { requests } = mockFetch({
      ...BOGOTA_AIRPORT_ROUTE,
      'POST /api/hotels/search': { status: 200, body: { results: HOTELS } },
    });
    renderResults();

    await waitFor(() => expect(cardNames()).toEqual(['Casa Botero', 'Hotel Andino', 'Hotel Dann']));
    expect(requests.find((request) => request.url === '/api/hotels/search')?.body).toEqual({
      stay: { checkIn: '2030-03-10', checkOut: '2030-03-12' },
      occupancies: [{ rooms: 1, adults: 2, children: 0, childAges: [] }],
      destination: { zone: 'MDE' },
    });
    // The search bar comes in the task after the first screen.
    expect(await screen.findByLabelText('Destino')).toHaveValue('MDE');
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
    // The first picture is the screen's largest content: fetched at once and first; the others wait.
    const [first, second] = screen.getAllByRole('img', { name: /foto 1 de/ });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('searches a family with the children’s ages of the route and keeps them in the search bar', async () => {
    const { requests } = mockFetch({
      ...BOGOTA_AIRPORT_ROUTE,
      'POST /api/hotels/search': { status: 200, body: { results: HOTELS } },
    });
    renderWithProviders(<HotelResultsPage />, {
      path: '/hotels/results/MDE/2030-03-10/2030-03-12/1/3?edadesNinos=6&bebes=1',
      routePath: `/hotels/results/${SEARCH_PATTERN}`,
    });

    const search = () => requests.find((request) => request.url === '/api/hotels/search');
    await waitFor(() => expect(search()).toBeDefined());
    expect(search()?.body).toMatchObject({
      occupancies: [{ rooms: 1, adults: 2, children: 1, childAges: [6] }],
    });
    expect(await screen.findByRole('button', { name: /Huéspedes/ })).toHaveTextContent(
      '2 Adulto(s), 1 Niño(s), 1 Bebé(s)',
    );
    // Phones read the searched stay first and open the form on demand.
    expect(screen.getByText(/· 2 adultos, 1 niño \(6 años\), 1 bebé$/)).toBeInTheDocument();
    const modify = screen.getByRole('button', { name: 'Modificar búsqueda' });
    expect(modify).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(modify);
    expect(screen.getByRole('button', { name: 'Ocultar búsqueda' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('sorts by price, filters by category and by name after the debounce', async () => {
    mockFetch({
      ...BOGOTA_AIRPORT_ROUTE,
      'POST /api/hotels/search': { status: 200, body: { results: HOTELS } },
    });
    renderResults();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.getByLabelText('Ordenar por precio')).toHaveDisplayValue('Menor a mayor');
    expect(screen.getByLabelText('Categoría')).toHaveDisplayValue('Todas');
    expect(optionTexts('Ordenar por precio')).toEqual(['Menor a mayor', 'Mayor a menor']);
    expect(optionValues('Categoría')).toEqual(['-1', '5', '4', '3', '2', '1']);

    await selectOption('Ordenar por precio', 'Mayor a menor');
    await waitFor(() => expect(cardNames()).toEqual(['Hotel Dann', 'Hotel Andino', 'Casa Botero']));

    await selectOption('Categoría', '3 estrellas');
    await waitFor(() => expect(cardNames()).toEqual(['Hotel Dann', 'Hotel Andino']));

    await selectOption('Categoría', 'Todas');
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await userEvent.type(screen.getByPlaceholderText('Nombre del hotel'), '  casa ');
    // Not yet: the name filter waits 300 ms after the last key.
    expect(cardNames()).toHaveLength(3);
    await waitFor(() => expect(cardNames()).toEqual(['Casa Botero']));

    await userEvent.clear(screen.getByPlaceholderText('Nombre del hotel'));
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    await userEvent.type(screen.getByPlaceholderText('Nombre del hotel'), 'xyz');
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it("shows 'Cargando resultados...' until the search ends", async () => {
    const { answer } = holdFetch();
    renderResults();

    expect(await screen.findByText('Cargando resultados...')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();

    answer('/api/hotels/search', { results: [] });

    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Cargando resultados...')).not.toBeInTheDocument();
  });

  it('shows the empty text when nothing is found', async () => {
    mockFetch({ ...BOGOTA_AIRPORT_ROUTE, 'POST /api/hotels/search': { status: 200, body: { results: [] } } });
    renderResults();

    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
  });

  it('logs a failed search, stops loading and shows the empty text', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({
      ...BOGOTA_AIRPORT_ROUTE,
      'POST /api/hotels/search': apiError(502, 'SUPPLIER_ERROR', 'El proveedor no responde.'),
    });
    renderResults();

    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    expect(cardNames()).toEqual([]);
  });

  it("labels each card with the signed-in user's own hotel policy (price per night)", async () => {
    storeSignedInUser();
    const { requests } = mockFetch({
      ...BOGOTA_AIRPORT_ROUTE,
      'POST /api/hotels/search': { status: 200, body: { results: HOTELS } },
      'GET /api/me/policy-rules': {
        status: 200,
        body: { hotel: [{ type: 'NACIONAL', time_min: 0, price_max: 200_000 }], flight: [] },
      },
    });
    renderResults();

    await waitFor(() => expect(screen.getAllByText('Fuera de la política')).toHaveLength(2));
    // Casa Botero: 300 000 for 2 nights = 150 000 per night.
    expect(screen.getAllByText('Dentro de la política')).toHaveLength(1);
    expect(requests.some((request) => request.url === '/api/me/policy-rules')).toBe(true);
  });

  it("says 'Política sin verificar', never 'Dentro de la política', when the user's rules fail to load", async () => {
    storeSignedInUser();
    mockFetch({
      ...BOGOTA_AIRPORT_ROUTE,
      'POST /api/hotels/search': { status: 200, body: { results: HOTELS } },
      'GET /api/me/policy-rules': apiError(500, 'INTERNAL_ERROR', 'Error interno.'),
    });
    renderResults();

    await waitFor(() => expect(screen.getAllByText('Política sin verificar')).toHaveLength(3));
    expect(screen.queryByText('Dentro de la política')).not.toBeInTheDocument();
    expect(screen.queryByText('Fuera de la política')).not.toBeInTheDocument();
  });

  it('shows no policy status to a visitor', async () => {
    mockFetch({
      ...BOGOTA_AIRPORT_ROUTE,
      'POST /api/hotels/search': { status: 200, body: { results: HOTELS } },
    });
    renderResults();

    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.queryByText('Dentro de la política')).not.toBeInTheDocument();
    expect(screen.queryByText('Fuera de la política')).not.toBeInTheDocument();
  });

  it('starts from the answer the server sent with the page, without waiting for a search (decision 032)', async () => {
    // The app's own client then keeps it 30 s; these tests' client keeps nothing (e2e checks no search goes out).
    holdFetch();
    const sent = sendWithPage({}, HOTELS);
    try {
      renderResults();
      expect(cardNames()).toEqual(['Casa Botero', 'Hotel Andino', 'Hotel Dann']);
      expect(screen.getByRole('heading', { level: 1, name: 'Hoteles en Medellín' })).toBeInTheDocument();
      expect(screen.queryByText('Cargando resultados...')).not.toBeInTheDocument();
    } finally {
      sent.remove();
    }
  });

  it('searches again when the answer sent with the page is for other criteria', async () => {
    const { requests } = mockFetch({
      'POST /api/hotels/search': { status: 200, body: { results: HOTELS.slice(0, 1) } },
    });
    const sent = sendWithPage({ checkOut: '2030-03-13' }, HOTELS);
    try {
      renderResults();
      await waitFor(() => expect(cardNames()).toEqual(['Hotel Andino']));
      expect(requests.filter((request) => request.url === '/api/hotels/search')).toHaveLength(1);
    } finally {
      sent.remove();
    }
  });

  it('draws the first three cards and the folded search bar in the task after the first screen', async () => {
    holdFetch();
    const many = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'].map((name, index) =>
      buildHotelResult({ code: name, name, minRate: 100_000 * (index + 1) }),
    );
    const sent = sendWithPage({}, many);
    try {
      renderResults();
      expect(cardNames()).toEqual(['Uno', 'Dos', 'Tres']);
      expect(screen.queryByLabelText('Destino')).not.toBeInTheDocument();
      await waitFor(() => expect(cardNames()).toEqual(['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco']));
      expect(await screen.findByLabelText('Destino')).toHaveValue('MDE');
    } finally {
      sent.remove();
    }
  });
});
