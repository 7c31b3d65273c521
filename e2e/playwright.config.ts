import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// One database folder per port, so suites on different ports can run side by side.
const dataDir = `../.data-e2e-${port}`;

// Debian's Chromium: Playwright's own browser download cannot work on these machines.
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // A whole journey (sign up, book, approve from the e-mail) takes 18–21 s alone on the 2-core machine and passed
  // 30 s with two workers on a slower day (CI on 2026-11-26: eight journeys timed out, each passing alone). Steps
  // keep their own 7 s expectations; only the journey's total has room.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // Recording a trace of every test (to keep the failing ones) took a fifth of the 2-core machine's time, and CI
    // keeps only the log: investigate a failure with `--trace retain-on-failure`.
    trace: 'off',
    // Each fresh context's worker precached the whole app (238 files) while the test went on, competing for the two
    // cores with the journey itself; the specs of the worker and the offline app allow it (`test.use`).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@phone/,
    },
  ],
  // The real product: the built web app and the API in one process, on a fresh embedded database.
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx ../apps/api/src/server.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Another build of the web app (e.g. `vite build --outDir …`); the default is apps/web/dist.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      APP_URL: baseURL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the per-IP limit is tested by the API suite.
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      RATE_LIMIT_REGISTER_PER_IP: '10000',
      RATE_LIMIT_PASSWORD_RESET_PER_IP: '10000',
      RATE_LIMIT_BRANDING_PER_IP: '10000',
    },
  },
});
