import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AgencyFees, type AgencyFeesAnswer, agencyFeesSchema } from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';

const feesKey = (companyId: number) => ['agency-fees', companyId] as const;
const PATH = '/api/admin/agency-fees';

/** GET /api/admin/agency-fees?companyId= (the operador always names the company). */
export function useAgencyFees(companyId: number) {
  return useQuery({
    queryKey: feesKey(companyId),
    queryFn: ({ signal }) => apiRequest(`${PATH}?companyId=${companyId}`, agencyFeesSchema, { signal }),
    retry: false,
  });
}

/** PUT /api/admin/agency-fees */
export function useSaveAgencyFees(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fees: AgencyFees): Promise<AgencyFeesAnswer> =>
      apiRequest(PATH, agencyFeesSchema, { method: 'PUT', body: { companyId, fees } }),
    onSuccess: (saved) => queryClient.setQueryData(feesKey(companyId), saved),
  });
}
