import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// These machines cannot pull images, so the deployment files are checked for what they say, not run (decision 059).
const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

interface ComposeService {
  image?: string;
  build?: string;
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  healthcheck?: { test: string[] };
}

describe('the Dockerfile', () => {
  const lines = read('Dockerfile')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  const stages = lines.filter((line) => line.startsWith('FROM '));
  const runtime = lines.slice(lines.lastIndexOf(stages.at(-1) ?? ''));

  it('builds in one stage and runs Node 20 in another, as a user without privileges', () => {
    expect(stages).toHaveLength(2);
    for (const stage of stages) expect(stage).toMatch(/^FROM node:20[-\w]* AS \w+$/);
    expect(runtime).toContain('USER node');
    expect(runtime.some((line) => /npm ci --omit=dev/.test(line))).toBe(true);
    expect(runtime.some((line) => line.startsWith('ENV NODE_ENV=production'))).toBe(true);
    // Exec form: the signal goes to node, which shuts down gracefully.
    expect(runtime.at(-1)).toBe('CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]');
  });

  it('copies only what exists in the repository', () => {
    const sources = lines
      .filter((line) => line.startsWith('COPY ') && !line.includes('--from='))
      .flatMap((line) => line.split(/\s+/).slice(1, -1))
      .filter((source) => source !== '.');
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) expect(existsSync(`${root}${source}`), source).toBe(true);
  });
});

describe('the compose file', () => {
  const compose = parse(read('compose.yaml')) as { services: Record<string, ComposeService> };
  const { postgres, proxy, ...rest } = compose.services;
  const apis = Object.entries(rest);

  it('runs two API processes of this image on one PostgreSQL 15, reachable only through the proxy', () => {
    expect(postgres?.image).toBe('postgres:15');
    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    for (const [, api] of apis) {
      expect(api.build).toBe('.');
      expect(api.ports).toBeUndefined();
      expect(api.environment).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: '1' });
      expect(api.healthcheck?.test.join(' ')).toContain('/health/ready');
    }
    expect(proxy?.ports).toEqual(['80:80', '443:443']);
    expect(proxy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('reads its settings from one env file whose example names every setting production needs', () => {
    const example = read('deploy/travesia.env.example');
    for (const service of Object.values(compose.services))
      expect(service.env_file).toBe('deploy/travesia.env');
    for (const name of [
      'TOKEN_SECRET',
      'DATABASE_URL',
      'APP_URL',
      'SMTP_URL',
      'SITE_ADDRESS',
      'POSTGRES_PASSWORD',
    ]) {
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    }
  });

  it('has the proxy send traffic to both processes while each is ready', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy api-1:3000 api-2:3000/);
    expect(caddyfile).toMatch(/health_uri \/health\/ready/);
  });
});
