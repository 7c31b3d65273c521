import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBookingSummary } from '../../../testing/booking-fixtures';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render';
import { buildTrip, buildTripItems } from '../testing/trip-fixtures';
import { ApprovalLinkPage } from './approval-link-page';

const TOKEN = 'tok_abc123';
const LINK = `/api/approval-links/${TOKEN}`;
const BOOKING = buildBookingSummary();

function renderPage() {
  return renderWithProviders(<ApprovalLinkPage />, {
    path: `/approval/${TOKEN}`,
    routePath: '/approval/:token',
  });
}

afterEach(() => vi.restoreAllMocks());

describe('ApprovalLinkPage', () => {
  it('shows the trip and approves it without a session', async () => {
    const { requests } = mockFetch({
      [`GET ${LINK}`]: { status: 200, body: { booking: BOOKING, decision: 'approved', trip: null } },
      [`POST ${LINK}`]: { status: 200, body: { ...BOOKING, status: 'approved' } },
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Aprobar el viaje' })).toBeInTheDocument();
    const trip = screen.getByRole('region', { name: 'Viaje' });
    expect(within(trip).getByText('Hotel Andes Centro')).toBeInTheDocument();
    expect(within(trip).getByText('Laura Gómez')).toBeInTheDocument();
    expect(within(trip).getByText('Evento del cliente en el hotel.')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Confirmar aprobación', { selector: 'ion-button' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Viaje aprobado' })).toBeInTheDocument();
    expect(
      screen.getByText('Aprobaste el viaje de Laura Gómez. La agencia emitirá la reserva.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Aprobada')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({});
    expect(post?.headers.get('Authorization')).toBeNull();
  });

  it('requires the reason of a rejection and sends it', async () => {
    const { requests } = mockFetch({
      [`GET ${LINK}`]: { status: 200, body: { booking: BOOKING, decision: 'rejected', trip: null } },
      [`POST ${LINK}`]: { status: 200, body: { ...BOOKING, status: 'rejected' } },
    });
    renderPage();

    await userEvent.click(await screen.findByText('Confirmar rechazo', { selector: 'ion-button' }));
    expect(await screen.findByText('Indica el motivo del rechazo.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Motivo del rechazo'), 'Presupuesto agotado.');
    await userEvent.click(screen.getByText('Confirmar rechazo', { selector: 'ion-button' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Viaje rechazado' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      comment: 'Presupuesto agotado.',
    });
  });

  it("shows the server's message for a used or expired link", async () => {
    mockFetch({ [`GET ${LINK}`]: apiError(410, 'GONE', 'Este enlace de aprobación venció.') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace de aprobación venció.');
  });

  it('shows a conflict when someone decided between opening and confirming', async () => {
    mockFetch({
      [`GET ${LINK}`]: { status: 200, body: { booking: BOOKING, decision: 'approved', trip: null } },
      [`POST ${LINK}`]: apiError(409, 'CONFLICT', 'Otro aprobador ya decidió sobre este viaje.'),
    });
    renderPage();
    await userEvent.click(await screen.findByText('Confirmar aprobación', { selector: 'ion-button' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Otro aprobador ya decidió sobre este viaje.');
  });

  describe("a trip's link (decision 075)", () => {
    const TRIP = buildTrip(buildTripItems({ bookedBy: { id: 31, name: 'Marta Díaz' } }));
    const [FLIGHT] = TRIP.items;

    it('shows the trip, its total and each booking, and approves it all', async () => {
      const { requests } = mockFetch({
        [`GET ${LINK}`]: { status: 200, body: { booking: FLIGHT, decision: 'approved', trip: TRIP } },
        [`POST ${LINK}`]: { status: 200, body: { ...FLIGHT, status: 'approved' } },
      });
      renderPage();

      expect(await screen.findByRole('heading', { level: 1, name: 'Aprobar el viaje' })).toBeInTheDocument();
      const trip = screen.getByRole('region', { name: 'Viaje a Medellín' });
      expect(trip).toHaveTextContent('Visita a la planta de Guatapé.');
      expect(within(trip).getByText('Laura Gómez')).toBeInTheDocument();
      expect(within(trip).getByText('1 de dic de 2026 – 4 de dic de 2026')).toBeInTheDocument();
      expect(within(trip).getByText(/2\.260\.000/)).toBeInTheDocument();

      const items = screen.getByRole('list', { name: 'Reservas del viaje' });
      const flight = within(items).getByRole('region', { name: 'Bogotá → Medellín' });
      expect(within(flight).getByText(/420\.000/)).toBeInTheDocument();
      expect(within(flight).getByText('Dentro de la política')).toBeInTheDocument();
      expect(within(flight).getByText('Reservado por Marta Díaz para Laura Gómez')).toBeInTheDocument();
      const hotel = within(items).getByRole('region', { name: 'Hotel Andes Centro' });
      expect(within(hotel).getByText('Fuera de la política')).toBeInTheDocument();
      expect(within(hotel).getByText('Evento del cliente en el hotel.')).toBeInTheDocument();

      await userEvent.click(screen.getByText('Confirmar aprobación', { selector: 'ion-button' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Viaje aprobado' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Aprobaste el viaje «Viaje a Medellín» de Laura Gómez: 2 reservas. La agencia emitirá las reservas.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Viaje a Medellín' })).toBeInTheDocument();
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({});
    });

    it('says the whole trip was rejected', async () => {
      mockFetch({
        [`GET ${LINK}`]: { status: 200, body: { booking: FLIGHT, decision: 'rejected', trip: TRIP } },
        [`POST ${LINK}`]: { status: 200, body: { ...FLIGHT, status: 'rejected' } },
      });
      renderPage();

      expect(await screen.findByRole('heading', { level: 1, name: 'Rechazar el viaje' })).toBeInTheDocument();
      await userEvent.type(screen.getByLabelText('Motivo del rechazo'), 'El evento se aplazó.');
      await userEvent.click(screen.getByText('Confirmar rechazo', { selector: 'ion-button' }));
      expect(
        await screen.findByText(
          'Rechazaste el viaje «Viaje a Medellín» de Laura Gómez. Le avisamos a la persona y liberamos las reservas.',
        ),
      ).toBeInTheDocument();
    });
  });
});
