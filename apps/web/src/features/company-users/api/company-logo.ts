import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Company, companySchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { getMe } from '../../../lib/auth/api/get-me';
import { useAuth } from '../../../lib/auth/auth-context';
import { companyQueryOptions } from '../../../lib/company/get-company';

/** PUT /api/companies/:companyId/logo: the image's bytes as they are (the server checks what they are). */
export function uploadCompanyLogo({ companyId, file }: { companyId: number; file: File }): Promise<Company> {
  return apiRequest(`/api/companies/${companyId}/logo`, companySchema, { method: 'PUT', file });
}

/** DELETE /api/companies/:companyId/logo */
export function removeCompanyLogo(companyId: number): Promise<Company> {
  return apiRequest(`/api/companies/${companyId}/logo`, companySchema, { method: 'DELETE' });
}

/** Keeps the company's data, and the header's logo when it is the user's own company, up to date. */
function useCompanyMutation<Variables>(mutationFn: (variables: Variables) => Promise<Company>) {
  const queryClient = useQueryClient();
  const { user, refreshUser } = useAuth();
  return useMutation({
    mutationFn,
    onSuccess: (company) => {
      queryClient.setQueryData(companyQueryOptions(company.id).queryKey, company);
      // The logo is saved either way; if the user's data cannot be read now, the header shows the new logo
      // at the next sign-in instead.
      if (user?.company.id === company.id) getMe().then(refreshUser, () => undefined);
    },
  });
}

export function useUploadCompanyLogo() {
  return useCompanyMutation(uploadCompanyLogo);
}

export function useRemoveCompanyLogo() {
  return useCompanyMutation(removeCompanyLogo);
}
