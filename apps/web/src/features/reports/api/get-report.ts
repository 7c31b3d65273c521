import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  approvalsReportSchema,
  co2ReportSchema,
  policyReportSchema,
  savingsReportSchema,
  spendReportSchema,
} from '@travesia/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { ReportRequest } from '../model/report-filters';
import type { ReportAnswers, ReportView } from '../model/report-sections';

/*
 * GET /api/reports/{spend,policy,savings,approvals,co2}: five endpoints of one family (decision 026), one query
 * schema and one fetcher; each view is its own query, so a slow one holds back none of the others.
 */
const VIEW_SCHEMAS: { [View in ReportView]: z.ZodType<ReportAnswers[View]> } = {
  spend: spendReportSchema,
  policy: policyReportSchema,
  savings: savingsReportSchema,
  approvals: approvalsReportSchema,
  co2: co2ReportSchema,
};

/** The query string of a report request: only the parameters given. */
export function reportSearch(query: ReportRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  return params.toString();
}

export function getReport<View extends ReportView>(
  view: View,
  query: ReportRequest,
  signal?: AbortSignal,
): Promise<ReportAnswers[View]> {
  return apiRequest(`/api/reports/${view}?${reportSearch(query)}`, VIEW_SCHEMAS[view], { signal });
}

export function reportQueryOptions<View extends ReportView>(view: View, query: ReportRequest) {
  return queryOptions({
    queryKey: ['reports', view, query],
    queryFn: ({ signal }) => getReport(view, query, signal),
    // A new period or filter keeps the last figures on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
  });
}

export function useReport<View extends ReportView>(view: View, query: ReportRequest, isEnabled: boolean) {
  return useQuery({ ...reportQueryOptions(view, query), enabled: isEnabled });
}
