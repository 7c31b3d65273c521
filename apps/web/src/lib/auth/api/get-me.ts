import type { AdminUser } from '@travesia/domain';
import { apiRequest, UNCHECKED_JSON } from '../../api-client';

/**
 * GET /api/me — restores the user of a stored session that has no user data yet. The answer's schema (and zod)
 * loads beside the call, so the app's shell needs neither (decision 025).
 */
export async function getMe(signal?: AbortSignal): Promise<AdminUser> {
  const [body, { readUserData }] = await Promise.all([
    apiRequest('/api/me', UNCHECKED_JSON, { signal }),
    import('./user-data'),
  ]);
  return readUserData(body);
}
