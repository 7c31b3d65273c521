import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../../testing/fetch-mock';
import { buildUser } from '../../../testing/fixtures';
import { getAdminUser } from './get-admin-user';

describe('getAdminUser', () => {
  it('asks for the signed-in user, with no documento in the URL, and returns the data', async () => {
    const user = buildUser();
    const { requests } = mockFetch({
      'GET /api/me': { status: 200, body: { success: true, data: user } },
    });

    await expect(getAdminUser()).resolves.toEqual(user);
    expect(requests.map((request) => request.url)).toEqual(['/api/me']);
  });

  it("raises 'Error HTTP: {status}' when the call fails", async () => {
    mockFetch({ 'GET /api/me': apiError(404, 'NOT_FOUND', 'Usuario no encontrado.') });

    await expect(getAdminUser()).rejects.toMatchObject({
      status: 404,
      message: 'Error HTTP: 404',
    });
  });

  it("raises 'Datos de usuario no encontrados' when success or data is missing", async () => {
    mockFetch({ 'GET /api/me': { status: 200, body: { success: false } } });
    await expect(getAdminUser()).rejects.toThrow('Datos de usuario no encontrados');

    mockFetch({ 'GET /api/me': { status: 200, body: { success: true } } });
    await expect(getAdminUser()).rejects.toThrow('Datos de usuario no encontrados');
  });
});
