import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { retryUnlessRefused } from './providers';

describe('retryUnlessRefused', () => {
  it('answers a refusal (404, 403, 400) at once instead of retrying it', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(retryUnlessRefused(0, new ApiError(status, 'X', 'No.'))).toBe(false);
    }
  });

  it('retries what may pass: server errors, timeouts and network failures, three times', () => {
    expect(retryUnlessRefused(0, new ApiError(503, 'X', 'Caído.'))).toBe(true);
    expect(retryUnlessRefused(1, new ApiError(408, 'X', 'Lento.'))).toBe(true);
    expect(retryUnlessRefused(2, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessRefused(3, new TypeError('Failed to fetch'))).toBe(false);
  });
});
