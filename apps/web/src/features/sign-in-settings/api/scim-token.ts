import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ScimTokenIssued,
  type ScimTokenStatus,
  scimTokenIssuedSchema,
  scimTokenStatusSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

const tokenKey = (companyId: number) => ['scim-token', companyId] as const;
const PATH = '/api/admin/scim-token';

/** GET /api/admin/scim-token: the SCIM base URL and whether the company has a token, made and used when. */
export function getScimToken(companyId: number, signal?: AbortSignal): Promise<ScimTokenStatus> {
  return apiRequest(`${PATH}?companyId=${companyId}`, scimTokenStatusSchema, { signal });
}

export function scimTokenQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: tokenKey(companyId),
    queryFn: ({ signal }) => getScimToken(companyId, signal),
    retry: false,
  });
}

export function useScimToken(companyId: number) {
  return useQuery(scimTokenQueryOptions(companyId));
}

/** POST /api/admin/scim-token: a new token, answered this once; the one before stops working. */
export function issueScimToken(companyId: number): Promise<ScimTokenIssued> {
  return apiRequest(PATH, scimTokenIssuedSchema, { method: 'POST', body: { companyId } });
}

export function useIssueScimToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueScimToken,
    // The cache keeps the status only: the token lives in the section that shows it, once.
    onSuccess: ({ token: _token, ...status }, companyId) =>
      queryClient.setQueryData(tokenKey(companyId), status),
  });
}
