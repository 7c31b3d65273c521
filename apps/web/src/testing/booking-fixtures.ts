import type { BookingSummary, HotelBooking } from '@travesia/domain';

export const LAURA_TRAVELLER = {
  id: 11,
  name: 'Laura Gómez',
  documento: '1020304050',
  email: 'viajero@andesenergia.co',
};

/** A row of a bookings list or of the approval queue (contract of booking-lists.ts). */
export function buildBookingSummary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: 'b6f1c1d2-0000-4000-8000-000000000001',
    locator: 'TRV-H7K2Q',
    type: 'hotel',
    status: 'pending_approval',
    title: 'Hotel Andes Centro',
    subtitle: 'Suite · 2 noches',
    traveller: LAURA_TRAVELLER,
    bookedBy: null,
    trip: null,
    startsOn: '2026-12-02',
    endsOn: '2026-12-04',
    total: 1_840_000,
    currency: 'COP',
    withinPolicy: false,
    outOfPolicyReason: 'Evento del cliente en el hotel.',
    costCenter: { id: 1, code: 'CC-100', name: 'Operaciones' },
    projectClient: null,
    expenseType: null,
    approvalDeadline: '2026-11-20T17:00:00.000Z',
    supplierLocator: null,
    createdAt: '2026-11-18T17:00:00.000Z',
    allowedTransitions: [],
    overlaps: [],
    ...overrides,
  };
}

/** GET /api/bookings/:id of a hotel booking (contract of hotel-api.ts). */
export function buildHotelBooking(overrides: Partial<HotelBooking> = {}): HotelBooking {
  return {
    id: 'b6f1c1d2-0000-4000-8000-000000000001',
    locator: 'TRV-H7K2Q',
    status: 'pending_approval',
    type: 'hotel',
    hotelCode: 'BOG-001',
    hotelName: 'Hotel Andes Centro',
    city: 'Bogotá',
    roomCode: 'SUI',
    roomName: 'Suite',
    checkIn: '2026-12-02',
    checkOut: '2026-12-04',
    nights: 2,
    adults: 1,
    childAges: [],
    infants: 0,
    total: 1_840_000,
    currency: 'COP',
    withinPolicy: false,
    outOfPolicyReason: 'Evento del cliente en el hotel.',
    costCenter: { id: 1, code: 'CC-100', name: 'Operaciones' },
    projectClient: null,
    expenseType: null,
    paymentMethod: 'nomina',
    createdAt: '2026-11-18T17:00:00.000Z',
    corporateRateOf: null,
    traveller: LAURA_TRAVELLER,
    bookedBy: null,
    trip: null,
    startsOn: '2026-12-02',
    endsOn: '2026-12-04',
    approvalDeadline: '2026-11-20T17:00:00.000Z',
    supplierLocator: null,
    events: [
      {
        id: 1,
        fromStatus: null,
        toStatus: 'pending_approval',
        actorName: 'Laura Gómez',
        comment: null,
        createdAt: '2026-11-18T17:00:00.000Z',
      },
    ],
    allowedTransitions: [],
    overlaps: [],
    cancellationRefund: null,
    ...overrides,
  };
}

export function listOf(data: BookingSummary[], { page = 1, pageSize = 20, total = data.length } = {}) {
  return { data, page, pageSize, total };
}
