import { type Kysely, sql } from 'kysely';
import { awaitingStatuses } from '#contract/inbox-replies.ts';
import type { SubmissionFields } from '#contract/lead-fields.ts';
import {
  initialSafetyCase,
  reportingClock,
  type SafetyCase,
  type SeriousnessCriterion,
} from '#contract/safety-case.ts';
import { migrationsFor } from '../db/migrations/index.ts';
import type { Database, Engine } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

/** One outbox as monitoring sees it: how many messages wait, and since when the oldest. */
export interface OutboxState {
  depth: number;
  /** Milliseconds since the epoch when the oldest waiting message was queued; undefined when empty. */
  oldestQueuedAt: number | undefined;
}

/** The open adverse-event reports: when each arrived, and how many serious ones are past their clock. */
export interface SafetyCaseState {
  /** When each report still awaiting handling arrived (milliseconds since the epoch). */
  openSince: number[];
  /** Serious reports, not reported to PvPI, whose 15-day clock has run out. */
  seriousOverdue: number;
}

/** A time as either engine answers it: a Date, an ISO text, or milliseconds (PostgreSQL's bigint as text). */
function millisOf(value: Date | string | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || /^\d+$/.test(value)) return Number(value);
  return Date.parse(value);
}

/**
 * What readiness checks and metrics read from the store: counts and times only, never a person's
 * data. Every method throws StoreUnavailableError when the database fails.
 */
export class MonitoringRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;

  constructor(db: Kysely<Database>, engine: Engine) {
    this.#db = db;
    this.#engine = engine;
  }

  /** True when every migration this version knows has been applied. */
  schemaIsCurrent(): Promise<boolean> {
    return guardStore(async () => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(this.#db);
      const applied = new Set(rows.map((row) => row.name));
      return Object.keys(migrationsFor(this.#engine)).every((name) => applied.has(name));
    });
  }

  /** The staff notifications of new submissions still to send (queued with their submission). */
  staffNotificationOutbox(): Promise<OutboxState> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('lead_outbox')
        .innerJoin('leads', 'leads.id', 'lead_outbox.lead_id')
        .select((eb) => [eb.fn.countAll().as('depth'), eb.fn.min('leads.created_at').as('oldest')])
        .executeTakeFirstOrThrow();
      return {
        depth: Number(row.depth),
        oldestQueuedAt: row.oldest === null ? undefined : millisOf(row.oldest),
      };
    });
  }

  /**
   * The outbox by channel: mails to people and staff (replies, invitations, recall notices), and
   * alerts to staff browsers, still to send.
   */
  outbox(): Promise<Record<'mail' | 'push', OutboxState>> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('outbox')
        .select((eb) => ['channel', eb.fn.countAll().as('depth'), eb.fn.min('created_at').as('oldest')])
        .groupBy('channel')
        .execute();
      const stateOf = (channel: 'mail' | 'push'): OutboxState => {
        const row = rows.find((candidate) => candidate.channel === channel);
        return {
          depth: Number(row?.depth ?? 0),
          oldestQueuedAt: row?.oldest == null ? undefined : millisOf(row.oldest),
        };
      };
      return { mail: stateOf('mail'), push: stateOf('push') };
    });
  }

  /** The adverse-event reports not marked spam and not yet reported to PvPI, read against `now`. */
  safetyCases(now: Date): Promise<SafetyCaseState> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('leads')
        .leftJoin('lead_safety_cases', 'lead_safety_cases.lead_id', 'leads.id')
        .select([
          'leads.status',
          'leads.fields',
          'leads.created_at',
          'lead_safety_cases.criteria',
          'lead_safety_cases.day_zero',
        ])
        .where('leads.kind', '=', 'adverse-event')
        .where('leads.status', '!=', 'spam')
        .where('lead_safety_cases.pvpi_reported_on', 'is', null)
        .execute();
      const openStatuses: readonly string[] = awaitingStatuses;
      let seriousOverdue = 0;
      const openSince: number[] = [];
      for (const row of rows) {
        const createdAt = millisOf(row.created_at);
        if (openStatuses.includes(row.status)) openSince.push(createdAt);
        const safetyCase: SafetyCase =
          row.criteria !== null && row.day_zero !== null
            ? {
                criteria: JSON.parse(row.criteria) as SeriousnessCriterion[],
                dayZero: row.day_zero,
                assessed: true,
              }
            : initialSafetyCase(
                JSON.parse(row.fields) as SubmissionFields,
                new Date(createdAt).toISOString(),
              );
        if (reportingClock(safetyCase, now).state === 'overdue') seriousOverdue += 1;
      }
      return { openSince, seriousOverdue };
    });
  }
}
