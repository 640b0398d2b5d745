/**
 * The deployment of docs/operations.md on this machine: Caddy from deploy/Caddyfile, with its
 * internal CA, in front of two instances of the built site on PostgreSQL and Redis. Under steady
 * load through Caddy, an instance killed outright and a rolling restart cost the clients nothing
 * (a form cut off by the kill is sent again with its Idempotency-Key and stored once);
 * a backup taken while writes go on restores every write acknowledged before it began, with an
 * intact audit chain, and refuses a wrong key; a pack code printed before a key rotation still
 * answers genuine after it.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { base32crockford } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningCaddy, caddyBinary, startCaddy } from '#testing/caddy-process.ts';
import {
  createTestDatabase,
  postgresTestUrl,
  type TestDatabase,
  withAdminClient,
  withClient,
} from '#testing/postgres.ts';
import { redisTestUrl, uniqueRedisPrefix } from '#testing/redis.ts';
import { type CommandRun, runCommand } from '#testing/run-command.ts';
import { benchAdminKey, freePort, type RunningServer, startServer } from '#testing/server-process.ts';
import { steadyLoad } from '#testing/steady-load.ts';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = process.env.BUILD_DIR ?? 'build';
const prometheusBinary = '/usr/bin/prometheus';

/** What this machine lacks for the test, or undefined when it has everything. */
async function missingForDeploy(): Promise<string | undefined> {
  if (!existsSync(caddyBinary)) return `${caddyBinary} is missing (apt-get install caddy)`;
  if (!postgresTestUrl)
    return 'TEST_DATABASE_URL is not set (a PostgreSQL such as postgres://postgres@127.0.0.1:5432/test)';
  if (!redisTestUrl) return 'TEST_REDIS_URL is not set (a Redis such as redis://127.0.0.1:6379)';
  if (!existsSync(path.join(root, buildDir, 'client', 'index.html')))
    return 'the site is not built (npm run build)';
  // The client tool npm run backup runs: its version decides whether it can dump the server.
  const dumpTool = 'pg_dump';
  const dump = spawnSync(dumpTool, ['--version'], { encoding: 'utf8' });
  if (dump.error) return "pg_dump is missing (Debian's postgresql-client)";
  const clientMajor = Number(/(\d+)\.\d+/.exec(dump.stdout)?.[1]);
  const serverMajor = await withAdminClient(async (admin) => {
    const { rows } = await admin.query<{ version: string }>(
      `select current_setting('server_version_num') as version`,
    );
    return Math.floor(Number(rows[0]?.version) / 10_000);
  }).catch(() => Number.NaN);
  if (Number.isNaN(serverMajor)) return `PostgreSQL at TEST_DATABASE_URL does not answer`;
  if (clientMajor < serverMajor) return `pg_dump ${clientMajor} cannot dump PostgreSQL ${serverMajor}`;
  return undefined;
}

/** Waits for GET /api/ready to answer 200, as docs/operations.md does before Caddy takes an instance back. */
async function untilReady(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) }).catch(
      () => undefined,
    );
    if (answer?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} was not ready within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until Caddy answers GET /api/ready through its pool and counts no failure against any
 * instance of it. Caddy 2.6 holds a request while no instance of its pool is available
 * (lb_try_duration) and, when its configuration is replaced meanwhile, answers that request 503
 * at once: a reload must come when the pool is answering. An instance killed a moment ago is out
 * of the pool for 10 s after its failed connection (fail_duration) even once it is back: reloading
 * to it alone then would leave requests with nowhere to go (docs/operations.md).
 */
