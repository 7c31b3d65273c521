import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserProfile, userProfileSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';
import { travellerQuery } from '../booking-for/booking-for';

/** /profile shows it and the flight passenger step prefills the traveller from it; a change refreshes both. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/**
 * GET /api/me/profile: personal data, identity document, the traveller's own details, company and approvers; with
 * `travellerId`, those of the colleague the user books for (the passenger and guest steps prefill from them).
 */
export function getProfile(signal?: AbortSignal, travellerId?: number): Promise<UserProfile> {
  return apiRequest(`/api/me/profile${travellerQuery(travellerId)}`, userProfileSchema, { signal });
}

export function profileQueryOptions(travellerId?: number) {
  return queryOptions({
    queryKey: travellerId === undefined ? PROFILE_QUERY_KEY : [...PROFILE_QUERY_KEY, travellerId],
    queryFn: ({ signal }) => getProfile(signal, travellerId),
  });
}

export function useProfile({
  isEnabled = true,
  travellerId,
}: {
  isEnabled?: boolean;
  travellerId?: number;
} = {}) {
  return useQuery({ ...profileQueryOptions(travellerId), enabled: isEnabled });
}
