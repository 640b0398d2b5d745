/**
 * Starts the production server (`node server/main.ts`) as a child process, on its own port and
 * data folder, for benchmarks and the reliability tests. Everything it talks to is on 127.0.0.1.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<ServerExit>;
  /** What the process wrote so far (only with output: 'capture'; the last 256 KiB). */
  output: () => string;
  /** Resolves once the output matches, rejects after timeoutMs or when the process ends first. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  /** Sends a signal; resolves when the process has ended (SIGKILL after killAfterMs). */
  kill: (signal: NodeJS.Signals, killAfterMs?: number) => Promise<ServerExit>;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  /** Without a port a free one is chosen. */
  port?: number;
  /** Reuse a data folder (e.g. to restart on the same SQLite file); else a new temp folder. */
  dataDir?: string;
  env?: Record<string, string>;
  /** 'inherit' (default) shares the terminal; 'capture' keeps the output for output()/waitForOutput. */
  output?: 'inherit' | 'capture';
  /** How long the server may take to answer /api/health with 200. */
  readyTimeoutMs?: number;
  /** Another checkout (built) whose server to run, e.g. an earlier version as a benchmark's baseline. */
  root?: string;
}

export const benchAdminKey = 'bench-admin-key-0123456789';
export const benchSessionSecret = 'bench-session-secret-that-is-long-enough-0123456789';

const outputLimit = 256 * 1024;
const repositoryRoot = path.resolve(import.meta.dirname, '..');

/** Listens on the port for a moment (0: one the kernel picks) and gives back the port it got. */
function probePort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(bound));
    });
  });
}

/** A port that was free a moment ago, for a child server of a test or benchmark. */
export const freePort = (): Promise<number> => probePort(0);

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // A taken port must fail here: whatever listens there would answer the health check for us.
  const port = await probePort(options.port ?? 0).catch((error: unknown) => {
    throw new Error(`port ${options.port} is already in use; stop what listens there`, { cause: error });
  });
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'pharma-bench-'));
  const capture = options.output === 'capture';
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: options.root ?? repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_KEY: benchAdminKey,
      SESSION_SECRET: benchSessionSecret,
      LOG_LEVEL: 'warn',
      // An inherited DATABASE_URL would silently move a SQLite run to PostgreSQL.
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });

  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-outputLimit);
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  let exit: ServerExit | undefined;
  const exited = new Promise<ServerExit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      for (const listener of listeners) listener();
      resolve(exit);
    });
  });

  const waitForOutput = (pattern: RegExp, timeoutMs = 10_000) =>
    new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        clearTimeout(timer);
        listeners.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = () => {
        if (pattern.test(text)) finish();
        else if (exit) finish(new Error(`the server ended before printing ${pattern}:\n${text}`));
      };
      const timer = setTimeout(
        () => finish(new Error(`the server did not print ${pattern} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      listeners.add(check);
      check();
    });

  const kill = async (signal: NodeJS.Signals, killAfterMs = 15_000) => {
    if (exit) return exit;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };

  const url = `http://127.0.0.1:${port}`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exit) {
      throw new Error(
        `the server on ${url} ended with ${exit.signal ?? exit.code} before it was ready:\n${text}`,
      );
    }
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill('SIGKILL');
      throw new Error(`server on ${url} did not become healthy within ${readyTimeoutMs} ms:\n${text}`);
    }
    await sleep(25);
  }

  return {
    url,
    port,
    dataDir,
    process: child,
    exited,
    output: () => text,
    waitForOutput,
    kill,
    stop: async () => {
      await kill('SIGTERM');
    },
  };
}

/** Logs in as staff and returns the session cookie for admin requests. */
export async function adminCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ key: benchAdminKey }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 204) throw new Error(`login failed: ${response.status}`);
  const cookie = response.headers.get('set-cookie');
  if (!cookie) throw new Error('login answered no cookie');
  return cookie.split(';')[0] ?? '';
}

/** Resident memory of a process in bytes (Linux /proc), or NaN where that is not available. */
export async function residentMemory(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
