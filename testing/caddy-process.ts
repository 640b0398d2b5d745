/**
 * Caddy run from deploy/Caddyfile for a test: its own storage, ports and admin address on
 * loopback, certificates from its internal CA, and a client that trusts that CA's root only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './server-process.ts';

export const caddyBinary = '/usr/bin/caddy';
const caddyfile = path.resolve(import.meta.dirname, '..', 'deploy', 'Caddyfile');
const obtainRetry = '"logger":"tls.obtain","msg":"will retry"';

/**
 * A kept-alive connection was closed before any answer came: the server ended it as idle while the
 * request was on its way, so nothing was processed, and browsers send the request again.
 */
export class StaleConnectionError extends Error {
  override name = 'StaleConnectionError';
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RunningCaddy {
  /** https://localhost:<port> */
  origin: string;
  /** Sends one request through Caddy, trusting the internal CA's root. */
  request: (
    method: string,
    pathAndQuery: string,
    options?: { headers?: Record<string, string>; body?: string; agent?: https.Agent },
  ) => Promise<HttpsAnswer>;
  /** A keep-alive connection pool for one client, trusting the internal CA. */
  agent: () => https.Agent;
  /** Caddy's pool as its admin API shows it: each upstream with its failures still counted. */
  upstreams: () => Promise<{ address: string; fails: number }[]>;
  /** Loads the Caddyfile again with another upstream list (as `caddy reload` on a server). */
  reload: (upstreams: string[]) => Promise<void>;
  stop: () => Promise<void>;
  output: () => string;
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(caddyBinary, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

export async function startCaddy(options: { home: string; upstreams: string[] }): Promise<RunningCaddy> {
  const [httpsPort, httpPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const environment = (upstreams: string[]): NodeJS.ProcessEnv => ({
    ...process.env,
    HOME: options.home,
    XDG_DATA_HOME: path.join(options.home, 'data'),
    XDG_CONFIG_HOME: path.join(options.home, 'config'),
    CADDY_ADMIN: `127.0.0.1:${adminPort}`,
    CADDY_HTTP_PORT: String(httpPort),
    CADDY_HTTPS_PORT: String(httpsPort),
    SITE_ADDRESS: 'localhost',
    CADDY_TLS: 'internal',
    AAROGYA_UPSTREAMS: upstreams.join(' '),
  });
  const config = ['--adapter', 'caddyfile', '--config', caddyfile];
  let text = '';
  const append = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-256 * 1024);
  };
  let ended = false;
  const launch = () => {
    ended = false;
    const child: ChildProcess = spawn(caddyBinary, ['run', ...config], {
      env: environment(options.upstreams),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    const exited = new Promise<void>((resolve) =>
      child.once('exit', () => {
        ended = true;
        resolve();
      }),
    );
    return { child, exited };
  };
  let caddy = launch();

  const rootFile = path.join(options.home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const origin = `https://localhost:${httpsPort}`;
  let ca: Buffer | undefined;
  const agent = () => new https.Agent({ keepAlive: true, maxSockets: 1, ca });
  const oneShot = () => new https.Agent({ keepAlive: false, ca });

  const request: RunningCaddy['request'] = (method, pathAndQuery, requestOptions = {}) =>
    new Promise((resolve, reject) => {
      const body = requestOptions.body;
      const sent = https.request(
        `${origin}${pathAndQuery}`,
        {
          method,
          agent: requestOptions.agent ?? oneShot(),
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...requestOptions.headers,
          },
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      sent.on('timeout', () => sent.destroy(new Error('no answer within 30 s')));
      sent.on('error', (error) =>
        reject(sent.reusedSocket ? new StaleConnectionError(error.message, { cause: error }) : error),
      );
      sent.end(body);
    });

  const deadline = Date.now() + 60_000;
  let launches = 1;
  for (;;) {
    if (ended) throw new Error(`caddy ended before it served the site:\n${text}`);
    // Caddy 2.6 cleans its storage as it starts, while it obtains the first certificate; when the
    // cleaning deletes the key being written, the certificate comes only at the retry a minute
    // later. A new start finds the CA made and obtains the certificate again at once.
    if (text.includes(obtainRetry) && launches < 3) {
      caddy.child.kill('SIGKILL');
      await caddy.exited;
      text = '';
      launches += 1;
      caddy = launch();
    }
    if (!ca && existsSync(rootFile)) ca = await readFile(rootFile);
    if (ca) {
      const answer = await request('GET', '/api/health').catch(() => undefined);
      if (answer?.status === 200) break;
    }
    if (Date.now() > deadline) {
      caddy.child.kill('SIGKILL');
      throw new Error(`caddy did not serve the site within 60 s:\n${text}`);
    }
    await sleep(100);
  }

  return {
    origin,
    request,
    agent,
    upstreams: async () => {
      const answer = await fetch(`http://127.0.0.1:${adminPort}/reverse_proxy/upstreams`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (!answer.ok) throw new Error(`Caddy's admin API answered ${answer.status}`);
      return (await answer.json()) as { address: string; fails: number }[];
    },
    reload: async (upstreams) => {
      const result = await run(['reload', ...config], environment(upstreams));
      if (result.code !== 0) throw new Error(`caddy reload failed:\n${result.output}`);
    },
    stop: async () => {
      if (ended) return;
      caddy.child.kill('SIGTERM');
      await caddy.exited;
    },
    output: () => text,
  };
}
