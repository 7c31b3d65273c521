import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminUser,
  adminUserResponseSchema,
  type PersonalDataUpdate,
  personalDataUpdateSchema,
} from '@travesia/domain';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { PROFILE_QUERY_KEY } from '../../../lib/profile/get-profile';

/** PUT /api/me: answers the user as GET /api/me does. */
export async function updatePersonalData(data: PersonalDataUpdate): Promise<AdminUser> {
  const { data: user } = await apiRequest('/api/me', adminUserResponseSchema, {
    method: 'PUT',
    body: personalDataUpdateSchema.parse(data),
  });
  return user;
}

/** Saves, then refreshes the profile and the signed-in user (the header shows the new name). */
export function useUpdatePersonalData() {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: updatePersonalData,
    onSuccess: async (user) => {
      refreshUser(user);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
