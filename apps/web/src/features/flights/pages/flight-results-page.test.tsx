import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlightResult } from '@travesia/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, holdFetch, mockFetch } from '../../../testing/fetch-mock';
import {
  EVENING,
  MORNING,
  ONE_WAY_PATH,
  ONE_WAY_RESULTS,
  renderOneWay,
  SUPPLIER_DOWN,
  searchAnswers,
  VIA_PANAMA,
} from '../testing/flight-results-fixtures';
import { cardTimes } from '../testing/flight-search-fixtures';
import { EMPTY_RESULTS_TEXT } from './flight-results-page';

vi.mock(
  '../../../components/airport-autocomplete',
  () => import('../../../testing/fake-airport-autocomplete'),
);

beforeEach(() => {
  sessionStorage.clear();
});

describe('FlightResultsPage, one way: the search and its list', () => {
  it('searches the route with the spec defaults and lists the itineraries cheapest first', async () => {
    const { requests } = searchAnswers(ONE_WAY_RESULTS);
    renderOneWay();

    await waitFor(() => expect(cardTimes()).toEqual(['21:00–01:10', '19:30–20:30', '06:05–07:10']), {
      timeout: 5_000,
    });
    expect(requests.find((request) => request.url === '/api/flights/search')?.body).toEqual({
      origin: 'BOG',
      destination: 'MDE',
      departureDate: '2027-03-10',
      passengers: { adults: 1, children: 0, infants: 0 },
      cabin: 'Y',
      nonStop: true,
      bags: { hand: 1, hold: 0 },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vuelos de Bogotá a Medellín' }),
    ).toBeInTheDocument();
    // Named by the API, place by place: the page does not download the whole airport list for its heading (issue 33).
    expect(requests.map((request) => request.url)).toEqual(
      expect.arrayContaining(['/api/airports/BOG', '/api/airports/MDE']),
    );
    expect(screen.getByText('3 vuelos')).toBeInTheDocument();

    const [overnight] = screen.getAllByRole('article');
    const card = within(overnight as HTMLElement);
    expect(card.getByText('+1')).toBeInTheDocument();
    expect(card.getByText('(llega al día siguiente)')).toBeInTheDocument();
    expect(card.getByText('1 escala por PTY')).toBeInTheDocument();
    expect(card.getByText('4 h 10 min')).toBeInTheDocument();
    expect(card.getByText('$ 250.000', { exact: false })).toBeInTheDocument();
    expect(card.getByText('Total, 1 pasajero')).toBeInTheDocument();
    expect(await card.findByRole('img', { name: 'Aerolínea Copa Airlines (CM)' })).toHaveAttribute(
      'src',
      'https://images.kiwi.com/airlines/32/CM.png',
    );
    const [, direct] = screen.getAllByRole('article');
    expect(within(direct as HTMLElement).getByText('Directo')).toBeInTheDocument();
  });

  it('reads cabin, non-stop and bags from the query and filters by stops, airline, time and sorts', async () => {
    const { requests } = searchAnswers(ONE_WAY_RESULTS);
    renderOneWay(`${ONE_WAY_PATH}?cabin=C&nonStop=false&hand=0&hold=2`);
    await waitFor(() => expect(cardTimes()).toHaveLength(3));
    expect(requests.find((request) => request.url === '/api/flights/search')?.body).toMatchObject({
      cabin: 'C',
      nonStop: false,
      bags: { hand: 0, hold: 2 },
    });

    const stops = screen.getByRole('group', { name: 'Escalas' });
    await userEvent.click(within(stops).getByRole('checkbox', { name: 'Directo' }));
    await waitFor(() => expect(cardTimes()).toEqual(['19:30–20:30', '06:05–07:10']));
    await userEvent.click(within(stops).getByRole('checkbox', { name: 'Directo' }));

    const airlines = screen.getByRole('group', { name: 'Aerolíneas' });
    await userEvent.click(within(airlines).getByRole('checkbox', { name: /^Avianca \(AV\) desde/ }));
    await waitFor(() => expect(cardTimes()).toEqual(['06:05–07:10']));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(cardTimes()).toHaveLength(3));

    const times = screen.getByRole('group', { name: 'Hora de salida' });
    await userEvent.click(within(times).getByRole('checkbox', { name: 'Noche (18:00 – 23:59)' }));
    await waitFor(() => expect(cardTimes()).toEqual(['21:00–01:10', '19:30–20:30']));

    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'Hora de salida');
    await waitFor(() => expect(cardTimes()).toEqual(['19:30–20:30', '21:00–01:10']));
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'Duración');
    await waitFor(() => expect(cardTimes()).toEqual(['19:30–20:30', '21:00–01:10']));

    await userEvent.click(within(times).getByRole('checkbox', { name: 'Madrugada (00:00 – 05:59)' }));
    await userEvent.click(within(times).getByRole('checkbox', { name: 'Noche (18:00 – 23:59)' }));
    expect(await screen.findByText('Ningún vuelo cumple los filtros elegidos.')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_RESULTS_TEXT)).not.toBeInTheDocument();
  });

  it('shows each itinerary’s CO₂e per passenger, marks the ones well below the route’s typical and sorts by it', async () => {
    // Typical for the route (the median): 60 kg. 50 kg is 17 % below it; 55 kg only 8 %.
    const withEmissions = (result: FlightResult, outboundKg: number): FlightResult => ({
      ...result,
      emissions: { outboundKg, returnKg: null, typicalOutboundKg: 60, typicalReturnKg: null },
    });
    searchAnswers([withEmissions(VIA_PANAMA, 120), withEmissions(EVENING, 55), withEmissions(MORNING, 50)]);
    renderOneWay();
    await waitFor(() => expect(cardTimes()).toEqual(['21:00–01:10', '19:30–20:30', '06:05–07:10']));

    const [viaPanama, evening, morning] = screen.getAllByRole('article').map((card) => within(card));
    expect(
      viaPanama?.getByRole('img', {
        name: 'Emisiones estimadas: unos 120 kilogramos de CO₂ equivalente por pasajero',
      }),
    ).toHaveTextContent('≈ 120 kg CO₂e por pasajero');
    expect(evening?.getByText('≈ 55 kg CO₂e por pasajero')).toBeInTheDocument();
    expect(evening?.queryByText('Menos emisiones')).not.toBeInTheDocument();
    expect(viaPanama?.queryByText('Menos emisiones')).not.toBeInTheDocument();
    expect(morning?.getByText('Menos emisiones')).toBeInTheDocument();
    expect(morning?.getByText(': 17 % menos que lo típico en esta ruta')).toHaveClass('visually-hidden');

    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'Menores emisiones');
    await waitFor(() => expect(cardTimes()).toEqual(['06:05–07:10', '19:30–20:30', '21:00–01:10']));
  });

  it('says nothing about CO₂e for an itinerary the API could not estimate', async () => {
    searchAnswers([MORNING]);
    renderOneWay();
    await waitFor(() => expect(cardTimes()).toHaveLength(1));
    expect(screen.queryByText(/kg CO₂e/)).not.toBeInTheDocument();
  });

  it('hides the stops filter on a non-stop search and caps the price', async () => {
    searchAnswers(ONE_WAY_RESULTS);
    renderOneWay();
    await waitFor(() => expect(cardTimes()).toHaveLength(3));

    expect(screen.queryByRole('group', { name: 'Escalas' })).not.toBeInTheDocument();
    // On phones the panel folds behind this button (CSS shows it open from 768 px).
    const toggle = screen.getByRole('button', { name: 'Mostrar filtros' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Ocultar filtros' })).toHaveAttribute('aria-expanded', 'true');
    const price = screen.getByLabelText('Precio máximo');
    expect(price).toHaveAttribute('min', '250000');
    expect(price).toHaveAttribute('max', '400000');
    fireEvent.change(price, { target: { value: '250000' } });
    await waitFor(() => expect(cardTimes()).toEqual(['21:00–01:10']));
    expect(price).toHaveAttribute('aria-valuetext', expect.stringContaining('250.000'));
  });

  it("shows 'Buscando vuelos...' while the search runs", async () => {
    const { answer } = holdFetch();
    renderOneWay();

    expect(await screen.findByText('Buscando vuelos...')).toBeInTheDocument();
    answer('/api/flights/search', { results: [] });
    expect(await screen.findByText(EMPTY_RESULTS_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Buscando vuelos...')).not.toBeInTheDocument();
  });

  it('shows the empty text when nothing flies', async () => {
    searchAnswers([]);
    renderOneWay();

    expect(await screen.findByText(EMPTY_RESULTS_TEXT)).toBeInTheDocument();
    expect(cardTimes()).toEqual([]);
  });

  it('brings the search form when "Modificar búsqueda" is opened, not with the results (issue 33)', async () => {
    searchAnswers(ONE_WAY_RESULTS);
    renderOneWay();

    await waitFor(() => expect(cardTimes()).toHaveLength(3), { timeout: 5_000 });
    expect(screen.queryByRole('form', { name: 'Buscar vuelos' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Modificar búsqueda'));
    expect(await screen.findByRole('form', { name: 'Buscar vuelos' })).toBeInTheDocument();
  });

  it("shows the API's message with a retry that repeats the same search", async () => {
    let calls = 0;
    const { requests } = mockFetch({
      'POST /api/flights/search': () => {
        calls += 1;
        return calls === 1
          ? apiError(502, 'SUPPLIER_UNAVAILABLE', SUPPLIER_DOWN)
          : { status: 200, body: { results: ONE_WAY_RESULTS } };
      },
    });
    renderOneWay();

    expect(await screen.findByRole('alert')).toHaveTextContent(SUPPLIER_DOWN);
    expect(screen.getByText('Modificar búsqueda')).toBeInTheDocument();
    expect(screen.getByText(/Solo vuelos directos/, { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    await waitFor(() => expect(cardTimes()).toHaveLength(3));
    expect(screen.queryByText(SUPPLIER_DOWN)).not.toBeInTheDocument();
    const searches = requests.filter((request) => request.url === '/api/flights/search');
    expect(searches.map((request) => request.body)).toEqual([searches[0]?.body, searches[0]?.body]);
  });

  it('offers no retry for a search the API rejects, only its message and the search to modify', async () => {
    mockFetch({
      'POST /api/flights/search': apiError(
        400,
        'VALIDATION_ERROR',
        'La fecha de ida no puede ser anterior a hoy.',
      ),
    });
    renderOneWay();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La fecha de ida no puede ser anterior a hoy.',
    );
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.getByText('Modificar búsqueda')).toBeInTheDocument();
  });
});
