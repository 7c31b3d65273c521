import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FiscalProfile, type FiscalProfileFields, fiscalProfileSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

const profileKey = (companyId: number) => ['fiscal-profile', companyId] as const;
const PATH = '/api/admin/fiscal-profile';

/** GET /api/admin/fiscal-profile: `queryCompanyId` only when the operador names the company. */
export function useFiscalProfile(companyId: number, queryCompanyId: number | undefined) {
  return useQuery({
    queryKey: profileKey(companyId),
    queryFn: ({ signal }) =>
      apiRequest(
        queryCompanyId === undefined ? PATH : `${PATH}?companyId=${queryCompanyId}`,
        fiscalProfileSchema,
        {
          signal,
        },
      ),
    retry: false,
  });
}

/** PUT /api/admin/fiscal-profile */
export function useSaveFiscalProfile(companyId: number, queryCompanyId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: FiscalProfileFields): Promise<FiscalProfile> =>
      apiRequest(PATH, fiscalProfileSchema, {
        method: 'PUT',
        body: queryCompanyId === undefined ? fields : { ...fields, companyId: queryCompanyId },
      }),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(companyId), saved),
  });
}
