import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Colleague,
  colleagueSearchQuerySchema,
  colleaguesSchema,
  type DelegationCreate,
  type DelegationOverview,
  delegationCreateSchema,
  delegationOverviewSchema,
  delegationSchema,
  type ScopeDelegationCreate,
  scopeDelegationCreateSchema,
  scopeDelegationSchema,
} from '@travesia/domain';
import { apiRequest } from '../api-client';

const DELEGATIONS_KEY = ['delegations'] as const;

/** GET /api/delegations (?userId= for an administrator in Usuarios): granted, received and gestor scopes. */
export function delegationsQueryOptions(userId?: number) {
  return queryOptions({
    queryKey: [...DELEGATIONS_KEY, userId ?? 'own'],
    queryFn: ({ signal }): Promise<DelegationOverview> =>
      apiRequest(
        `/api/delegations${userId === undefined ? '' : `?userId=${userId}`}`,
        delegationOverviewSchema,
        {
          signal,
        },
      ),
    retry: false,
  });
}

export function useDelegations(userId?: number) {
  return useQuery(delegationsQueryOptions(userId));
}

/** Every change touches both people's lists (and an administrator's view of either): read them all again. */
function useDelegationChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELEGATIONS_KEY }),
  });
}

/** POST /api/delegations */
export const useCreateDelegation = () =>
  useDelegationChange((delegation: DelegationCreate) =>
    apiRequest('/api/delegations', delegationSchema, {
      method: 'POST',
      body: delegationCreateSchema.parse(delegation),
    }),
  );

/** DELETE /api/delegations/:id: revoked by the traveller or an administrator, given up by the delegate. */
export const useRevokeDelegation = () =>
  useDelegationChange((delegationId: number) =>
    apiRequest(`/api/delegations/${delegationId}`, undefined, { method: 'DELETE' }),
  );

/** POST /api/delegations/scopes (administrators): a gestor de viajes of a cost center or travel group. */
export const useCreateScopeDelegation = () =>
  useDelegationChange((delegation: ScopeDelegationCreate) =>
    apiRequest('/api/delegations/scopes', scopeDelegationSchema, {
      method: 'POST',
      body: scopeDelegationCreateSchema.parse(delegation),
    }),
  );

/** DELETE /api/delegations/scopes/:id (administrators) */
export const useRevokeScopeDelegation = () =>
  useDelegationChange((scopeDelegationId: number) =>
    apiRequest(`/api/delegations/scopes/${scopeDelegationId}`, undefined, { method: 'DELETE' }),
  );

/** GET /api/delegations/colleagues?q=: asked only once the text is a valid search (two characters or more). */
export function useColleagueSearch(text: string) {
  const query = text.trim();
  const isSearchable = colleagueSearchQuerySchema.safeParse({ q: query }).success;
  return useQuery({
    queryKey: ['colleagues', query],
    queryFn: async ({ signal }): Promise<Colleague[]> =>
      (
        await apiRequest(`/api/delegations/colleagues?q=${encodeURIComponent(query)}`, colleaguesSchema, {
          signal,
        })
      ).data,
    enabled: isSearchable,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}
