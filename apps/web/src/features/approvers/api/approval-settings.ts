import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApprovalSettings, approvalSettingsSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = (companyId: number) => ['approval-settings', companyId] as const;
const pathOf = (companyId: number) => `/api/companies/${companyId}/approval-settings`;

/** GET /api/companies/:companyId/approval-settings */
export function getApprovalSettings(companyId: number, signal?: AbortSignal): Promise<ApprovalSettings> {
  return apiRequest(pathOf(companyId), approvalSettingsSchema, { signal });
}

export function approvalSettingsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: settingsKey(companyId),
    queryFn: ({ signal }) => getApprovalSettings(companyId, signal),
  });
}

export function useApprovalSettings(companyId: number) {
  return useQuery(approvalSettingsQueryOptions(companyId));
}

/** PUT /api/companies/:companyId/approval-settings */
export function updateApprovalSettings({
  companyId,
  settings,
}: {
  companyId: number;
  settings: ApprovalSettings;
}): Promise<ApprovalSettings> {
  return apiRequest(pathOf(companyId), approvalSettingsSchema, {
    method: 'PUT',
    body: approvalSettingsSchema.parse(settings),
  });
}

export function useUpdateApprovalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApprovalSettings,
    onSuccess: (settings, { companyId }) => queryClient.setQueryData(settingsKey(companyId), settings),
  });
}
