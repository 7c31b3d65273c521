import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEMO_REQUEST_PAGE_SIZE,
  type DemoRequestListResponse,
  demoRequestListResponseSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/demo-requests — the agency's list, newest first (operador only). */
export function listDemoRequests(page: number, signal?: AbortSignal): Promise<DemoRequestListResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(DEMO_REQUEST_PAGE_SIZE) });
  return apiRequest(`/api/demo-requests?${query}`, demoRequestListResponseSchema, { signal });
}

export function demoRequestsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['demo-requests', page],
    queryFn: ({ signal }) => listDemoRequests(page, signal),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Disabled for anyone but the operador: the server would refuse anyway. */
export function useDemoRequests(page: number, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...demoRequestsQueryOptions(page), enabled: isEnabled });
}
