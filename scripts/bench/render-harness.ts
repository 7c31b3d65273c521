/**
 * What the render benchmarks share: the real product on a fresh embedded database in a child process, Debian's
 * Chromium, and the median of the runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RenderBench {
  base: string;
  browser: Browser;
  /** Stops the browser and the server and removes the database folder. */
  close(): Promise<void>;
}

/** The production server (the built web app and the API) on `port`, on the embedded database in `dataDir`. */
export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** The built app and its API on `port`, and a headless Chromium to drive it. */
export async function startRenderBench(port: number): Promise<RenderBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'travesia-render-'));
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  return {
    base: `http://127.0.0.1:${port}`,
    browser,
    async close() {
      await browser.close();
      server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
