import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser } from '../../../testing/fixtures';
import { getAdminUser } from './get-admin-user';

describe('getAdminUser', () => {
  it('asks for the user by documento and returns the data', async () => {
    const user = buildUser();
    const { requests } = mockFetch({
      'GET /api/admin/user': { status: 200, body: { success: true, data: user } },
    });

    await expect(getAdminUser('1020304050')).resolves.toEqual(user);
    expect(requests[0]?.url).toBe('/api/admin/user?documento=1020304050');
  });

  it("raises 'Error HTTP: {status}' when the call fails", async () => {
    mockFetch({ 'GET /api/admin/user': apiError(404, 'NOT_FOUND', 'Usuario no encontrado.') });

    await expect(getAdminUser('1020304050')).rejects.toMatchObject({
      status: 404,
      message: 'Error HTTP: 404',
    });
  });

  it("raises 'Datos de usuario no encontrados' when success or data is missing", async () => {
    mockFetch({ 'GET /api/admin/user': { status: 200, body: { success: false } } });
    await expect(getAdminUser('1020304050')).rejects.toThrow('Datos de usuario no encontrados');

    mockFetch({ 'GET /api/admin/user': { status: 200, body: { success: true } } });
    await expect(getAdminUser('1020304050')).rejects.toThrow('Datos de usuario no encontrados');
  });
});
