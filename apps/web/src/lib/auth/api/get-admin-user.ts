import type { AdminUser } from '@travesia/domain';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../api-client';
import { readUserData } from './user-data';

/** GET /api/admin/user?documento= — the user data loaded right after signing in. */
export async function getAdminUser(documento: string): Promise<AdminUser> {
  let body: unknown;
  try {
    body = await apiRequest(`/api/admin/user?${new URLSearchParams({ documento })}`, z.unknown());
  } catch (error) {
    // Spec §8: an HTTP failure of this call reads 'Error HTTP: {status}'.
    if (error instanceof ApiError && error.status > 0) {
      throw new ApiError(error.status, error.code, `Error HTTP: ${error.status}`);
    }
    throw error;
  }
  return readUserData(body);
}
