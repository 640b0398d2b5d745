import type { Kysely } from 'kysely';
import {
  type CountedSubmission,
  type InboxOverview,
  overviewStart,
  promiseRecord,
  weeklyRecord,
} from '#contract/inbox-overview.ts';
import { type LeadKind, leadKinds, type LeadStatus } from '#contract/lead-fields.ts';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { whereOverdue } from './lead-overdue.ts';
import { iso, kindList } from './lead-rows.ts';

/** Counts per kind from rows of `kind` and `total`, every given kind named (0 when absent). */
function perKind(rows: { kind: string; total: unknown }[], kind: LeadKind): number {
  return Number(rows.find((row) => row.kind === kind)?.total ?? 0);
}

/**
 * The inbox at a glance, for SQLite and PostgreSQL alike: two grouped counts, and the arrival and
 * first-reply times of the last 12 weeks (three columns a row), which the contract's functions
 * turn into the promise record and the weekly chart, the same way a test or a browser would.
 */
export class LeadOverviewRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  read(kinds: readonly LeadKind[] = leadKinds): Promise<InboxOverview> {
    const now = this.#now();
    const visible = kindList(kinds);
    return guardStore(async () => {
      const [fresh, overdue, recent] = await Promise.all([
        this.#db
          .selectFrom('leads')
          .select(['kind', (eb) => eb.fn.countAll().as('total')])
          .where('status', '=', 'new')
          .where('kind', 'in', visible)
          .groupBy('kind')
          .execute(),
        whereOverdue(this.#db.selectFrom('leads'), now)
          .select(['kind', (eb) => eb.fn.countAll().as('total')])
          .where('kind', 'in', visible)
          .groupBy('kind')
          .execute(),
        this.#db
          .selectFrom('leads')
          .select(['kind', 'status', 'created_at', 'first_reply_at'])
          .where('kind', 'in', visible)
          .where('created_at', '>=', overviewStart(now).toISOString())
          .execute(),
      ]);
      const submissions: CountedSubmission[] = recent.map((row) => ({
        kind: row.kind as LeadKind,
        status: row.status as LeadStatus,
        createdAt: iso(row.created_at),
        ...(row.first_reply_at ? { firstReplyAt: iso(row.first_reply_at) } : {}),
      }));
      return {
        generatedAt: now.toISOString(),
        kinds: kinds.map((kind) => ({ kind, new: perKind(fresh, kind), overdue: perKind(overdue, kind) })),
        promise: promiseRecord(submissions, now),
        weeks: weeklyRecord(submissions, now),
      };
    });
  }
}
