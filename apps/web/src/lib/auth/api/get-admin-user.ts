import type { AdminUser } from '@travesia/domain';
import { ApiError, apiRequest, UNCHECKED_JSON } from '../../api-client';

/**
 * The user data loaded right after signing in: the spec's GET {admin}/user?documento=, asked as GET /api/me so that
 * no documento sits in a URL, and so in no access log (decision 037).
 */
export async function getAdminUser(): Promise<AdminUser> {
  let answer: [unknown, typeof import('./user-data')];
  try {
    answer = await Promise.all([apiRequest('/api/me', UNCHECKED_JSON), import('./user-data')]);
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
