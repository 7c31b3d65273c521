import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlightResult } from '@travesia/domain';
import { buildFamily, buildLeg } from '@travesia/domain/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { storeSignedInUser } from '../../../testing/fixtures';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import { flightBookingStore } from '../state/flight-booking-store';
import { buildPricedItinerary, cardTimes } from '../testing/flight-search-fixtures';
import { EMPTY_RESULTS_TEXT, FlightResultsPage } from './flight-results-page';

vi.mock(
  '../../../components/airport-autocomplete',
  () => import('../../../testing/fake-airport-autocomplete'),
);

const ONE_WAY_ROUTE = '/shop/flights/results/oneway/:origin/:destination/:date/:adults/:children/:infants';
const ROUND_TRIP_ROUTE =
  '/shop/flights/results/roundtrip/:origin/:destination/:dateDeparture/:dateReturn/:adults/:children/:infants';
const ONE_WAY_PATH = '/shop/flights/results/oneway/BOG/MDE/2027-03-10/1/0/0';
const SUPPLIER_DOWN = 'El proveedor de vuelos no responde. Intenta de nuevo en unos minutos.';

const MORNING = buildPricedItinerary(
  [
    buildLeg({
      from: 'BOG',
      to: 'MDE',
      departs: '2027-03-10T06:05',
      arrives: '2027-03-10T07:10',
      flightNo: 9301,
    }),
  ],
  400_000,
);
const EVENING = buildPricedItinerary(
  [
    buildLeg({
      from: 'BOG',
      to: 'MDE',
      departs: '2027-03-10T19:30',
      arrives: '2027-03-10T20:30',
      airline: 'LA',
      flightNo: 4101,
    }),
  ],
  300_000,
);
const VIA_PANAMA = buildPricedItinerary(
  [
    buildLeg({
      from: 'BOG',
      to: 'PTY',
      departs: '2027-03-10T21:00',
      arrives: '2027-03-10T22:40',
      airline: 'CM',
      flightNo: 101,
    }),
    buildLeg({
      from: 'PTY',
      to: 'MDE',
      departs: '2027-03-10T23:50',
      arrives: '2027-03-11T01:10',
      airline: 'CM',
      flightNo: 202,
    }),
  ],
  250_000,
);
const ONE_WAY_RESULTS = [MORNING, EVENING, VIA_PANAMA];

function renderOneWay(path = ONE_WAY_PATH) {
  return renderWithProviders(<FlightResultsPage />, { path, routePath: ONE_WAY_ROUTE });
}

function searchAnswers(results: FlightResult[]) {
  return mockFetch({ 'POST /api/flights/search': { status: 200, body: { results } } });
}

