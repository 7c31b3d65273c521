import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type InvitationCodeRules,
  type InvitationCodeSettings,
  invitationCodeRulesSchema,
  invitationCodeSettingsSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

const codeKey = (companyId: number) => ['invitation-code', companyId] as const;
const pathOf = (companyId: number) => `/api/companies/${companyId}/invitation-code`;

/** GET /api/companies/:companyId/invitation-code */
export function getInvitationCode(companyId: number, signal?: AbortSignal): Promise<InvitationCodeSettings> {
  return apiRequest(pathOf(companyId), invitationCodeSettingsSchema, { signal });
}

export function invitationCodeQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: codeKey(companyId),
    queryFn: ({ signal }) => getInvitationCode(companyId, signal),
    retry: false,
  });
}

export function useInvitationCode(companyId: number) {
  return useQuery(invitationCodeQueryOptions(companyId));
}

/** PUT /api/companies/:companyId/invitation-code: on or off, and its bounds. */
export function updateInvitationCodeRules({
  companyId,
  rules,
}: {
  companyId: number;
  rules: InvitationCodeRules;
}): Promise<InvitationCodeSettings> {
  return apiRequest(pathOf(companyId), invitationCodeSettingsSchema, {
    method: 'PUT',
    body: invitationCodeRulesSchema.parse(rules),
  });
}

/** POST /api/companies/:companyId/invitation-code/rotate: a new random code; the old one stops working. */
export function rotateInvitationCode(companyId: number): Promise<InvitationCodeSettings> {
  return apiRequest(`${pathOf(companyId)}/rotate`, invitationCodeSettingsSchema, { method: 'POST' });
}

export function useUpdateInvitationCodeRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvitationCodeRules,
    onSuccess: (settings, { companyId }) => queryClient.setQueryData(codeKey(companyId), settings),
  });
}

export function useRotateInvitationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateInvitationCode,
    onSuccess: (settings, companyId) => queryClient.setQueryData(codeKey(companyId), settings),
  });
}
