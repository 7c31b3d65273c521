import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userImportResultSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { INVITATIONS_QUERY_KEY } from './list-invitations';

/** POST /api/users/company/:companyId/import: invites every row, or nobody when one row is wrong. */
export function importUsers(companyId: number, csv: string): Promise<{ invited: number }> {
  return apiRequest(`/api/users/company/${companyId}/import`, userImportResultSchema, {
    method: 'POST',
    body: { csv },
  });
}

export function useImportUsers(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importUsers(companyId, csv),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });
}
