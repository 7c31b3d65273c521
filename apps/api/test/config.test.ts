import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const PRODUCTION = { NODE_ENV: 'production', TOKEN_SECRET: 'a-production-secret-of-at-least-32-characters' };

describe('HOST', () => {
  it('listens on loopback only outside production, where the dev outbox holds sign-in links', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
  });

  it('listens on every interface in production', () => {
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
  });

  it('listens where HOST says', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.4' }).host).toBe('10.0.0.4');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads a hop count: 1 behind one TLS proxy', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).trustProxy).toBe(2);
  });

  it('reads a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, saying what to write instead', () => {
    for (const value of ['true', 'TRUE', ' true ']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY=true would let every client choose its own IP address.*TRUST_PROXY=1 behind one TLS proxy/s,
      );
    }
  });

  it('refuses what is neither a hop count nor an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      'TRUST_PROXY: yes is not an IP address, a CIDR range or a hop count',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,10.0.0.0/33' })).toThrow('10.0.0.0/33 is not');
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow('-1 is not');
  });
});

describe('WEB_DIST', () => {
  it('reads a relative path from the directory the server starts in', () => {
    expect(loadConfig({ WEB_DIST: 'apps/web/dist' }).webDist).toBe(resolve('apps/web/dist'));
    expect(loadConfig({ WEB_DIST: '/srv/travesia/web' }).webDist).toBe('/srv/travesia/web');
  });
});
