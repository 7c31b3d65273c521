import { useQuery } from '@tanstack/react-query';
import {
  type BookingListResponse,
  type BookingSummary,
  bookingListResponseSchema,
  companySetupSchema,
  isTripGoingAhead,
  type MonthSpend,
  monthSpendSchema,
  toIsoDate,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

const UPCOMING_SHOWN = 3;
/** Enough of the newest bookings to find the next trips among them. */
const UPCOMING_LOOKED_AT = 50;

/** GET /api/me/bookings: the signed-in traveller's own trips. */
function ownBookings(query: string, signal?: AbortSignal): Promise<BookingListResponse> {
  return apiRequest(`/api/me/bookings?${query}`, bookingListResponseSchema, { signal });
}

/**
 * The traveller's next trips that go ahead, soonest first. Under the bookings' list keys, so that booking,
 * approving or cancelling (which refresh the lists) refresh these too.
 */
export function useUpcomingTrips() {
  const today = toIsoDate(new Date());
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEYS.lists, 'upcoming', today],
    queryFn: async ({ signal }): Promise<BookingSummary[]> => {
      const page = await ownBookings(`from=${today}&pageSize=${UPCOMING_LOOKED_AT}`, signal);
      return page.data
        .filter((booking) => isTripGoingAhead(booking.status) && booking.startsOn !== null)
        .sort((a, b) => (a.startsOn ?? '').localeCompare(b.startsOn ?? ''))
        .slice(0, UPCOMING_SHOWN);
    },
  });
}

/** How many of the traveller's trips wait for an approver. */
export function useOwnPendingCount() {
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEYS.lists, 'pending-count'],
    queryFn: async ({ signal }) => (await ownBookings('status=pending_approval&pageSize=1', signal)).total,
  });
}

/** GET /api/approvals: how many trips wait for this approver's decision. */
export function useApprovalsWaitingCount() {
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEYS.lists, 'approvals-count'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/approvals?pageSize=1', bookingListResponseSchema, { signal })).total,
  });
}

/**
 * GET /api/spend/month: what the company's trips of a month cost, this month (the server's) unless one is named;
 * `isEnabled` holds a month that is not known yet.
 */
export function useMonthSpend(month?: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...BOOKING_QUERY_KEYS.lists, 'month-spend', month ?? 'current'],
    queryFn: ({ signal }): Promise<MonthSpend> =>
      apiRequest(`/api/spend/month${month ? `?month=${month}` : ''}`, monthSpendSchema, { signal }),
    enabled: isEnabled,
  });
}

/** GET /api/company-setup: what the administrator's company still lacks for its people to book. */
export function useCompanySetup() {
  return useQuery({
    queryKey: ['company-setup'],
    queryFn: ({ signal }) => apiRequest('/api/company-setup', companySetupSchema, { signal }),
  });
}
