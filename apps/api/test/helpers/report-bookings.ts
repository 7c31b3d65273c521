import type { bookings } from '@travesia/db';
import { buildFlightDetails, buildHotelDetails } from '@travesia/domain/testing/stored-details';

export type BookingRow = typeof bookings.$inferInsert;
type Required<K extends keyof BookingRow> = Partial<BookingRow> & Pick<BookingRow, K>;

/**
 * Bookings as the reports read them, inserted straight into the table: emitted, within policy, paid by payroll,
 * national, in one company, traveller and cost center unless a row says otherwise. Locators and idempotency keys
 * are numbered under `prefix` so two test files never share one.
 */
export function reportBookingRows(
  prefix: string,
  owner: { companyId: number; userId: number; costCenterId: number },
) {
  let sequence = 0;
  const row = (values: Required<'type' | 'total' | 'createdAt'>): BookingRow => {
    sequence += 1;
    return {
      locator: `${prefix}${String(sequence).padStart(3, '0')}`,
      ...owner,
      bookedBy: owner.userId,
      status: 'emitted',
      supplier: 'builtin',
      details: values.type === 'hotel' ? buildHotelDetails() : buildFlightDetails(),
      withinPolicy: true,
      paymentMethod: 'nomina',
      idempotencyKey: `${prefix.toLowerCase()}-${sequence}`,
      isInternational: false,
      isShortNotice: false,
      ...values,
    };
  };
  const flight = (values: Required<'total' | 'createdAt'>) =>
    row({ type: 'flight', vendor: 'AV', route: 'BOG-MDE', destination: 'MDE', ...values });
  const hotel = (values: Required<'total' | 'createdAt'>) =>
    row({ type: 'hotel', vendor: 'H1', vendorName: 'Hotel Uno', destination: 'MDE', ...values });
  return { row, flight, hotel };
}
