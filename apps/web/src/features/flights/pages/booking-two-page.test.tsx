import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FareFamily, PolicyRule } from '@travesia/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, type MockRequest, type MockResponse, mockFetch } from '../../../testing/fetch-mock';
import { PAYMENT_OPTIONS, storeSignedInUser, TEST_TOKEN } from '../../../testing/fixtures';
import { currentLocation, getIonButton, renderWithProviders } from '../../../testing/render';
import { flightBookingStore } from '../state/flight-booking-store';
import {
  buildFamilies,
  buildFlightBooking,
  buildOneWayFlight,
  buildSearch,
  cop,
  LAURA,
  storeFlightBooking,
} from '../testing/flight-booking-fixtures';
import { BookingTwoPage } from './booking-two-page';

const REASON_MESSAGE = 'Indica el motivo por el que reservas fuera de la política.';
const PRICE_CHANGED_MESSAGE = 'El precio cambió a $ 1.160.000. Revisa el nuevo total antes de confirmar.';
const SOLD_OUT_MESSAGE = 'Ya no quedan asientos suficientes en ese vuelo.';

/** The company's project clients and expense types, and whether it requires them at checkout. */
function billingRoutes(required: boolean): Record<string, MockResponse> {
  return {
    'GET /api/clientes-proyecto': {
      status: 200,
      body: { data: [{ id: 4, code: 'ECOP-01', name: 'Ecopetrol – Parque solar Meta' }] },
    },
    'GET /api/admin/expense-types': {
      status: 200,
      body: [
        { id: 8, code: 'CAP', name: 'Capacitación' },
        { id: 9, code: 'VIA-NAL', name: 'Viáticos nacionales' },
      ],
    },
    'GET /api/catalogs/requirements': {
      status: 200,
      body: { 'project-clients': required, 'expense-types': required },
    },
  };
}

function mockBookingApi({
  rules = [],
  answers = [],
  billing = {},
}: {
  rules?: PolicyRule[];
  answers?: MockResponse[];
  billing?: Record<string, MockResponse>;
} = {}) {
  let call = 0;
  const repriced = buildFamilies().map(
    (family): FareFamily => (family.code === 'CLASICA' ? { ...family, price: 1_010_000 } : family),
  );
  return mockFetch({
    ...billing,
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
    'GET /api/me/policy-rules': { status: 200, body: { hotel: [], flight: rules } },
    'POST /api/bookings/flight': () => {
      const answer = answers[call] ?? { status: 201, body: buildFlightBooking() };
      call += 1;
      return answer;
    },
    'POST /api/flights/search': {
      status: 200,
      body: { results: [{ ...buildOneWayFlight(repriced), booking_token: 'token-fresh' }] },
    },
  });
}

const bookingRequests = (requests: MockRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url === '/api/bookings/flight');

async function renderBookingTwo() {
  storeSignedInUser();
  const state = storeFlightBooking(buildSearch(), buildOneWayFlight(), {
    fareFamily: 'CLASICA',
    extraLuggage: ['Grande'],
    passengers: [LAURA],
  });
  renderWithProviders(<BookingTwoPage />, { path: '/booking-two' });
  await screen.findByLabelText('Centro de costos');
  return state;
}

async function chooseCostCenter(name: string) {
  await userEvent.selectOptions(screen.getByLabelText('Centro de costos'), name);
}