async function untilPoolAnswers(caddy: RunningCaddy): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await caddy.request('GET', '/api/ready').catch(() => undefined);
    const failing = await caddy
      .upstreams()
      .then((pool) => pool.filter((upstream) => upstream.fails > 0))
      .catch(() => undefined);
    if (answer?.status === 200 && failing?.length === 0) break;
    if (Date.now() > deadline)
      throw new Error(
        `Caddy's pool was not answering without failures within 30 s: ${JSON.stringify(failing)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

/** Caddy's own lines about its pool (health checks, failed upstreams, reloads), to explain a failure. */
const poolLog = (caddy: RunningCaddy) =>
  caddy
    .output()
    .split('\n')
    .filter((line) => /health|upstream|"level":"error"|load/i.test(line))
    .slice(-40)
    .join('\n');

/** Runs an npm script of the project as an operator would, with the given variables. */
const npmRun = (script: string, env: Record<string, string>, args: string[] = []) =>
  runCommand('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });

const missing = await missingForDeploy();
if (missing)
  console.info(`Skipping the deployment test (Caddy, two instances, PostgreSQL, Redis): ${missing}.`);

describe.skipIf(missing !== undefined)('two instances behind Caddy on PostgreSQL and Redis', () => {
  let folder: string;
  let dataDir: string;
  let database: TestDatabase;
  const ports: number[] = [];
  const metricsPorts: number[] = [];
  const instances: RunningServer[] = [];
  let caddy: RunningCaddy;
  let cookie: string;
  const backupKey = randomBytes(32).toString('base64');

  const upstreams = () => ports.map((port) => `127.0.0.1:${port}`);
  const startInstance = async (index: number) => {
    instances[index] = await startServer({
      port: ports[index],
      dataDir,
      output: 'capture',
      readyTimeoutMs: 60_000,
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: redisTestUrl!,
        REDIS_KEY_PREFIX: uniqueRedisPrefix(),
        TRUST_PROXY: '127.0.0.1,::1',
        SUBMISSION_LIMIT: '1000000',
        SITE_URL: caddy ? caddy.origin : 'https://localhost',
        METRICS_PORT: String(metricsPorts[index]),
      },
    });
  };
  const staff = (extra: Record<string, string> = {}) => ({ cookie, origin: caddy.origin, ...extra });
  const packResult = async (code: string) => {
    const answer = await caddy.request('GET', `/verify/${code}`);
    expect(answer.status).toBe(200);
    return /data-pack-result="([a-z-]+)"/.exec(answer.body)?.[1];
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pharma-deploy-'));
    dataDir = path.join(folder, 'data');
    await mkdir(dataDir, { mode: 0o700 });
    database = await createTestDatabase('deploy');
    ports.push(await freePort(), await freePort());
    metricsPorts.push(await freePort(), await freePort());
    // The first start migrates and seeds; the second finds both done.
    await startInstance(0);
    await startInstance(1);
    caddy = await startCaddy({ home: path.join(folder, 'caddy'), upstreams: upstreams() });
  }, 120_000);

  afterAll(async () => {
    await caddy?.stop();
    await Promise.all(instances.map((instance) => instance.kill('SIGKILL')));
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('serves the site over HTTPS with HSTS, compression and year-long caching of /assets', async () => {
    const page = await caddy.request('GET', '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(page.headers['content-encoding']).toBe('gzip');
    const asset = (await readdir(path.join(root, buildDir, 'client', 'assets'))).find((name) =>
      name.endsWith('.js'),
    );
    const cached = await caddy.request('GET', `/assets/${asset}`);
    expect(cached.status).toBe(200);
    expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.skipIf(!existsSync(prometheusBinary))(
    'is scraped by Prometheus as deploy/prometheus.yml says, with the alert rules of deploy/alerts.yml: both instances up',
    async () => {
      const prometheusDir = path.join(folder, 'prometheus');
      await mkdir(prometheusDir);
      // deploy/prometheus.yml with this run's metrics ports, rule file and a quicker scrape.
      const config = path.join(prometheusDir, 'prometheus.yml');
      const shipped = await readFile(path.join(root, 'deploy', 'prometheus.yml'), 'utf8');
      await writeFile(
        config,
        shipped
          .replaceAll('/opt/aarogya/', `${root}/`)
          .replace('127.0.0.1:13001', `127.0.0.1:${metricsPorts[0]}`)
          .replace('127.0.0.1:13002', `127.0.0.1:${metricsPorts[1]}`)
          .replaceAll('15s', '1s'),
      );
      const webPort = await freePort();
      const prometheus: ChildProcess = spawn(
        prometheusBinary,
        [
          `--config.file=${config}`,
          `--storage.tsdb.path=${path.join(prometheusDir, 'data')}`,
          `--web.listen-address=127.0.0.1:${webPort}`,
        ],
        { stdio: 'ignore' },
      );
      try {
        const api = `http://127.0.0.1:${webPort}/api/v1`;
        const read = async <T>(what: string): Promise<T | undefined> => {
          const answer = await fetch(`${api}/${what}`, { signal: AbortSignal.timeout(2_000) }).catch(
            () => undefined,
          );
          return answer?.ok ? ((await answer.json()) as { data: T }).data : undefined;
        };
        type Targets = { activeTargets: { scrapeUrl: string; health: string }[] };
        let health: string[] = [];
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline) {
          const seen = await read<Targets>('targets');
          health = (seen?.activeTargets ?? []).map((target) => `${target.scrapeUrl} ${target.health}`).sort();
          if (health.length === 2 && health.every((line) => line.endsWith(' up'))) break;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect(health).toEqual(metricsPorts.map((port) => `http://127.0.0.1:${port}/metrics up`).sort());
        const rules = await read<{ groups: { rules: { name: string; health: string }[] }[] }>('rules');
        const loaded = rules?.groups.flatMap((group) => group.rules) ?? [];
        expect(loaded.map((rule) => rule.name)).toContain('AarogyaInstanceDown');
        const storeUp = await read<{ result: { value: [number, string] }[] }>('query?query=aarogya_store_up');
        expect(storeUp?.result.map((sample) => sample.value[1])).toEqual(['1', '1']);
      } finally {
        const exited = new Promise((resolve) => prometheus.once('exit', resolve));
        if (prometheus.exitCode === null && prometheus.signalCode === null) {
          prometheus.kill('SIGTERM');
          await exited;
        }
      }
    },
    90_000,
  );

  it('loses no request when an instance is killed outright under load, and stores each form once', async () => {
    const load = steadyLoad(caddy.request, caddy.agent, { readers: 2, writers: 2, origin: caddy.origin });
    try {
      await load.waitForMore(60);
      await instances[1]!.kill('SIGKILL');
      await load.waitForMore(120);
    } finally {
      await load.stop();
    }
    console.info(
      `deploy: instance killed under load: ${load.succeeded()} requests answered, ${load.failures.length} failed, ` +
        `${load.sentAgain.length} forms sent again with their Idempotency-Key: ${JSON.stringify(load.sentAgain)}`,
    );
    // Caddy sends a GET cut off by the kill to the other instance. A form post the killed instance
    // was answering comes back 502 (it may be stored, and Debian 12's Caddy 2.6 cannot resend a
    // body): the client sends it again with its Idempotency-Key, and is answered as if once.
    expect(load.failures, `Caddy's log of its pool:\n${poolLog(caddy)}`).toEqual([]);
    expect(new Set(load.acknowledged).size).toBe(load.acknowledged.length);
    const storedTwice = await withClient(database.url, async (client) => {
      const { rows } = await client.query<{ product: string }>(
        `select fields::json->>'productName' as product from leads
         where kind = 'quote' and fields like '%Steady load%'
         group by 1 having count(*) > 1`,
      );
      return rows.map((row) => row.product);
    });
    expect(storedTwice).toEqual([]);
    await startInstance(1);
  }, 90_000);

  it('keeps a pack code printed before a key rotation genuine through a rolling restart under load', async () => {
    const signIn = await caddy.request('POST', '/api/admin/session', {
      headers: { origin: caddy.origin },
      body: JSON.stringify({ key: benchAdminKey }),
    });
    expect(signIn.status).toBe(204);
    cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^__Host-admin_session=/);
    const batch = await caddy.request('POST', '/api/batches', {
      headers: staff(),
      body: JSON.stringify({
        productSlug: 'neurovital',
        batchNumber: 'DEPLOY-1',
        manufacturedOn: '2026-10-01',
        expiresOn: '2028-09-30',
        quantity: 10,
        siteId: 'nacharam',
        status: 'released',
      }),
    });
    expect(batch.status).toBe(201);
    const batchId = (JSON.parse(batch.body) as { batch: { id: number } }).batch.id;
    const label = async () => {
      const made = await caddy.request('POST', `/api/batches/${batchId}/labels`, {
        headers: staff(),
        body: JSON.stringify({ count: 1 }),
      });
      expect(made.status).toBe(201);
      return (JSON.parse(made.body) as { labels: { code: string }[] }).labels[0]!.code;
    };
    const printedBefore = await label();
    expect(base32crockford.decode(printedBefore)[0]).toBe(1);
    expect(await packResult(printedBefore)).toBe('genuine');

    const rotation = await npmRun('keys:rotate', { DATA_DIR: dataDir, DATABASE_URL: database.url }, [
      '--backed-up',
    ]);
    expect(rotation.stderr).toBe('');
    expect(rotation.stdout).toMatch(/^Key 2 is now the current pack signing key/m);

    // The upgrade of docs/operations.md: each instance leaves Caddy's pool, restarts, is ready
    // again, and returns, while clients go on.
    const load = steadyLoad(caddy.request, caddy.agent, { readers: 2, writers: 2, origin: caddy.origin });
    try {
      await load.waitForMore(40);
      for (const index of [0, 1]) {
        await untilPoolAnswers(caddy);
        await caddy.reload(upstreams().filter((_, other) => other !== index));
        await load.waitForMore(20);
        const exit = await instances[index]!.kill('SIGTERM');
        expect(exit).toEqual({ code: 0, signal: null });
        await startInstance(index);
        await untilReady(instances[index]!.url);
        await untilPoolAnswers(caddy);
        await caddy.reload(upstreams());
        await load.waitForMore(40);
      }
    } finally {
      await load.stop();
    }
    console.info(
      `deploy: rolling restart under load: ${load.succeeded()} requests answered, ${load.failures.length} failed, ` +
        `${load.resent()} sent again on a new connection after Caddy closed an idle one`,
    );
    expect(load.failures, `Caddy's log of its pool:\n${poolLog(caddy)}`).toEqual([]);

    expect(await packResult(printedBefore)).toBe('genuine');
    const printedAfter = await label();
    expect(base32crockford.decode(printedAfter)[0]).toBe(2);
    expect(await packResult(printedAfter)).toBe('genuine');
    const published = await caddy.request('GET', '/.well-known/pack-signing-key');
    expect((JSON.parse(published.body) as { keys: { kid: string }[] }).keys.map((key) => key.kid)).toEqual([
      '2',
      '1',
    ]);
  }, 150_000);

  it('backs up while writes go on, restores every acknowledged write with an intact audit chain, and refuses a wrong key', async () => {
    const backupDir = path.join(folder, 'backups');
    const load = steadyLoad(caddy.request, caddy.agent, { readers: 1, writers: 3, origin: caddy.origin });
    let beforeBackup: string[];
    let backup: CommandRun;
    try {
      await load.waitForMore(30);
      beforeBackup = [...load.acknowledged];
      backup = await npmRun('backup', {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        BACKUP_DIR: backupDir,
        BACKUP_KEY: backupKey,
      });
      await load.waitForMore(10);
    } finally {
      await load.stop();
    }
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(load.failures).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThan(beforeBackup.length);
    const file = path.join(
      backupDir,
      (await readdir(backupDir)).find((name) => name.endsWith('.enc'))!,
    );

    const restored = await createTestDatabase('deploy_restore');
    try {
      const place = {
        DATA_DIR: path.join(folder, 'restored'),
        DATABASE_URL: restored.url,
        BACKUP_KEY: backupKey,
      };
      const wrongKey = await npmRun('restore', { ...place, BACKUP_KEY: randomBytes(32).toString('base64') }, [
        file,
      ]);
      expect(wrongKey.code).toBe(1);
      expect(wrongKey.stderr.trim()).toMatch(/^Restore refused: .* cannot be opened with this key/);

      const restore = await npmRun('restore', place, [file]);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toMatch(/^Audit log intact: \d+ entries/m);
      const references = await withClient(restored.url, async (client) => {
        const { rows } = await client.query<{ reference: string }>('select reference from leads');
        return new Set(rows.map((row) => row.reference));
      });
      expect(beforeBackup.filter((reference) => !references.has(reference))).toEqual([]);
      const verify = await npmRun('audit:verify', place);
      expect(verify.code).toBe(0);
      // The keys travel with the backup: codes printed with either key stay checkable.
      for (const name of ['pack-signing-key', 'pack-signing-keys.json'])
        expect(await readFile(path.join(place.DATA_DIR, name), 'utf8')).toBe(
          await readFile(path.join(dataDir, name), 'utf8'),
        );
    } finally {
      await restored.drop();
    }
  }, 90_000);
  it('counts a client by the address Caddy saw, whatever X-Forwarded-For it sends', async () => {
    // The pack-check limit (30 per network per 10 minutes) counts by the client's address. Each
    // request claims another network; counted as one client, they reach the limit all the same.
    const statuses: number[] = [];
    for (let index = 1; index <= 40 && !statuses.includes(429); index += 1) {
      const answer = await caddy.request('GET', '/verify?code=NOT-A-CODE', {
        headers: { 'x-forwarded-for': `10.${index}.0.1` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(31);
    // From loopback, where Caddy runs, the instance believes the header (TRUST_PROXY): each
    // claimed network is counted on its own, and none reaches the limit.
    const direct: number[] = [];
    for (let index = 1; index <= 35; index += 1) {
      const answer = await fetch(`${instances[0]!.url}/verify?code=NOT-A-CODE`, {
        headers: { 'x-forwarded-for': `10.${100 + index}.0.1` },
      });
      await answer.body?.cancel();
      direct.push(answer.status);
    }
    expect(new Set(direct)).toEqual(new Set([200]));
  });
});
