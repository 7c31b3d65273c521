import { apiRequest } from '../../api-client';

/** POST /api/auth/logout — revokes the given session on the server. */
export async function revokeSession(token: string): Promise<void> {
  await apiRequest('/api/auth/logout', undefined, { method: 'POST', token, reportUnauthorized: false });
}