describe('BookingTwoPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('summarises the flight, passengers and price, within the policy', async () => {
    mockBookingApi();
    await renderBookingTwo();

    expect(
      within(screen.getByRole('region', { name: 'Pasajeros' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Laura Gómez · Adulto · Femenino · CC 1020304050']);
    expect(screen.getByText('Tarifa Clásica')).toBeInTheDocument();
    expect(screen.getByText('Equipaje adicional')).toBeInTheDocument();
    expect(screen.getAllByText(cop(1_112_000))).not.toHaveLength(0);
    expect(screen.getByText('Dentro de la política')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Descuento por nómina' })).toBeChecked();
    expect(screen.queryByLabelText('Motivo')).not.toBeInTheDocument();
  });

  it('requires a reason out of policy, then books with the Idempotency-Key and shows the confirmation', async () => {
    // The traveller's own Clásica ticket (520.000) is above the cap.
    const { requests } = mockBookingApi({ rules: [{ type: 'NACIONAL', time_min: 0, price_max: 300_000 }] });
    const state = await renderBookingTwo();
    expect(screen.getByText('Fuera de la política')).toBeInTheDocument();
    await chooseCostCenter('COM-200 Comercial');
    await userEvent.click(screen.getByRole('radio', { name: 'Tarjeta corporativa' }));
    await userEvent.selectOptions(screen.getByLabelText('Tarjeta con la que pagas'), '7');

    await userEvent.click(getIonButton('Confirmar reserva'));
    expect(await screen.findByText(REASON_MESSAGE)).toBeInTheDocument();
    expect(bookingRequests(requests)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Motivo'), 'Reunión con el cliente a primera hora.');
    await userEvent.click(getIonButton('Confirmar reserva'));

    await waitFor(() => expect(currentLocation()).toBe('/flight-confirmation/bk_77'));
    const [request] = bookingRequests(requests);
    expect(request?.headers.get('Idempotency-Key')).toBe(state.idempotencyKey);
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(request?.body).toEqual({
      booking_token: state.itinerary.booking_token,
      fareFamily: 'CLASICA',
      extraLuggage: ['Grande'],
      passengers: [LAURA],
      costCenterId: 2,
      paymentMethod: 'tarjeta_corporativa',
      corporateCardId: 7,
      outOfPolicyReason: 'Reunión con el cliente a primera hora.',
      expectedTotal: 1_112_000,
    });
    expect(flightBookingStore.get()?.booking).toMatchObject({ id: 'bk_77', locator: 'TRV-4FLY27' });
  });

  it('offers the company’s project clients and expense types, optional, and books with the chosen ones', async () => {
    const { requests } = mockBookingApi({ billing: billingRoutes(false) });
    await renderBookingTwo();
    const client = await screen.findByLabelText('Cliente del proyecto');
    const type = screen.getByLabelText('Tipo de gasto');
    expect(client).not.toBeRequired();
    expect(
      within(client)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin cliente', 'ECOP-01 Ecopetrol – Parque solar Meta']);
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin tipo de gasto', 'CAP Capacitación', 'VIA-NAL Viáticos nacionales']);
    await chooseCostCenter('OPS-100 Operaciones');
    await userEvent.selectOptions(client, 'ECOP-01 Ecopetrol – Parque solar Meta');
    await userEvent.selectOptions(type, 'VIA-NAL Viáticos nacionales');
    await userEvent.click(getIonButton('Confirmar reserva'));

    await waitFor(() => expect(currentLocation()).toBe('/flight-confirmation/bk_77'));
    expect(bookingRequests(requests)[0]?.body).toMatchObject({
      costCenterId: 1,
      projectClientId: 4,
      expenseTypeId: 9,
    });
  });

  it('asks for the project client and the expense type when the company requires them', async () => {
    const { requests } = mockBookingApi({ billing: billingRoutes(true) });
    await renderBookingTwo();
    const client = await screen.findByLabelText(/Cliente del proyecto/);
    await waitFor(() => expect(client).toBeRequired());
    expect(screen.queryByRole('option', { name: 'Sin cliente' })).not.toBeInTheDocument();
    await chooseCostCenter('OPS-100 Operaciones');
    await userEvent.click(getIonButton('Confirmar reserva'));

    expect(await screen.findByText('Elige el cliente del proyecto.')).toBeInTheDocument();
    expect(screen.getByText('Elige el tipo de gasto.')).toBeInTheDocument();
    expect(bookingRequests(requests)).toHaveLength(0);

    await userEvent.selectOptions(client, 'ECOP-01 Ecopetrol – Parque solar Meta');
    await userEvent.selectOptions(screen.getByLabelText(/Tipo de gasto/), 'CAP Capacitación');
    await userEvent.click(getIonButton('Confirmar reserva'));
    await waitFor(() => expect(bookingRequests(requests)).toHaveLength(1));
    expect(bookingRequests(requests)[0]?.body).toMatchObject({ projectClientId: 4, expenseTypeId: 8 });
  });

  it('shows neither select when the company has no project clients or expense types', async () => {
    mockBookingApi({
      billing: {
        'GET /api/clientes-proyecto': { status: 200, body: { data: [] } },
        'GET /api/admin/expense-types': { status: 200, body: [] },
        'GET /api/catalogs/requirements': {
          status: 200,
          body: { 'project-clients': true, 'expense-types': true },
        },
      },
    });
    await renderBookingTwo();
    await waitFor(() => expect(screen.getByLabelText('Centro de costos')).toBeInTheDocument());
    expect(screen.queryByLabelText(/Cliente del proyecto/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Tipo de gasto/)).not.toBeInTheDocument();
  });

  it('asks for a cost center before booking', async () => {
    const { requests } = mockBookingApi();
    await renderBookingTwo();

    await userEvent.click(getIonButton('Confirmar reserva'));

    expect(await screen.findByText('Elige un centro de costos.')).toBeInTheDocument();
    expect(bookingRequests(requests)).toHaveLength(0);
  });

  it('shows a new price for acceptance and books at it with the same Idempotency-Key', async () => {
    const { requests } = mockBookingApi({
      answers: [apiError(409, 'PRICE_CHANGED', PRICE_CHANGED_MESSAGE)],
    });
    const state = await renderBookingTwo();
    await chooseCostCenter('OPS-100 Operaciones');

    await userEvent.click(getIonButton('Confirmar reserva'));

    const notice = await screen.findByText('El precio cambió');
    expect(notice.closest('[role="alert"]')).toHaveTextContent(
      `Antes: ${cop(1_112_000)} · Ahora: ${cop(1_160_000)}`,
    );
    expect(screen.queryByText('Confirmar reserva')).not.toBeInTheDocument();

    await userEvent.click(getIonButton('Aceptar nuevo precio'));
    expect(screen.queryByText('El precio cambió')).not.toBeInTheDocument();
    expect(screen.getAllByText(cop(1_160_000))).not.toHaveLength(0);
    await userEvent.click(getIonButton('Confirmar reserva'));

    await waitFor(() => expect(currentLocation()).toBe('/flight-confirmation/bk_77'));
    const [first, second] = bookingRequests(requests);
    expect(second?.body).toMatchObject({
      booking_token: 'token-fresh',
      expectedTotal: 1_160_000,
      costCenterId: 1,
    });
    expect(first?.headers.get('Idempotency-Key')).toBe(state.idempotencyKey);
    expect(second?.headers.get('Idempotency-Key')).toBe(state.idempotencyKey);
  });

  it.each([
    ['the seats are gone', 'SOLD_OUT', SOLD_OUT_MESSAGE],
    ['the offer has expired', 'OFFER_INVALID', 'La tarifa elegida ya no es válida; vuelve a buscar.'],
  ])('says clearly when %s and offers other flights', async (_case, code, message) => {
    mockBookingApi({ answers: [apiError(409, code, message)] });
    await renderBookingTwo();
    await chooseCostCenter('OPS-100 Operaciones');

    await userEvent.click(getIonButton('Confirmar reserva'));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Buscar otros vuelos' })).toHaveAttribute(
      'href',
      // The same search, without a carry-on as it was made.
      '/shop/flights/results/oneway/BOG/MDE/2030-03-10/1/0/0?hand=0',
    );
    expect(screen.queryByText('Confirmar reserva')).not.toBeInTheDocument();
  });

  it('names the traveller’s other trip at the same time and books only once confirmed', async () => {
    const warning =
      'Este viaje se cruza con otro viaje tuyo: Bogotá → Medellín (TRV-4FLY26, 10 de mar de 2030). Si de verdad necesitas los dos, confirma de nuevo.';
    const { requests } = mockBookingApi({ answers: [apiError(409, 'TRIP_OVERLAP', warning)] });
    const state = await renderBookingTwo();
    await chooseCostCenter('OPS-100 Operaciones');

    await userEvent.click(getIonButton('Confirmar reserva'));

    expect(await screen.findByRole('alert')).toHaveTextContent(warning);
    expect(currentLocation()).toBe('/booking-two');
    await userEvent.click(getIonButton('Reservar de todos modos'));

    await waitFor(() => expect(currentLocation()).toBe('/flight-confirmation/bk_77'));
    const [first, second] = bookingRequests(requests);
    expect(first?.body).not.toHaveProperty('confirmDuplicate');
    expect(second?.body).toMatchObject({ costCenterId: 1, confirmDuplicate: true });
    expect(second?.headers.get('Idempotency-Key')).toBe(state.idempotencyKey);
  });

  it('sends back to the passengers step when they are missing', () => {
    mockFetch({});
    storeSignedInUser();
    storeFlightBooking(buildSearch(), buildOneWayFlight());
    renderWithProviders(<BookingTwoPage />, { path: '/booking-two' });

    expect(screen.getByText('Faltan los datos de los pasajeros.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Completar los pasajeros' })).toHaveAttribute(
      'href',
      '/booking-one',
    );
  });
});
