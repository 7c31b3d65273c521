import type { BookingSummary, Trip } from '@travesia/domain';
import { buildBookingSummary, LAURA_TRAVELLER } from '../../../testing/booking-fixtures';

export const MEDELLIN_TRIP = { id: '7c1e0a52-0000-4000-8000-0000000000aa', name: 'Viaje a Medellín' };

/** The trip's flight and hotel (decision 075), both waiting for the approver unless told otherwise. */
export function buildTripItems(overrides: Partial<BookingSummary> = {}): BookingSummary[] {
  return [
    buildBookingSummary({
      id: 'b6f1c1d2-0000-4000-8000-000000000010',
      locator: 'TRV-F3M8P',
      type: 'flight',
      title: 'Bogotá → Medellín',
      subtitle: 'Avianca AV9350 · ida',
      trip: MEDELLIN_TRIP,
      startsOn: '2026-12-01',
      endsOn: '2026-12-01',
      total: 420_000,
      withinPolicy: true,
      outOfPolicyReason: null,
      approvalDeadline: '2026-11-19T17:00:00.000Z',
      ...overrides,
    }),
    buildBookingSummary({ id: 'b6f1c1d2-0000-4000-8000-000000000011', trip: MEDELLIN_TRIP, ...overrides }),
  ];
}

/** GET /api/trips/:id or a trip's approval link: the trip of `items`, as the API adds it up. */
export function buildTrip(items: BookingSummary[] = buildTripItems()): Trip {
  return {
    ...MEDELLIN_TRIP,
    purpose: 'Visita a la planta de Guatapé.',
    traveller: LAURA_TRAVELLER,
    startsOn: '2026-12-01',
    endsOn: '2026-12-04',
    total: items.reduce((sum, item) => sum + item.total, 0),
    items,
  };
}
