import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type SignUpSettings,
  type SignUpSettingsUpdate,
  signUpSettingsSchema,
  signUpSettingsUpdateSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = (companyId: number) => ['sign-up-settings', companyId] as const;
const pathOf = (companyId: number) => `/api/companies/${companyId}/sign-up-settings`;

/** GET /api/companies/:companyId/sign-up-settings */
export function getSignUpSettings(companyId: number, signal?: AbortSignal): Promise<SignUpSettings> {
  return apiRequest(pathOf(companyId), signUpSettingsSchema, { signal });
}

export function signUpSettingsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: settingsKey(companyId),
    queryFn: ({ signal }) => getSignUpSettings(companyId, signal),
    retry: false,
  });
}

export function useSignUpSettings(companyId: number) {
  return useQuery(signUpSettingsQueryOptions(companyId));
}

/** PUT /api/companies/:companyId/sign-up-settings */
export function updateSignUpSettings({
  companyId,
  settings,
}: {
  companyId: number;
  settings: SignUpSettingsUpdate;
}): Promise<SignUpSettings> {
  return apiRequest(pathOf(companyId), signUpSettingsSchema, {
    method: 'PUT',
    body: signUpSettingsUpdateSchema.parse(settings),
  });
}

export function useUpdateSignUpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSignUpSettings,
    onSuccess: (settings, { companyId }) => queryClient.setQueryData(settingsKey(companyId), settings),
  });
}
