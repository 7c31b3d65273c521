import type { AdminUser } from '@travesia/domain';
import { z } from 'zod';
import { apiRequest } from '../../api-client';
import { readUserData } from './user-data';

/** GET /api/me — restores the user of a stored session that has no user data yet. */
export async function getMe(signal?: AbortSignal): Promise<AdminUser> {
  return readUserData(await apiRequest('/api/me', z.unknown(), { signal }));
}
