import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FlightBooking,
  type FlightBookingRequest,
  flightBookingRequestSchema,
  flightBookingSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from '../../../lib/profile/get-profile';
import { bookingQueryKey } from './get-booking';

/** POST /api/bookings/flight; the same idempotency key on a retry returns the booking already made. */
export function createFlightBooking(
  request: FlightBookingRequest,
  idempotencyKey: string,
): Promise<FlightBooking> {
  return apiRequest('/api/bookings/flight', flightBookingSchema, {
    method: 'POST',
    body: flightBookingRequestSchema.parse(request),
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/**
 * Books the flight; the new booking is cached so the confirmation screen shows it without a new call. A booking
 * for themselves keeps the traveller's details in their profile, so the profile is read afresh.
 */
export function useCreateFlightBooking(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FlightBookingRequest) => createFlightBooking(request, idempotencyKey),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryKey(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
