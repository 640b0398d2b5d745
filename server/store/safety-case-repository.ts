import type { Kysely } from 'kysely';
import type { SafetyCaseUpdate } from '#contract/safety-case-assessment.ts';
import type { Database, Engine } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

/** The case before and after an assessment, as the audit log records it (no personal data). */
export interface CaseChange {
  before: { criteria: string[]; dayZero: string; pvpiReportedOn: string | null } | null;
}

/**
 * Drug safety's assessments of adverse-event reports, for SQLite and PostgreSQL alike. Whether the
 * submission is a report the caller may assess is the caller's part.
 */
export class SafetyCaseRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, engine: Engine, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /** Records the assessment of report `id` by account `by` (null: the admin key), answering what it replaced. */
  save(id: number, update: SafetyCaseUpdate, by: string | null): Promise<CaseChange> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        let read = trx.selectFrom('lead_safety_cases').selectAll().where('lead_id', '=', id);
        if (this.#engine === 'postgres') read = read.forUpdate();
        const current = await read.executeTakeFirst();
        const row = {
          criteria: JSON.stringify(update.criteria),
          day_zero: update.dayZero,
          pvpi_reported_on: update.pvpiReportedOn ?? null,
          pvpi_reference: update.pvpiReference ?? null,
          updated_at: this.#now().toISOString(),
          updated_by: by,
        };
        if (current) await trx.updateTable('lead_safety_cases').set(row).where('lead_id', '=', id).execute();
        else
          await trx
            .insertInto('lead_safety_cases')
            .values({ lead_id: id, ...row })
            .execute();
        return {
          before: current
            ? {
                criteria: JSON.parse(current.criteria) as string[],
                dayZero: current.day_zero,
                pvpiReportedOn: current.pvpi_reported_on,
              }
            : null,
        };
      }),
    );
  }
}
