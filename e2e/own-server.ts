import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eServerEnvironment } from '../playwright.config.ts';
import { test as base } from './test.ts';

/** Above the runner's server and its mail server, one port a worker. */
const firstPort = Number(process.env.E2E_PORT ?? 4173) + 20;

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * A spec that changes what every other spec reads (a product's price on its list, the chat's
 * quoted price) runs against a server of its own: the production build on a store of its own,
 * started once a worker. Its tests' `page` and `request` go to it.
 */
export const test = base.extend<object, { ownServerUrl: string }>({
  ownServerUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const port = firstPort + workerInfo.workerIndex;
      const url = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'pharma-e2e-own-'));
      const server: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
        env: { ...process.env, ...e2eServerEnvironment(port, dataDir) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        const deadline = Date.now() + 60_000;
        while (!(await answersHealth(url))) {
          if (server.exitCode !== null) throw new Error(`The own server stopped (${server.exitCode}).`);
          if (Date.now() > deadline) throw new Error(`The own server did not answer at ${url}.`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        await use(url);
      } finally {
        if (server.exitCode === null && server.signalCode === null) {
          const stopped = new Promise((resolve) => server.once('exit', resolve));
          server.kill('SIGTERM');
          await stopped;
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServerUrl }, use) => {
    await use(ownServerUrl);
  },
});
