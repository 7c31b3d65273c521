import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Trip, type TripDecision, tripDecisionSchema, tripSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { refetchBookingViews } from '../../../lib/bookings/change-booking-status';

export interface TripDecisionRequest {
  tripId: string;
  decision: TripDecision;
  /** The trip's bookings the approver sees, whose details the decision changes. */
  itemIds: readonly string[];
}

/** PUT /api/trips/:id/decision: approves or rejects (with a comment) every booking of the trip still waiting. */
export function decideTrip({ tripId, decision }: TripDecisionRequest): Promise<Trip> {
  return apiRequest(`/api/trips/${encodeURIComponent(tripId)}/decision`, tripSchema, {
    method: 'PUT',
    body: tripDecisionSchema.parse(decision),
  });
}

/** Like a booking's decision (useChangeBookingStatus): whatever the answer, every view of the bookings is fetched again. */
export function useDecideTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTrip,
    onSettled: (trip, _error, { itemIds }) =>
      refetchBookingViews(queryClient, new Set([...itemIds, ...(trip?.items.map((item) => item.id) ?? [])])),
  });
}
