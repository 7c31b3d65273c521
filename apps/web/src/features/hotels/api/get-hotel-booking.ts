import { useQuery } from '@tanstack/react-query';
import { bookingSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { BOOKING_QUERY_KEYS } from '../../../lib/bookings/booking-query-keys';

/** GET /api/bookings/:id — the booking as the server stored it (a reload of the confirmation reads it again). */
export function useHotelBooking(bookingId: string) {
  return useQuery({
    queryKey: BOOKING_QUERY_KEYS.detail(bookingId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/bookings/${encodeURIComponent(bookingId)}`, bookingSchema, { signal }),
  });
}
