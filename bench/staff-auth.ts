/**
 * bench:auth — what a staff request costs before its handler runs: the session check with the
 * account and the role check (each staff request since staff accounts), against the session
 * lookup alone that the admin key's sessions needed before, on SQLite and (with
 * TEST_DATABASE_URL) PostgreSQL. Reports p50/p99 of each and their ratio, with the machine's load.
 */
import { createStoreTarget } from '#testing/test-stores.ts';
import { openStore } from '#server/store/store.ts';
import { AdminSessions } from '#server/auth/admin-sessions.ts';
import { rolesAllow } from '#contract/staff-roles.ts';
import { createHash } from 'node:crypto';
import { report } from './lib/report.ts';
import { machineLoad, percentile, round } from './lib/stats.ts';
import { postgresTestUrl } from '#testing/postgres.ts';

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
  const store = await openStore({ ...target.options, seed: false });
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
report('staff-auth', rows, { rounds, machine: machineLoad() });
console.log(machineLoad());
