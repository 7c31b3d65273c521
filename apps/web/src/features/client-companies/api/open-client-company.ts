import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ClientCompanyCreated,
  type ClientCompanyCreateInput,
  clientCompanyCreatedSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { companiesQueryOptions } from '../../../lib/company/list-companies';

/** POST /api/client-companies: the operador opens a client company and invites its administrador. */
export function openClientCompany(company: ClientCompanyCreateInput): Promise<ClientCompanyCreated> {
  return apiRequest('/api/client-companies', clientCompanyCreatedSchema, { method: 'POST', body: company });
}

export function useOpenClientCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openClientCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryOptions().queryKey }),
  });
}
