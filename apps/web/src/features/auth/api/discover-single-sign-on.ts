import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SingleSignOnOffer, singleSignOnOfferSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/sso/discover — public; the address travels in the body, never in a logged URL. */
export function discoverSingleSignOn(email: string, signal?: AbortSignal): Promise<SingleSignOnOffer> {
  return apiRequest('/api/auth/sso/discover', singleSignOnOfferSchema, {
    method: 'POST',
    body: { email },
    signal,
    authenticated: false,
  });
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** What the sign-in page offers for an address; one question per domain, since the answer depends on nothing else. */
export function singleSignOnOfferQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['single-sign-on', 'domain', domainOf(email)],
    queryFn: ({ signal }) => discoverSingleSignOn(email, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** An address that could have a company behind it: a domain with a dot and a top-level part. */
export function isDiscoverableEmail(email: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(email.trim());
}

export function useSingleSignOnOffer(email: string) {
  return useQuery({ ...singleSignOnOfferQueryOptions(email), enabled: isDiscoverableEmail(email) });
}
