/**
 * bench:auth — what a staff request costs before its handler runs: the session check with the
 * account and the role check (each staff request since staff accounts), against the session
 * lookup alone that the admin key's sessions needed before, on SQLite and (with
 * TEST_DATABASE_URL) PostgreSQL. Reports p50/p99 of each and their ratio, with the machine's load.
 *
 * Then a flood of password sign-ins against the production server (SQLite, scrypt at full cost):
 * AUTH_FLOOD (20,40 by default) concurrent sign-ins with unknown emails, each from its own
 * loopback address, with a passkey sign-in in the middle: time to the last answer, the answers,
 * connection resets, the server's memory before and at its peak, and the passkey's time.
 */
import { createStoreTarget } from '#testing/test-stores.ts';
import { openStore } from '#server/store/store.ts';
import { AdminSessions } from '#server/auth/admin-sessions.ts';
import { rolesAllow } from '#contract/staff-roles.ts';
import { createHash } from 'node:crypto';
import { report } from './lib/report.ts';
import { machineLoad, percentile, round } from './lib/stats.ts';
import { postgresTestUrl } from '#testing/postgres.ts';
import { accountWithPasskey, signInStorm, startStormServer } from '#testing/sign-in-storm.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5000);

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 200; warm += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const rows: Array<Record<string, string | number>> = [];
for (const engine of postgresTestUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
  const target = await createStoreTarget(engine);
  const store = await openStore({ ...target.options });
  try {
    const sessions = new AdminSessions(store.adminSessions, { keyFingerprint: 'bench', now: Date.now });
    const account = await store.staffAccounts.create({
      email: 'bench@aarogya.example',
      displayName: 'Bench',
      roles: ['sales'],
    });
    const cookie = await sessions.open({ address: '127.0.0.1', userAgent: 'bench' }, account.id);
    const hash = createHash('sha256').update(Buffer.from(cookie, 'base64url')).digest('hex');

    const before = await timed(() => store.adminSessions.find(hash));
    const now = await timed(async () => {
      const principal = await sessions.authenticate(cookie);
      if (!principal || !rolesAllow(principal.roles, ['sales', 'safety'])) throw new Error('not allowed');
    });
    const p50 = percentile(now, 0.5) / percentile(before, 0.5);
    const p99 = percentile(now, 0.99) / percentile(before, 0.99);
    rows.push(
      {
        engine,
        check: 'session lookup alone (before accounts)',
        p50ms: round(percentile(before, 0.5), 3),
        p99ms: round(percentile(before, 0.99), 3),
      },
      {
        engine,
        check: 'session + account + role',
        p50ms: round(percentile(now, 0.5), 3),
        p99ms: round(percentile(now, 0.99), 3),
      },
      { engine, check: 'ratio', p50ms: round(p50, 2), p99ms: round(p99, 2) },
    );
  } finally {
    await store.close();
    await target.dispose();
  }
}

const floods = (process.env.AUTH_FLOOD ?? '20,40').split(',').map(Number);
const floodRows: Array<Record<string, string | number>> = [];
for (const concurrent of floods) {
  // A fresh server for each burst, so one burst's failures and memory do not carry into the next.
  const server = await startStormServer();
  try {
    const authenticator = await accountWithPasskey(server);
    const figures = await signInStorm(server, authenticator, concurrent);
    floodRows.push({
      concurrent,
      lastAnswerMs: figures.lastAnswerMs,
      answers: Object.entries(figures.statuses)
        .map(([status, count]) => `${count}×${status}`)
        .join(' '),
      resets: figures.resets,
      memoryMiB: `${figures.memoryBeforeMiB} → ${figures.memoryPeakMiB}`,
      passkey: `${figures.passkey.status} in ${figures.passkey.ms} ms`,
    });
  } finally {
    await server.stop();
  }
}
report('staff-auth', rows, { rounds, flood: floodRows, machine: machineLoad() });
console.log('\n== password sign-in flood (production server, SQLite)');
console.table(floodRows);
console.log(machineLoad());
