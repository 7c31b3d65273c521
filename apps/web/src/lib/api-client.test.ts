import { GENERIC_ERROR_MESSAGE } from '@travesia/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiError, mockFetch } from '../testing/fetch-mock';
import { ApiError, apiRequest, getErrorMessage, NETWORK_ERROR_CODE, onUnauthorized } from './api-client';
import { saveSession } from './session-storage';

const pingSchema = z.object({ pong: z.boolean() });

function signIn() {
  saveSession({ jwt: 'token-123', idCliente: 'viajero@andesenergia.co' });
}

describe('apiRequest', () => {
  it('calls the same origin with JSON and the stored bearer token', async () => {
    signIn();
    const { requests } = mockFetch({ 'POST /api/ping': { status: 200, body: { pong: true } } });

    await expect(apiRequest('/api/ping', pingSchema, { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      pong: true,
    });

    const [request] = requests;
    expect(request?.url).toBe('/api/ping');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a session or for public calls', async () => {
    const { requests } = mockFetch({ 'GET /api/ping': { status: 200, body: { pong: true } } });
    await apiRequest('/api/ping', pingSchema);
    signIn();
    await apiRequest('/api/ping', pingSchema, { authenticated: false });

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null, null]);
  });

  it('turns the {error:{code,message}} body into an ApiError with status, code and message', async () => {
    mockFetch({
      'GET /api/ping': apiError(409, 'CONFLICT', 'Ya existe una cuenta con este correo electrónico.'),
    });

    const error = await apiRequest('/api/ping', pingSchema).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Ya existe una cuenta con este correo electrónico.',
    });
  });

  it('uses the generic message when the error body does not explain itself', async () => {
    mockFetch({ 'GET /api/ping': { status: 502, body: '<html>Bad gateway</html>' } });

    await expect(apiRequest('/api/ping', pingSchema)).rejects.toMatchObject({
      status: 502,
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('rejects an answer that does not match the shared schema', async () => {
    mockFetch({ 'GET /api/ping': { status: 200, body: { pong: 'yes' } } });

    await expect(apiRequest('/api/ping', pingSchema)).rejects.toMatchObject({
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(apiRequest('/api/ping', pingSchema)).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR_CODE,
    });
  });

  it('ignores the body of answers without a schema (204)', async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 204 } });

    await expect(apiRequest('/api/auth/logout', undefined, { method: 'POST' })).resolves.toBeUndefined();
  });

  it('reports a 401 to an authenticated call, unless asked not to', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    const unauthenticated = apiError(401, 'UNAUTHENTICATED', 'Tu sesión no es válida o expiró.');
    mockFetch({ 'GET /api/me': unauthenticated, 'POST /api/auth/logout': unauthenticated });

    await apiRequest('/api/me', pingSchema).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();

    signIn();
    await apiRequest('/api/auth/logout', undefined, { method: 'POST', reportUnauthorized: false }).catch(
      () => undefined,
    );
    expect(listener).not.toHaveBeenCalled();

    await apiRequest('/api/me', pingSchema).catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('getErrorMessage', () => {
  it("shows the server's message and hides anything else behind the generic one", () => {
    expect(getErrorMessage(new ApiError(429, 'RATE_LIMITED', 'Demasiados intentos.'))).toBe(
      'Demasiados intentos.',
    );
    expect(getErrorMessage(new TypeError('x is undefined'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
