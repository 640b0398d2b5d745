import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath, headlessShellPath } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pharma-e2e-'));
export const e2eAdminKey = 'e2e-admin-key-for-tests-only';
/** The server mails through this port, to the one mail server the global setup starts. */
export const e2eMailPort = port + 1;
// Set once, in the runner's process, and inherited by every worker: where the mails are kept.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'pharma-e2e-mail-'));
/** Where the global setup's mail server writes each mail the site sends (e2e/mail-catcher.ts). */
export const e2eMailDir = process.env.E2E_MAIL_DIR;

/**
 * The environment of a server the end-to-end tests run against: the one the runner starts, and the
 * own server of a spec that changes what every other spec reads (e2e/own-server.ts).
 */
export function e2eServerEnvironment(serverPort: number, serverDataDir: string): Record<string, string> {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATA_DIR: serverDataDir,
    ADMIN_KEY: e2eAdminKey,
    SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'warn',
    // Every test posts from 127.0.0.1; the per-network limit itself is tested against the server.
    SUBMISSION_LIMIT: '10000',
    // As behind the proxy of deploy/Caddyfile: a test that signs in wrongly on purpose comes from an
    // address of its own (fromOwnAddress in e2e/fixtures.ts), so its failures count against no other.
    TRUST_PROXY: '127.0.0.1',
    // The global setup's mail server (e2e/mail-catcher.ts).
    SMTP_URL: `smtp://127.0.0.1:${e2eMailPort}`,
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
  };
}

/**
 * A test's new page starts in a renderer process of its own, which Chromium throws away for a second
 * one at the first navigation to the site; at a limit of one, it keeps the first. The end-to-end
 * step takes a tenth less time (docs/reliability.md). The limit is soft: a page of another context,
 * or of another site, still gets a process of its own.
 */
const e2eBrowserFlags = [...chromiumFlags, '--renderer-process-limit=1'];

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/mail-catcher.ts',
  fullyParallel: true,
  // One more worker than the machine's two cores: a test waits on the server, the mail sink or a
  // slowed page part of its time, and a third browser fills those waits (docs/reliability.md).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // A ceiling, not a wait: a passing test takes what it takes, and a busy machine (another build
  // running, load 10 and more on 2 cores) needs twice the time of an idle one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  reporter: 'list',
  use: {
    baseURL,
    // Recording a trace slows every test by about a sixth: in CI only a retried test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: headlessShellPath(), args: e2eBrowserFlags },
      },
      grepInvert: /@pointer-outside/,
    },
    // The headless shell puts its pointer over the page's top-left corner as a page loads or
    // scrolls, as a visitor's resting there would; a test of what loads before any use runs with the
    // pointer outside the page, as the full Chromium has it.
    {
      name: 'chromium-pointer-outside',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath(), args: e2eBrowserFlags },
      },
      grep: /@pointer-outside/,
    },
  ],
  webServer: {
    command: 'node server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: e2eServerEnvironment(port, dataDir),
  },
});
