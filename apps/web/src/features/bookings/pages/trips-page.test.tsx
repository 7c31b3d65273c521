import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Trip } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBookingSummary, LAURA_TRAVELLER } from '../../../testing/booking-fixtures';
import { mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { TripDetailPage } from './trip-detail-page';
import { TripsPage } from './trips-page';

const TRIP_ID = '3f0c2d9e-0000-4000-8000-0000000000a1';
const CARLOS = { id: 12, name: 'Carlos Restrepo', documento: '79111222', email: 'aprobador@andesenergia.co' };

const FLIGHT = buildBookingSummary({
  id: 'b1',
  type: 'flight',
  status: 'approved',
  title: 'Bogotá → Barrancabermeja',
  startsOn: '2027-02-10',
  endsOn: '2027-02-12',
  total: 900_000,
  trip: { id: TRIP_ID, name: 'Visita a planta' },
});
const HOTEL = buildBookingSummary({
  id: 'b2',
  status: 'pending_approval',
  title: 'Hotel Puerto Real',
  startsOn: '2027-02-10',
  endsOn: '2027-02-12',
  total: 600_000,
  trip: { id: TRIP_ID, name: 'Visita a planta' },
});

function buildTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: TRIP_ID,
    name: 'Visita a planta',
    purpose: 'Revisión de la caldera',
    traveller: LAURA_TRAVELLER,
    startsOn: '2027-02-10',
    endsOn: '2027-02-12',
    total: 1_500_000,
    items: [FLIGHT, HOTEL],
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('TripsPage', () => {
  it('lists each trip with its total and its bookings in time order, a booking alone as its own trip', async () => {
    storeSignedInUser(buildUser('viajero'));
    const alone = buildBookingSummary({ id: 'b3', title: 'Hotel Andes Centro', traveller: CARLOS });
    const alonesTrip = buildTrip({ id: null, name: 'Viaje a Bogotá', traveller: CARLOS, items: [alone] });
    mockFetch({
      'GET /api/me/trips': {
        status: 200,
        body: { data: [buildTrip(), alonesTrip], page: 1, pageSize: 10, hasMore: false },
      },
    });
    renderWithProviders(<TripsPage />, { path: '/trips' });

    const list = await screen.findByRole('list', { name: 'Viajes' });
    const [visit, single] = within(list).getAllByRole('listitem', { name: /./ });
    expect(within(visit as HTMLElement).getByRole('link', { name: 'Visita a planta' })).toHaveAttribute(
      'href',
      `/trips/${TRIP_ID}`,
    );
    expect(within(visit as HTMLElement).getByText('$ 1.500.000')).toBeInTheDocument();
    const items = within(visit as HTMLElement).getByRole('list', { name: 'Reservas de Visita a planta' });
    expect(
      within(items)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/bookings/b1', '/bookings/b2']);
    expect(within(items).getByText('Pendiente de aprobación')).toBeInTheDocument();
    // A booking alone has no page of its own as a trip; a colleague's trip names its traveller.
    expect(within(single as HTMLElement).queryByRole('link', { name: 'Viaje a Bogotá' })).toBeNull();
    expect(within(single as HTMLElement).getByText(/Carlos Restrepo/)).toBeInTheDocument();
    expect(document.title).toBe('Mis Viajes | Travesía');
  });

  it('says what to do when there is no trip yet, and pages through the trips', async () => {
    storeSignedInUser(buildUser('viajero'));
    mockFetch({
      'GET /api/me/trips?page=1': {
        status: 200,
        body: { data: [buildTrip()], page: 1, pageSize: 10, hasMore: true },
      },
      'GET /api/me/trips?page=2': { status: 200, body: { data: [], page: 2, pageSize: 10, hasMore: false } },
    });
    renderWithProviders(<TripsPage />, { path: '/trips' });
    await screen.findByRole('list', { name: 'Viajes' });
    await userEvent.click(getIonButton('Siguiente'));
    expect(await screen.findByText('No hay más viajes.')).toBeInTheDocument();
  });
});

describe('TripDetailPage', () => {
  function renderDetail() {
    renderWithProviders(<TripDetailPage />, { path: `/trips/${TRIP_ID}`, routePath: '/trips/:id' });
  }

  it('shows the itinerary, and lets the traveller rename the trip and give its purpose', async () => {
    storeSignedInUser(buildUser('viajero'));
    let trip = buildTrip();
    const { requests } = mockFetch({
      [`GET /api/trips/${TRIP_ID}`]: () => ({ status: 200, body: trip }),
      [`PUT /api/trips/${TRIP_ID}`]: () => {
        trip = buildTrip({ name: 'Planta Barrancabermeja', purpose: null });
        return { status: 200, body: trip };
      },
      'GET /api/delegations/bookable-travellers': { status: 200, body: { data: [{ ...LAURA_TRAVELLER }] } },
    });
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: 'Visita a planta' })).toBeInTheDocument();
    expect(screen.getByText('Revisión de la caldera')).toBeInTheDocument();
    const itinerary = screen.getByRole('list', { name: 'Reservas' });
    expect(
      within(itinerary)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Bogotá → Barrancabermeja', 'Hotel Puerto Real']);
    expect(getIonButton('Agregar el viaje al calendario')).toBeInTheDocument();

    await userEvent.click(await waitFor(() => getIonButton('Cambiar nombre y motivo')));
    const name = screen.getByLabelText('Nombre del viaje');
    await userEvent.clear(name);
    await userEvent.type(name, 'Planta Barrancabermeja');
    await userEvent.clear(screen.getByLabelText('Motivo del viaje (opcional)'));
    await userEvent.click(getIonButton('Guardar'));

    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        name: 'Planta Barrancabermeja',
        purpose: '',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planta Barrancabermeja' }),
    ).toBeInTheDocument();
  });

  it("shows an approver the trip without the traveller's editing", async () => {
    storeSignedInUser(buildUser('aprobador', { documento: '79111222', name: 'Carlos' }));
    mockFetch({
      [`GET /api/trips/${TRIP_ID}`]: { status: 200, body: buildTrip() },
      'GET /api/delegations/bookable-travellers': { status: 200, body: { data: [CARLOS] } },
    });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Visita a planta' });
    await waitFor(() => expect(screen.queryByText('Cambiar nombre y motivo')).toBeNull());
  });
});
