import type { BookingSummary } from '@travesia/domain';

/** What the approver decides at once: a booking of its own, or the bookings of one trip (decision 075). */
export type ApprovalGroup =
  | { kind: 'booking'; booking: BookingSummary }
  | {
      kind: 'trip';
      trip: NonNullable<BookingSummary['trip']>;
      /** A trip is one traveller's. */
      traveller: BookingSummary['traveller'];
      items: BookingSummary[];
    };

/** The bookings of a page grouped by trip, each group where its first booking is, its items in the page's order. */
export function groupByTrip(bookings: readonly BookingSummary[]): ApprovalGroup[] {
  const groups: ApprovalGroup[] = [];
  const trips = new Map<string, BookingSummary[]>();
  for (const booking of bookings) {
    if (!booking.trip) {
      groups.push({ kind: 'booking', booking });
      continue;
    }
    const items = trips.get(booking.trip.id);
    if (items) {
      items.push(booking);
      continue;
    }
    const group = {
      kind: 'trip' as const,
      trip: booking.trip,
      traveller: booking.traveller,
      items: [booking],
    };
    trips.set(booking.trip.id, group.items);
    groups.push(group);
  }
  return groups;
}
