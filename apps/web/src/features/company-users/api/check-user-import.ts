import { useMutation } from '@tanstack/react-query';
import { type UserImportCheck, userImportCheckSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/company/:companyId/import/check: the server's verdict on every row; nothing changes. */
export function checkUserImport(companyId: number, csv: string): Promise<UserImportCheck> {
  return apiRequest(`/api/users/company/${companyId}/import/check`, userImportCheckSchema, {
    method: 'POST',
    body: { csv },
  });
}

export function useCheckUserImport(companyId: number) {
  return useMutation({ mutationFn: (csv: string) => checkUserImport(companyId, csv) });
}
