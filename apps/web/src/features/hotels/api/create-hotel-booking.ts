import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type HotelBooking,
  type HotelBookingRequest,
  hotelBookingRequestSchema,
  hotelBookingSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@travesia/domain';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** POST /api/bookings/hotel; the same idempotency key on a retry returns the booking already made. */
export function createHotelBooking(
  request: HotelBookingRequest,
  idempotencyKey: string,
): Promise<HotelBooking> {
  return apiRequest('/api/bookings/hotel', hotelBookingSchema, {
    method: 'POST',
    body: hotelBookingRequestSchema.parse(request),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Books with one idempotency key per checkout visit; a stale price or sold-out room refreshes the rooms. */
export function useCreateHotelBooking(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: HotelBookingRequest) => createHotelBooking(request, idempotencyKey),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['hotels', 'detail'] });
      }
    },
  });
}
