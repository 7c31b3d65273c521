import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ReportOptions, reportOptionsSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { companyQuery } from '../../../lib/company/company-query';

/** GET /api/reports/options — the cost centers, travellers and travel groups the filters offer. */
export function getReportOptions(
  companyId: number | undefined,
  signal?: AbortSignal,
): Promise<ReportOptions> {
  return apiRequest(`/api/reports/options${companyQuery(companyId)}`, reportOptionsSchema, { signal });
}

export function reportOptionsQueryOptions(companyId: number | undefined) {
  return queryOptions({
    queryKey: ['reports', 'options', companyId ?? 'own'],
    queryFn: ({ signal }) => getReportOptions(companyId, signal),
  });
}

export function useReportOptions(companyId: number | undefined, isEnabled: boolean) {
  return useQuery({ ...reportOptionsQueryOptions(companyId), enabled: isEnabled });
}
