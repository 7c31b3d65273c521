import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type SignInSettings,
  type SignInSettingsUpdate,
  signInSettingsSchema,
  signInSettingsUpdateSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = (companyId: number) => ['sign-in-settings', companyId] as const;
const pathOf = (companyId: number) => `/api/companies/${companyId}/sign-in-settings`;

/** GET /api/companies/:companyId/sign-in-settings */
export function getSignInSettings(companyId: number, signal?: AbortSignal): Promise<SignInSettings> {
  return apiRequest(pathOf(companyId), signInSettingsSchema, { signal });
}

export function signInSettingsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: settingsKey(companyId),
    queryFn: ({ signal }) => getSignInSettings(companyId, signal),
    retry: false,
  });
}

export function useSignInSettings(companyId: number) {
  return useQuery(signInSettingsQueryOptions(companyId));
}

/** PUT /api/companies/:companyId/sign-in-settings */
export function updateSignInSettings({
  companyId,
  settings,
}: {
  companyId: number;
  settings: SignInSettingsUpdate;
}): Promise<SignInSettings> {
  return apiRequest(pathOf(companyId), signInSettingsSchema, {
    method: 'PUT',
    body: signInSettingsUpdateSchema.parse(settings),
  });
}

export function useUpdateSignInSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSignInSettings,
    onSuccess: (settings, { companyId }) => queryClient.setQueryData(settingsKey(companyId), settings),
  });
}
