/** Starts the production server as a child process for a benchmark, on its own port and data folder. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export const benchAdminKey = 'bench-admin-key-0123456789';

export async function startServer(options: { port: number; env?: Record<string, string> }): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pharma-bench-'));
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_KEY: benchAdminKey,
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'warn',
      SEED: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${url} did not become healthy within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Logs in as staff and returns the session cookie for admin requests. */
export async function adminCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ key: benchAdminKey }),
  });
  if (response.status !== 204) throw new Error(`login failed: ${response.status}`);
  const cookie = response.headers.get('set-cookie');
  if (!cookie) throw new Error('login answered no cookie');
  return cookie.split(';')[0] ?? '';
}
