import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, type PolicyRule, toIsoDate } from '@travesia/domain';
import { describe, expect, it } from 'vitest';
import { apiError, type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { PAYMENT_OPTIONS, storeSignedInUser, TEST_TOKEN } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { buildHotelDetail } from '../testing/hotel-detail-fixture';
import { SEARCH_PATTERN } from '../testing/hotel-fixtures';
import { HotelCheckoutPage } from './hotel-checkout-page';

// Within the year hotels sell (the stay rules refuse later check-ins).
const CHECK_IN = addDays(toIsoDate(new Date()), 60);
const CHECK_OUT = addDays(CHECK_IN, 2);
const PATH = `/hotels/checkout/H-1/MDE/${CHECK_IN}/${CHECK_OUT}/1/2/R-STD`;
const REASON_MESSAGE = 'Indica el motivo por el que reservas fuera de la política.';

const BOOKING = {
  id: 'bk_41',
  locator: 'TRV-7Q2K9M',
  status: 'approved',
  type: 'hotel',
  hotelCode: 'H-1',
  hotelName: 'Hotel Poblado Plaza',
  roomCode: 'R-STD',
  roomName: 'Habitación estándar',
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  nights: 2,
  adults: 2,
  childAges: [],
  infants: 0,
  total: 640_000,
  currency: 'COP',
  withinPolicy: true,
  outOfPolicyReason: null,
  costCenter: { id: 2, code: 'COM-200', name: 'Comercial' },
  projectClient: null,
  expenseType: null,
  paymentMethod: 'nomina',
  createdAt: '2030-01-01T12:00:00.000Z',
  corporateRateOf: null,
  traveller: { id: 1, name: 'Laura Gómez', documento: '1020304050', email: 'viajero@andesenergia.co' },
  startsOn: CHECK_IN,
  endsOn: CHECK_OUT,
  approvalDeadline: null,
  supplierLocator: null,
  events: [],
  allowedTransitions: ['cancelled'],
};

function mockCheckoutApi(
  rules: PolicyRule[],
  bookingAnswers: ((request: MockRequest) => ReturnType<typeof apiError>)[] = [],
) {
  let call = 0;
  return mockFetch({
    'GET /api/hotels/H-1': { status: 200, body: buildHotelDetail() },
    'GET /api/payment/options': { status: 200, body: PAYMENT_OPTIONS },
    'GET /api/centros-utilidad': {
      status: 200,
      body: {
        data: [
          { id: 1, code: 'OPS-100', name: 'Operaciones', budgetUsed: null },
          { id: 2, code: 'COM-200', name: 'Comercial', budgetUsed: null },
        ],
        lastUsedId: null,
      },
    },
    'GET /api/me/policy-rules': { status: 200, body: { hotel: rules, flight: [] } },
    'POST /api/bookings/hotel': (request) => {
      const answer = bookingAnswers[call] ?? (() => ({ status: 201, body: BOOKING }));
      call += 1;
      return answer(request);
    },
  });
}

async function renderCheckout() {
  storeSignedInUser();
  renderWithProviders(<HotelCheckoutPage />, {
    path: PATH,
    routePath: `/hotels/checkout/:hotelCode/${SEARCH_PATTERN}/:roomCode`,
  });
  await screen.findByRole('heading', { name: 'Resumen' });
}

async function chooseCostCenter(name: string) {
  await userEvent.selectOptions(screen.getByLabelText('Centro de costos'), name);
}

const bookingRequests = (requests: MockRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url === '/api/bookings/hotel');

describe('HotelCheckoutPage', () => {
  it('summarises the stay and prefills the guest with the signed-in traveller', async () => {
    mockCheckoutApi([]);
    await renderCheckout();

    expect(screen.getByText('Hotel Poblado Plaza')).toBeInTheDocument();
    expect(screen.getByText('Habitación estándar · Desayuno incluido')).toBeInTheDocument();
    expect(screen.getByText('por 2 noches')).toBeInTheDocument();
    expect(screen.getByText('Dentro de la política')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Laura');
    expect(screen.getByLabelText('Apellido')).toHaveValue('Gómez');
    expect(screen.getByLabelText('Documento')).toHaveValue('1020304050');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('viajero@andesenergia.co');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+57 310 5550101');
    expect(screen.queryByLabelText('Motivo')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Descuento por nómina' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tarjeta corporativa' })).not.toBeChecked();
  });

  it('requires a reason when the room is out of policy, then books with it', async () => {
    const { requests } = mockCheckoutApi([{ type: 'NACIONAL', time_min: 0, price_max: 300_000 }]);
    await renderCheckout();
    expect(screen.getByText('Fuera de la política')).toBeInTheDocument();
    await chooseCostCenter('COM-200 Comercial');

    await userEvent.click(getIonButton('Confirmar reserva'));

    expect(await screen.findByText(REASON_MESSAGE)).toBeInTheDocument();
    expect(bookingRequests(requests)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Motivo'), 'Único hotel cerca del cliente.');
    await userEvent.click(getIonButton('Confirmar reserva'));

    await waitFor(() => expect(bookingRequests(requests)).toHaveLength(1));
    expect(bookingRequests(requests)[0]?.body).toEqual({
      hotelCode: 'H-1',
      roomCode: 'R-STD',
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      rooms: 1,
      adults: 2,
      childAges: [],
      infants: 0,
      guest: {
        firstname: 'Laura',
        last_name: 'Gómez',
        documento: '1020304050',
        email: 'viajero@andesenergia.co',
        phone: '+573105550101',
      },
      costCenterId: 2,
      paymentMethod: 'nomina',
      outOfPolicyReason: 'Único hotel cerca del cliente.',
      expectedTotal: 640_000,
    });
  });

  it('books into the trip «Agregar hotel a este viaje» opened it from, then books apart again', async () => {
    const { requests } = mockCheckoutApi([]);
    // As AddToTripButton leaves it for the signed-in traveller (booking-for.ts).
    sessionStorage.setItem(
      'travesia-booking-for',
      JSON.stringify({
        bookerNationalId: '1020304050',
        traveller: null,
        trip: { bookingId: 'b6f1c1d2-0000-4000-8000-00000000000f', name: 'Viaje a Medellín' },
      }),
    );
    await renderCheckout();
    expect(screen.getByText('Agregando al viaje «Viaje a Medellín»')).toBeInTheDocument();
    await chooseCostCenter('COM-200 Comercial');

    await userEvent.click(getIonButton('Confirmar reserva'));

    await waitFor(() => expect(bookingRequests(requests)).toHaveLength(1));
    expect(bookingRequests(requests)[0]?.body).toMatchObject({
      tripOf: 'b6f1c1d2-0000-4000-8000-00000000000f',
    });
    await waitFor(() => expect(currentLocation()).toBe('/hotel-confirmation/bk_41'));
    // The next booking is a trip of its own unless the traveller adds it again.
    expect(JSON.parse(sessionStorage.getItem('travesia-booking-for') ?? 'null')).toBeNull();
  });

  it('asks for a cost center before booking', async () => {
    const { requests } = mockCheckoutApi([]);
    await renderCheckout();

    await userEvent.click(getIonButton('Confirmar reserva'));

    expect(await screen.findByText('Elige un centro de costos.')).toBeInTheDocument();
    expect(bookingRequests(requests)).toHaveLength(0);
  });

  it("shows the server's message and retries with the same Idempotency-Key, then confirms", async () => {
    const { requests } = mockCheckoutApi(
      [],
      [() => apiError(409, 'SOLD_OUT', 'La habitación ya no está disponible para esas fechas.')],
    );
    await renderCheckout();
    await chooseCostCenter('OPS-100 Operaciones');
    await userEvent.click(screen.getByRole('radio', { name: 'Tarjeta corporativa' }));
    await userEvent.selectOptions(screen.getByLabelText('Tarjeta con la que pagas'), '7');

    await userEvent.click(getIonButton('Confirmar reserva'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La habitación ya no está disponible para esas fechas.',
    );

    await userEvent.click(getIonButton('Confirmar reserva'));
    // The confirmation has its own address (its page is tested in hotel-confirmation-page.test.tsx).
    await waitFor(() => expect(currentLocation()).toBe('/hotel-confirmation/bk_41'));

    const [first, second] = bookingRequests(requests);
    const key = first?.headers.get('Idempotency-Key') ?? '';
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(second?.headers.get('Idempotency-Key')).toBe(key);
    expect(first?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(bookingRequests(requests)[1]?.body).toMatchObject({
      costCenterId: 1,
      paymentMethod: 'tarjeta_corporativa',
      corporateCardId: 7,
    });
  });

  it('tells when the room is no longer offered', async () => {
    mockFetch({
      'GET /api/hotels/H-1': { status: 200, body: buildHotelDetail({ rooms: [] }) },
      'GET /api/centros-utilidad': { status: 200, body: { data: [], lastUsedId: null } },
      'GET /api/me/policy-rules': { status: 200, body: { hotel: [], flight: [] } },
    });
    storeSignedInUser();
    renderWithProviders(<HotelCheckoutPage />, {
      path: PATH,
      routePath: `/hotels/checkout/:hotelCode/${SEARCH_PATTERN}/:roomCode`,
    });

    expect(
      await screen.findByText('La habitación ya no está disponible para esas fechas.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver otras habitaciones' })).toHaveAttribute(
      'href',
      `/hotels/detail/H-1/MDE/${CHECK_IN}/${CHECK_OUT}/1/2`,
    );
  });

  it('sends one Idempotency-Key for every request of a double click', async () => {
    const { requests } = mockCheckoutApi([]);
    await renderCheckout();
    await chooseCostCenter('OPS-100 Operaciones');

    await userEvent.dblClick(getIonButton('Confirmar reserva'));

    await waitFor(() => expect(currentLocation()).toBe('/hotel-confirmation/bk_41'));
    const keys = new Set(bookingRequests(requests).map((request) => request.headers.get('Idempotency-Key')));
    expect(keys.size).toBe(1);
  });

  it('warns about a second booking of the same hotel and dates, and books it only when confirmed again', async () => {
    const duplicate =
      'Ya tienes una reserva en este hotel para estas fechas. Si de verdad necesitas otra, confirma de nuevo.';
    const { requests } = mockCheckoutApi([], [() => apiError(409, 'DUPLICATE_STAY', duplicate)]);
    await renderCheckout();
    await chooseCostCenter('OPS-100 Operaciones');

    await userEvent.click(getIonButton('Confirmar reserva'));
    expect(await screen.findByRole('alert')).toHaveTextContent(duplicate);
    expect(currentLocation()).toBe(PATH);
    expect(bookingRequests(requests)[0]?.body).not.toHaveProperty('confirmDuplicate');

    await userEvent.click(screen.getByRole('button', { name: 'Reservar de todos modos' }));
    await waitFor(() => expect(currentLocation()).toBe('/hotel-confirmation/bk_41'));
    expect(bookingRequests(requests)[1]?.body).toMatchObject({ costCenterId: 1, confirmDuplicate: true });
  });

  it('marks the company’s negotiated rate in the summary', async () => {
    mockFetch({
      'GET /api/hotels/H-1': {
        status: 200,
        body: buildHotelDetail({ corporateRateOf: 'Andes Energía S.A.S.' }),
      },
      'GET /api/payment/options': { status: 200, body: PAYMENT_OPTIONS },
      'GET /api/centros-utilidad': { status: 200, body: { data: [], lastUsedId: null } },
      'GET /api/me/policy-rules': { status: 200, body: { hotel: [], flight: [] } },
    });
    await renderCheckout();
    expect(screen.getByText('Tarifa corporativa de Andes Energía S.A.S.')).toBeInTheDocument();
  });
});
