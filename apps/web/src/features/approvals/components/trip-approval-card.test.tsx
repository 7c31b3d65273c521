import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingSummary } from '@travesia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAURA_TRAVELLER } from '../../../testing/booking-fixtures';
import { getIonButton, renderWithProviders } from '../../../testing/render';
import { buildTripItems, MEDELLIN_TRIP } from '../testing/trip-fixtures';
import { TripApprovalCard } from './trip-approval-card';

function renderCard(items: BookingSummary[]) {
  const onApprove = vi.fn();
  const onReject = vi.fn();
  renderWithProviders(
    <ul>
      <TripApprovalCard
        trip={MEDELLIN_TRIP}
        traveller={LAURA_TRAVELLER}
        items={items}
        onApprove={onApprove}
        onReject={onReject}
      />
    </ul>,
  );
  return { onApprove, onReject };
}

/** Ionic moves a button's aria-label to the native button in its shadow DOM once it loads. */
async function expectAccessibleName(ionButton: HTMLElement, name: string) {
  await waitFor(() =>
    expect(ionButton.shadowRoot?.querySelector('button')).toHaveAttribute('aria-label', name),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TripApprovalCard', () => {
  it('shows the trip, what its bookings add up to and each booking with its policy', async () => {
    renderCard(buildTripItems({ allowedTransitions: ['approved', 'rejected'] }));

    const card = await screen.findByRole('listitem', { name: 'Viaje a Medellín' });
    expect(within(card).getByText('Viaje · 2 reservas')).toBeInTheDocument();
    expect(within(card).getByText('Laura Gómez')).toBeInTheDocument();
    expect(within(card).getByText('1 de dic de 2026 – 4 de dic de 2026')).toBeInTheDocument();
    expect(within(card).getByText(/2\.260\.000/)).toBeInTheDocument();
    // The earliest deadline of the bookings still waiting.
    expect(within(card).getByText('19 de nov de 2026, 12:00 p. m.')).toBeInTheDocument();

    const items = within(card).getByRole('list', { name: 'Reservas de Viaje a Medellín' });
    const flight = within(items).getByRole('listitem', { name: 'Bogotá → Medellín' });
    expect(flight).toHaveTextContent('Vuelo · TRV-F3M8P');
    expect(flight).toHaveTextContent('Avianca AV9350 · ida');
    expect(within(flight).getByText(/420\.000/)).toBeInTheDocument();
    expect(within(flight).getByText('Dentro de la política')).toBeInTheDocument();
    expect(within(flight).getByRole('link', { name: 'Ver detalle' })).toHaveAttribute(
      'href',
      '/bookings/b6f1c1d2-0000-4000-8000-000000000010',
    );
    const hotel = within(items).getByRole('listitem', { name: 'Hotel Andes Centro' });
    expect(within(hotel).getByText('Fuera de la política')).toBeInTheDocument();
    expect(within(hotel).getByText('Evento del cliente en el hotel.')).toBeInTheDocument();
  });

  it('says who booked for the traveller, once', async () => {
    renderCard(buildTripItems({ bookedBy: { id: 31, name: 'Marta Díaz' } }));
    expect(await screen.findAllByText('Reservado por Marta Díaz para Laura Gómez')).toHaveLength(1);
  });

  it('decides the whole trip from its buttons', async () => {
    const { onApprove, onReject } = renderCard(
      buildTripItems({ allowedTransitions: ['approved', 'rejected'] }),
    );

    const approve = getIonButton('Aprobar viaje');
    await expectAccessibleName(approve, 'Aprobar viaje Viaje a Medellín');
    await userEvent.click(approve);
    expect(onApprove).toHaveBeenCalledOnce();
    const reject = getIonButton('Rechazar viaje');
    await expectAccessibleName(reject, 'Rechazar viaje Viaje a Medellín');
    await userEvent.click(reject);
    expect(onReject).toHaveBeenCalledOnce();
  });

  it('offers no decision once nothing waits or the user may not decide', async () => {
    renderCard(buildTripItems({ status: 'approved', allowedTransitions: ['cancelled'] }));
    await screen.findByRole('listitem', { name: 'Viaje a Medellín' });
    expect(screen.queryByText('Aprobar viaje')).not.toBeInTheDocument();
    expect(screen.queryByText('Rechazar viaje')).not.toBeInTheDocument();
  });
});
