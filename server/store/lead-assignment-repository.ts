import type { Kysely } from 'kysely';
import { type LeadKind, leadKinds } from '#contract/lead-fields.ts';
import type { Database, Engine } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { kindList } from './lead-rows.ts';

export interface Reassignment {
  /** The assignee before; null: nobody. */
  from: string | null;
  to: string | null;
  /** False when the submission already had that assignee: nothing was written. */
  changed: boolean;
}

/**
 * Who handles each submission: its assignee, and the history of every assignment, for SQLite and
 * PostgreSQL alike. Checking that the assignee may handle the submission is the caller's part.
 */
export class LeadAssignmentRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, engine: Engine, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /**
   * Assigns the submission to the account `to` (null: to nobody) and records who did it (`by`,
   * null for the admin key), in one transaction; undefined when no such submission of these kinds
   * exists.
   */
  assign(
    id: number,
    to: string | null,
    by: string | null,
    kinds: readonly LeadKind[] = leadKinds,
  ): Promise<Reassignment | undefined> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        let read = trx
          .selectFrom('leads')
          .select('assignee_id')
          .where('id', '=', id)
          .where('kind', 'in', kindList(kinds));
        // Two assignments at once take turns, so each history entry starts where the last one ended.
        if (this.#engine === 'postgres') read = read.forUpdate();
        const current = await read.executeTakeFirst();
        if (!current) return undefined;
        const from = current.assignee_id;
        if (from === to) return { from, to, changed: false };
        await trx.updateTable('leads').set({ assignee_id: to }).where('id', '=', id).execute();
        await trx
          .insertInto('lead_assignments')
          .values({
            lead_id: id,
            at: this.#now().toISOString(),
            from_account_id: from,
            to_account_id: to,
            by_account_id: by,
          })
          .execute();
        return { from, to, changed: true };
      }),
    );
  }
}
