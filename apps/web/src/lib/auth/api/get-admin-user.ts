import type { AdminUser } from '@travesia/domain';
import { ApiError, apiRequest, UNCHECKED_JSON } from '../../api-client';

/** GET /api/admin/user?documento= — the user data loaded right after signing in (its schema loads beside it). */
export async function getAdminUser(documento: string): Promise<AdminUser> {
  const userData = import('./user-data');
  let body: unknown;
  try {
    body = await apiRequest(`/api/admin/user?${new URLSearchParams({ documento })}`, UNCHECKED_JSON);
  } catch (error) {
    userData.catch(() => undefined); // the schema is no longer needed: its import must not fail unobserved
    // Spec §8: an HTTP failure of this call reads 'Error HTTP: {status}'.
    if (error instanceof ApiError && error.status > 0) {
      throw new ApiError(error.status, error.code, `Error HTTP: ${error.status}`);
    }
    throw error;
  }
  return (await userData).readUserData(body);
}
