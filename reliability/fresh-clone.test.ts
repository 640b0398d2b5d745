/**
 * The README's promise: on a fresh clone, `npm ci && npm start` serves the site whatever Node the
 * machine has. Both commands run in a clone of this repository's committed HEAD, with a PATH whose
 * `node` is the machine's own (npm's node_modules/.bin entries removed) and an environment without
 * npm's or the test runner's variables, as a person's shell would have.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, test } from 'vitest';
import { pages } from '#app/pages.ts';
import { freePort } from '#testing/server-process.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const minutes = (count: number) => count * 60_000;
const homeTitle = pages.find((page) => page.path === '/')?.title ?? '';

const machinePath = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((entry) => !entry.endsWith(path.join('node_modules', '.bin')) && !entry.includes('node-gyp-bin'))
  .join(path.delimiter);

/**
 * The shell's environment as a person would have it (proxy and certificate settings stay), without
 * what npm, the test runner or this run's own server settings added.
 */
function personEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const added = /^(npm_|vitest|test_|e2e_|init_cwd$|node_env$|node_options$|node_compile_cache$)/i;
  const serverSettings = [
    'PORT',
    'HOST',
    'DATA_DIR',
    'DATABASE_URL',
    'ADMIN_KEY',
    'SESSION_SECRET',
    'BUILD_DIR',
  ];
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !added.test(name) && !serverSettings.includes(name)),
  );
  return { ...environment, PATH: machinePath, ...extra };
}

let workDir = '';
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server?.once('exit', resolve));
  }
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test(
  'a fresh clone serves the home page after `npm ci && npm start` with the machine’s own node',
  async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'pharma-fresh-clone-'));
    const clone = path.join(workDir, 'site');
    execFileSync('git', ['clone', '--quiet', repositoryRoot, clone]);
    const port = await freePort();
    const environment = personEnvironment({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
    });
    const machineNode = execFileSync('node', ['--version'], { env: environment, encoding: 'utf8' }).trim();

    const installStart = performance.now();
    // The packages were fetched from the registry by this run's own `npm ci` moments ago: npm's cache
    // answers for them rather than asking the registry again for each one.
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: clone,
      env: environment,
      encoding: 'utf8',
      timeout: minutes(8),
    });
    const installSeconds = (performance.now() - installStart) / 1000;
    expect(install.status, `npm ci failed:\n${install.stdout}\n${install.stderr}`).toBe(0);

    const startStart = performance.now();
    let output = '';
    server = spawn('npm', ['start'], { cwd: clone, env: environment, detached: true });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    let home: Response | undefined;
    while (!home && server.exitCode === null && performance.now() - startStart < minutes(8)) {
      home = await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined);
      if (!home) await sleep(500);
    }
    const startSeconds = (performance.now() - startStart) / 1000;
    expect(home?.status, `npm start did not serve the site:\n${output.slice(-4000)}`).toBe(200);
    expect(await home?.text()).toContain(homeTitle);
    expect(output).toContain('Generated an admin key');
    expect(output).toContain(`open http://127.0.0.1:${port}/`);

    const servedBy = execFileSync(path.join(clone, 'node_modules', '.bin', 'node'), ['--version'], {
      encoding: 'utf8',
    }).trim();
    expect(servedBy).toMatch(/^v24\./);
    console.info(
      `fresh clone with the machine's node ${machineNode}: npm ci ${installSeconds.toFixed(1)} s, ` +
        `npm start (build and serve) ${startSeconds.toFixed(1)} s, served by node ${servedBy}`,
    );
  },
  minutes(18),
);
