import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingSummary } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBookingSummary, buildHotelBooking, listOf } from '../../../testing/booking-fixtures';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser, storeSignedInUser } from '../../../testing/fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { buildTrip, buildTripItems, MEDELLIN_TRIP } from '../testing/trip-fixtures';
import { TravelApprovalsPage } from './travel-approvals-page';

const QUEUE = 'GET /api/approvals';
const PENDING = buildBookingSummary({ allowedTransitions: ['approved', 'rejected'] });
const PUT = `PUT /api/bookings/${PENDING.id}`;

function renderPage() {
  return renderWithProviders(<TravelApprovalsPage />, { path: '/travel-approvals' });
}

const CARLOS = buildUser('aprobador', { name: 'Carlos', last_name: 'Restrepo', documento: '79800123' });

afterEach(() => vi.restoreAllMocks());

describe('TravelApprovalsPage', () => {
  it('shows each pending trip with traveller, price, policy, reason and deadline', async () => {
    storeSignedInUser(CARLOS);
    const { requests } = mockFetch({ [QUEUE]: { status: 200, body: listOf([PENDING]) } });
    renderPage();

    const list = await screen.findByRole('list', { name: 'Viajes por aprobar' });
    const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Hotel Andes Centro' })).toBeInTheDocument();
    expect(within(card).getByText('Laura Gómez')).toBeInTheDocument();
    expect(within(card).getByText(/1\.840\.000/)).toBeInTheDocument();
    expect(within(card).getByText('Fuera de la política')).toBeInTheDocument();
    expect(within(card).getByText('Evento del cliente en el hotel.')).toBeInTheDocument();
    expect(within(card).getByText('20 de nov de 2026, 12:00 p. m.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ver detalle' })).toHaveAttribute(
      'href',
      `/bookings/${PENDING.id}`,
    );
    expect(requests.find((request) => request.url.startsWith('/api/approvals'))?.url).toBe(
      '/api/approvals?status=pending_approval&page=1&pageSize=20',
    );
  });

  it('approves and fetches the queue again', async () => {
    storeSignedInUser(CARLOS);
    let isDecided = false;
    const { requests } = mockFetch({
      [QUEUE]: () => ({ status: 200, body: listOf(isDecided ? [] : [PENDING]) }),
      [PUT]: () => {
        isDecided = true;
        return { status: 200, body: buildHotelBooking({ status: 'approved' }) };
      },
    });
    renderPage();

    await userEvent.click(await screen.findByText('Aprobar', { selector: 'ion-button' }));
    expect(
      await screen.findByText('Aprobaste el viaje de Laura Gómez (Hotel Andes Centro).'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ status: 'approved' });
    expect(await screen.findByText('No tienes viajes pendientes de aprobación.')).toBeInTheDocument();
  });

  it('requires a comment to reject and sends it', async () => {
    storeSignedInUser(CARLOS);
    const { requests } = mockFetch({
      [QUEUE]: { status: 200, body: listOf([PENDING]) },
      [PUT]: { status: 200, body: buildHotelBooking({ status: 'rejected' }) },
    });
    renderPage();

    const reject = await screen.findByText('Rechazar', { selector: 'ion-button' });
    // The dialog (Ionic's modal, the form library) comes when first asked for, not with the page (issue 33).
    expect(document.querySelector('ion-modal')).toBeNull();
    await userEvent.click(reject);
    const form = await screen.findByRole('form', { name: 'Rechazar viaje' });
    expect(form).toHaveTextContent('Hotel Andes Centro · Laura Gómez');
    await userEvent.click(within(form).getByText('Rechazar viaje', { selector: 'ion-button' }));
    expect(await within(form).findByText('Indica el motivo del rechazo.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Motivo del rechazo'), 'Fechas no justificadas.');
    await userEvent.click(within(form).getByText('Rechazar viaje', { selector: 'ion-button' }));
    expect(
      await screen.findByText('Rechazaste el viaje de Laura Gómez (Hotel Andes Centro).'),
    ).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      status: 'rejected',
      comment: 'Fechas no justificadas.',
    });
  });

  it("shows the server's 409 when another approver decided first, and refreshes", async () => {
    storeSignedInUser(CARLOS);
    let queueCalls = 0;
    mockFetch({
      [QUEUE]: () => {
        queueCalls += 1;
        return { status: 200, body: listOf([PENDING]) };
      },
      [PUT]: apiError(409, 'CONFLICT', 'Una reserva aprobada no puede pasar a aprobada.'),
    });
    renderPage();

    await userEvent.click(await screen.findByText('Aprobar', { selector: 'ion-button' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Una reserva aprobada no puede pasar a aprobada.',
    );
    await waitFor(() => expect(queueCalls).toBe(2));
  });

  it('filters the queue by status and shows its empty state', async () => {
    storeSignedInUser(CARLOS);
    const { requests } = mockFetch({ [QUEUE]: { status: 200, body: listOf([]) } });
    renderPage();
    await screen.findByText('No tienes viajes pendientes de aprobación.');
    await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'Aprobada');
    expect(await screen.findByText('No hay viajes en este estado.')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/approvals?status=approved&page=1&pageSize=20');
  });

  it('tells a traveller they approve nothing and shows where their own trips stand, read-only', async () => {
    const laura = buildUser('viajero');
    storeSignedInUser(laura);
    const own = 'GET /api/me/bookings';
    const { requests } = mockFetch({
      [own]: (request) => ({
        status: 200,
        body: listOf(
          request.url.includes('status=pending_approval')
            ? [buildBookingSummary({ allowedTransitions: ['cancelled'] })]
            : [],
        ),
      }),
    });
    renderPage();
    expect(
      await screen.findByText(
        'No apruebas viajes de otras personas. Aquí ves en qué va la aprobación de tus propios viajes.',
      ),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tus viajes' });
    expect(list).toHaveTextContent('Hotel Andes Centro');
    expect(list).toHaveTextContent('Pendiente de aprobación');
    expect(screen.queryByText('Aprobar')).not.toBeInTheDocument();
    expect(screen.queryByText('Rechazar')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.startsWith('/api/approvals'))).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Mostrar'), 'Rechazada');
    expect(await screen.findByText('No tienes viajes en este estado.')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/me/bookings?status=rejected&page=1&pageSize=20');
  });

  describe('trips (decision 075)', () => {
    const ITEMS = buildTripItems({ allowedTransitions: ['approved', 'rejected'] });
    const [FLIGHT, HOTEL] = ITEMS as [BookingSummary, BookingSummary];
    const ALONE = buildBookingSummary({
      id: 'b6f1c1d2-0000-4000-8000-000000000020',
      title: 'Hotel Estelar Cartagena',
      allowedTransitions: ['approved', 'rejected'],
    });
    const DECISION = `PUT /api/trips/${MEDELLIN_TRIP.id}/decision`;

    it('shows the bookings of one trip as one card, and a booking without a trip as before', async () => {
      storeSignedInUser(CARLOS);
      mockFetch({ [QUEUE]: { status: 200, body: listOf([FLIGHT, ALONE, HOTEL]) } });
      renderPage();

      const list = await screen.findByRole('list', { name: 'Viajes por aprobar' });
      const cards = [...list.querySelectorAll(':scope > li')] as HTMLElement[];
      expect(cards).toHaveLength(2);
      const [trip, alone] = cards as [HTMLElement, HTMLElement];
      expect(within(trip).getByRole('heading', { level: 2, name: 'Viaje a Medellín' })).toBeInTheDocument();
      const items = within(trip).getByRole('list', { name: 'Reservas de Viaje a Medellín' });
      expect(
        within(items)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Bogotá → Medellín', 'Hotel Andes Centro']);
      expect(within(trip).getByText(/2\.260\.000/)).toBeInTheDocument();
      expect(getIonButton('Aprobar viaje', trip)).toBeInTheDocument();
      expect(within(alone).getByRole('heading', { name: 'Hotel Estelar Cartagena' })).toBeInTheDocument();
      expect(getIonButton('Aprobar', alone)).toBeInTheDocument();
      expect(within(alone).queryByText('Aprobar viaje')).not.toBeInTheDocument();
    });

    it('shows a trip with one booking on the page as a trip', async () => {
      storeSignedInUser(CARLOS);
      mockFetch({ [QUEUE]: { status: 200, body: listOf([HOTEL]) } });
      renderPage();
      expect(await screen.findByRole('listitem', { name: 'Viaje a Medellín' })).toHaveTextContent(
        'Viaje · 1 reserva',
      );
    });

    it('approves the whole trip at once and fetches the queue again', async () => {
      storeSignedInUser(CARLOS);
      let isDecided = false;
      const { requests } = mockFetch({
        [QUEUE]: () => ({ status: 200, body: listOf(isDecided ? [] : ITEMS) }),
        [DECISION]: () => {
          isDecided = true;
          return { status: 200, body: buildTrip(buildTripItems({ status: 'approved' })) };
        },
      });
      renderPage();

      await userEvent.click(await screen.findByText('Aprobar viaje', { selector: 'ion-button' }));
      expect(
        await screen.findByText('Aprobaste el viaje «Viaje a Medellín» de Laura Gómez.'),
      ).toBeInTheDocument();
      expect(requests.filter((request) => request.method === 'PUT')).toEqual([
        expect.objectContaining({
          url: `/api/trips/${MEDELLIN_TRIP.id}/decision`,
          body: { status: 'approved' },
        }),
      ]);
      expect(await screen.findByText('No tienes viajes pendientes de aprobación.')).toBeInTheDocument();
    });

    it('rejects the whole trip with the reason asked for', async () => {
      storeSignedInUser(CARLOS);
      const { requests } = mockFetch({
        [QUEUE]: { status: 200, body: listOf(ITEMS) },
        [DECISION]: { status: 200, body: buildTrip(buildTripItems({ status: 'rejected' })) },
      });
      renderPage();

      await userEvent.click(await screen.findByText('Rechazar viaje', { selector: 'ion-button' }));
      const form = await screen.findByRole('form', { name: 'Rechazar viaje' });
      expect(form).toHaveTextContent('Viaje a Medellín · Laura Gómez');
      await userEvent.type(within(form).getByLabelText('Motivo del rechazo'), 'El evento se aplazó.');
      await userEvent.click(within(form).getByText('Rechazar viaje', { selector: 'ion-button' }));
      expect(
        await screen.findByText('Rechazaste el viaje «Viaje a Medellín» de Laura Gómez.'),
      ).toBeInTheDocument();
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        status: 'rejected',
        comment: 'El evento se aplazó.',
      });
    });

    it("shows the server's answer when the trip was decided meanwhile", async () => {
      storeSignedInUser(CARLOS);
      mockFetch({
        [QUEUE]: { status: 200, body: listOf(ITEMS) },
        [DECISION]: apiError(
          409,
          'CONFLICT',
          'Este viaje no tiene reservas pendientes de aprobación: ya se decidió.',
        ),
      });
      renderPage();
      await userEvent.click(await screen.findByText('Aprobar viaje', { selector: 'ion-button' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Este viaje no tiene reservas pendientes de aprobación: ya se decidió.',
      );
    });
  });
});
