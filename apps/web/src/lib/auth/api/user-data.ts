import { type AdminUser, adminUserResponseSchema } from '@travesia/domain';
import { ApiError } from '../../api-client';

export const USER_DATA_MISSING_CODE = 'USER_DATA_MISSING';
const USER_DATA_MISSING_MESSAGE = 'Datos de usuario no encontrados';

/** Spec §8: an admin user answer without `success` or `data` is an error of its own. */
export function readUserData(body: unknown): AdminUser {
  const parsed = adminUserResponseSchema.safeParse(body);
  if (!parsed.success || !parsed.data.success) {
    throw new ApiError(200, USER_DATA_MISSING_CODE, USER_DATA_MISSING_MESSAGE);
  }
  return parsed.data.data;
}
