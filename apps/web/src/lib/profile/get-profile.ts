import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserProfile, userProfileSchema } from '@travesia/domain';
import { apiRequest } from '../api-client';

/** /profile shows it and the flight passenger step prefills the traveller from it; a change refreshes both. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /api/me/profile: personal data, identity document, the traveller's own details, company and approvers. */
export function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest('/api/me/profile', userProfileSchema, { signal });
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: ({ signal }) => getProfile(signal) });
}

export function useProfile({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled: isEnabled });
}