/** Card prices as numbers (formatCop writes '$ 450.000'). */
function cardPrices(): number[] {
  return Array.from(document.querySelectorAll('.itinerary-card__price strong'), (price) =>
    Number((price.textContent ?? '').replace(/\D/g, '')),
  );
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('FlightResultsPage, one way', () => {
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
    expect(screen.getByText('3 vuelos')).toBeInTheDocument();

    const [overnight] = screen.getAllByRole('article');
    const card = within(overnight as HTMLElement);
    expect(card.getByText('+1')).toBeInTheDocument();
    expect(card.getByText('(llega al día siguiente)')).toBeInTheDocument();
    expect(card.getByText('1 escala por PTY')).toBeInTheDocument();
    expect(card.getByText('4h 10m')).toBeInTheDocument();
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

  it("shows 'Buscando vuelos…' while the search runs", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderOneWay();

    expect(await screen.findByText('Buscando vuelos…')).toBeInTheDocument();
    answer(
      new Response(JSON.stringify({ results: [] }), { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(await screen.findByText(EMPTY_RESULTS_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Buscando vuelos…')).not.toBeInTheDocument();
  });

  it('shows the empty text when nothing flies', async () => {
    searchAnswers([]);
    renderOneWay();

    expect(await screen.findByText(EMPTY_RESULTS_TEXT)).toBeInTheDocument();
    expect(cardTimes()).toEqual([]);
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

  it("opens the segment detail with 'Ver detalle'", async () => {
    searchAnswers(ONE_WAY_RESULTS);
    renderOneWay();
    await waitFor(() => expect(cardTimes()).toHaveLength(3));
    const card = within(screen.getAllByRole('article')[0] as HTMLElement);
    const toggle = card.getByRole('button', { name: 'Ver detalle' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(card.getByText('Vuelo CM101 · 21:00 – 22:40')).toBeInTheDocument();
    expect(await card.findByText(/tiempo de espera/)).toHaveTextContent('0d 1h 10m');
  });

  it("'Seleccionar' keeps the itinerary with its search and goes to /flight-upsell", async () => {
    searchAnswers(ONE_WAY_RESULTS);
    renderOneWay();
    await waitFor(() => expect(cardTimes()).toHaveLength(3));

    await userEvent.click(within(screen.getAllByRole('article')[1] as HTMLElement).getByText('Seleccionar'));

    await waitFor(() => expect(currentLocation()).toBe('/flight-upsell'));
    const booking = flightBookingStore.get();
    expect(booking?.itinerary.id).toBe(EVENING.id);
    expect(booking?.search).toMatchObject({ origin: 'BOG', destination: 'MDE', cabin: 'Y', nonStop: true });
    expect(booking?.fareFamily).toBe('BASICA');
  });

  it('says the price includes the hold bags searched for, and the chosen flight starts with them', async () => {
    // Families that sell a hold bag (the API priced the searched one into each result's price).
    searchAnswers(ONE_WAY_RESULTS.map((result) => ({ ...result, fareFamilies: [buildFamily()] })));
    renderOneWay(`${ONE_WAY_PATH}?hold=1`);
    await waitFor(() => expect(cardTimes()).toHaveLength(3));

    expect(screen.getAllByText('Incluye 1 maleta facturada por pasajero')).toHaveLength(3);
    await userEvent.click(within(screen.getAllByRole('article')[0] as HTMLElement).getByText('Seleccionar'));
    await waitFor(() => expect(currentLocation()).toBe('/flight-upsell'));
    expect(flightBookingStore.get()?.extraLuggage).toEqual(['Grande']);
  });

  it('says nothing about hold bags when the search asked for none', async () => {
    searchAnswers(ONE_WAY_RESULTS);
    renderOneWay();
    await waitFor(() => expect(cardTimes()).toHaveLength(3));

    expect(screen.queryByText(/maleta facturada/)).not.toBeInTheDocument();
  });

  it("labels each itinerary with the signed-in user's flight policy (own ticket in the cheapest family)", async () => {
    storeSignedInUser();
    mockFetch({
      'POST /api/flights/search': { status: 200, body: { results: ONE_WAY_RESULTS } },
      'GET /api/admin/policies/rules/1020304050': {
        status: 200,
        body: { hotel: [], flight: [{ type: 'NACIONAL', time_min: 0, price_max: 350_000 }] },
      },
    });
    renderOneWay();

    await waitFor(() => expect(screen.getAllByText('Dentro de la política')).toHaveLength(2));
    expect(screen.getAllByText('Fuera de la política')).toHaveLength(1);
  });

  it("says 'Política sin verificar', never 'Dentro de la política', when the user's rules fail to load", async () => {
    storeSignedInUser();
    mockFetch({
      'POST /api/flights/search': { status: 200, body: { results: ONE_WAY_RESULTS } },
      'GET /api/admin/policies/rules/1020304050': apiError(500, 'INTERNAL_ERROR', 'Error interno.'),
    });
    renderOneWay();
    await waitFor(() => expect(cardTimes()).toHaveLength(3));

    await waitFor(() => expect(screen.getAllByText('Política sin verificar')).toHaveLength(3));
    // The failure settles as unverified: no verdict appears later either.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Dentro de la política')).not.toBeInTheDocument();
    expect(screen.queryByText('Fuera de la política')).not.toBeInTheDocument();
  });

  it('shows no policy to a visitor', async () => {
    searchAnswers(ONE_WAY_RESULTS);
    renderOneWay();
    await waitFor(() => expect(cardTimes()).toHaveLength(3));

    expect(screen.queryByText('Dentro de la política')).not.toBeInTheDocument();
    expect(screen.queryByText('Fuera de la política')).not.toBeInTheDocument();
  });

  it('answers a malformed address with a way back to the search', async () => {
    const { requests } = searchAnswers([]);
    renderOneWay('/shop/flights/results/oneway/BOG/MDE/2027-13-40/1/0/0');

    expect(await screen.findByRole('heading', { name: 'Búsqueda no válida' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar vuelos' })).toHaveAttribute('href', '/flight-home');
    expect(requests).toEqual([]);
  });
});

describe('FlightResultsPage, round trip', () => {
  const out1 = buildLeg({ from: 'BOG', to: 'MDE', departs: '2027-03-10T06:05', arrives: '2027-03-10T07:10' });
  const out2 = buildLeg({
    from: 'BOG',
    to: 'MDE',
    departs: '2027-03-10T12:00',
    arrives: '2027-03-10T13:05',
    flightNo: 9311,
  });
  const back1 = buildLeg({
    from: 'MDE',
    to: 'BOG',
    departs: '2027-03-17T08:00',
    arrives: '2027-03-17T09:05',
    flightNo: 9320,
    direction: 1,
  });
  const back2 = buildLeg({
    from: 'MDE',
    to: 'BOG',
    departs: '2027-03-17T18:30',
    arrives: '2027-03-17T19:35',
    flightNo: 9328,
    direction: 1,
  });
  const OUT1_BACK1 = buildPricedItinerary([out1, back1], 500_000, 'o1-b1');
  const OUT1_BACK2 = buildPricedItinerary([out1, back2], 450_000, 'o1-b2');
  const OUT2_BACK1 = buildPricedItinerary([out2, back1], 600_000, 'o2-b1');

  function renderRoundTrip() {
    searchAnswers([OUT1_BACK1, OUT1_BACK2, OUT2_BACK1]);
    return renderWithProviders(<FlightResultsPage />, {
      path: '/shop/flights/results/roundtrip/BOG/MDE/2027-03-10/2027-03-17/2/0/1',
      routePath: ROUND_TRIP_ROUTE,
    });
  }

  it('chooses the outbound first, then the return, with a way to change the outbound', async () => {
    renderRoundTrip();

    expect(
      await screen.findByRole('heading', { name: 'Elige tu vuelo de ida' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cardTimes()).toEqual(['06:05–07:10', '12:00–13:05']));
    expect(screen.getAllByText('Desde, ida y vuelta, 3 pasajeros')).toHaveLength(2);
    expect(cardPrices()).toEqual([450_000, 600_000]);

    await userEvent.click(within(screen.getAllByRole('article')[0] as HTMLElement).getByText('Seleccionar'));

    const returnHeading = await screen.findByRole('heading', { name: 'Elige tu vuelo de regreso' });
    expect(returnHeading).toHaveFocus();
    expect(screen.getByText('Vuelo de ida elegido:')).toBeInTheDocument();
    await waitFor(() => expect(cardTimes()).toEqual(['18:30–19:35', '08:00–09:05']));
    expect(screen.getAllByText('Total, ida y vuelta, 3 pasajeros')).toHaveLength(2);
    expect(cardPrices()).toEqual([450_000, 500_000]);

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar vuelo de ida' }));
    expect(
      await screen.findByRole('heading', { name: 'Elige tu vuelo de ida' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cardTimes()).toEqual(['06:05–07:10', '12:00–13:05']));

    await userEvent.click(within(screen.getAllByRole('article')[0] as HTMLElement).getByText('Seleccionar'));
    await screen.findByRole('heading', { name: 'Elige tu vuelo de regreso' });
    await userEvent.click(within(screen.getAllByRole('article')[1] as HTMLElement).getByText('Seleccionar'));

    await waitFor(() => expect(currentLocation()).toBe('/flight-upsell'));
    expect(flightBookingStore.get()?.itinerary.id).toBe('o1-b1');
    expect(flightBookingStore.get()?.search).toMatchObject({
      returnDate: '2027-03-17',
      passengers: { adults: 2, children: 0, infants: 1 },
    });
  });
});
