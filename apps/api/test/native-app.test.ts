import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, databases, type TestApp } from './helpers/test-app';

const FINGERPRINT = Array.from({ length: 32 }, (_, index) => (index * 7).toString(16).padStart(2, '0')).join(
  ':',
);

describe.each(databases)('native app (decision 031) on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database,
      env: { ANDROID_CERT_SHA256: FINGERPRINT.toLowerCase(), APPLE_TEAM_ID: 'ABCDE12345' },
    });
  });
  afterAll(() => t.close());

  it("answers the native app's origins across origins, and no other", async () => {
    for (const origin of ['capacitor://localhost', 'https://localhost']) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers.vary).toContain('Origin');
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
    for (const origin of ['https://evil.example', 'http://localhost', 'capacitor://localhost.evil.example']) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it("lets the native app's preflight through with the headers a signed call sends", async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bookings/42',
      headers: {
        origin: 'capacitor://localhost',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization/);

    const stranger = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/bookings/42',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the Android app-links file naming the app and its signing certificate', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'co.travesia.app',
          sha256_cert_fingerprints: [FINGERPRINT.toUpperCase()],
        },
      },
    ]);
  });

  it('serves the iOS association file for the approval, invitation and password-reset links', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const details = answer.json().applinks.details;
    expect(details).toEqual([
      {
        appIDs: ['ABCDE12345.co.travesia.app'],
        components: [
          { '/': '/approval/*' },
          { '/': '/invitation/*' },
          { '/': '/restore-pass' },
          { '/': '/confirm-signup/*' },
        ],
      },
    ]);
  });
});

describe('native app configuration', () => {
  it('serves no association file that was not configured', async () => {
    const t = await createTestApp({ env: { NATIVE_APP_ORIGINS: '' } });
    try {
      for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(404);
        expect(answer.json().error.code).toBe('NOT_FOUND');
      }
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'capacitor://localhost' },
      });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('refuses origins and fingerprints that are not ones', () => {
    expect(() => loadConfig({ NATIVE_APP_ORIGINS: 'capacitor://localhost/app' })).toThrow(
      /NATIVE_APP_ORIGINS/,
    );
    expect(() => loadConfig({ NATIVE_APP_ORIGINS: '*' })).toThrow(/NATIVE_APP_ORIGINS/);
    expect(() => loadConfig({ ANDROID_CERT_SHA256: 'AB:CD' })).toThrow(/ANDROID_CERT_SHA256/);
    expect(() => loadConfig({ APPLE_TEAM_ID: 'short' })).toThrow(/APPLE_TEAM_ID/);
    expect(loadConfig({}).nativeApp).toEqual({
      appId: 'co.travesia.app',
      origins: ['capacitor://localhost', 'https://localhost'],
      androidCertFingerprints: [],
      appleTeamId: null,
    });
  });
});
