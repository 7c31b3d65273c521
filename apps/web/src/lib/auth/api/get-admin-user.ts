import type { AdminUser } from '@travesia/domain';
import { ApiError, apiRequest, UNCHECKED_JSON } from '../../api-client';

/** GET /api/admin/user?documento= — the user data loaded right after signing in (its schema loads beside it). */
export async function getAdminUser(documento: string): Promise<AdminUser> {
  let answer: [unknown, typeof import('./user-data')];
  try {
    answer = await Promise.all([
      apiRequest(`/api/admin/user?${new URLSearchParams({ documento })}`, UNCHECKED_JSON),
      import('./user-data'),
    ]);
  } catch (error) {
    // Spec §8: an HTTP failure of this call reads 'Error HTTP: {status}'.
    if (error instanceof ApiError && error.status > 0) {
      throw new ApiError(error.status, error.code, `Error HTTP: ${error.status}`);
    }
    throw error;
  }
  const [body, { readUserData }] = answer;
  return readUserData(body);
}
