import type { Kysely, Selectable } from 'kysely';
import type { LeadKind } from '#contract/lead-fields.ts';
import type { ReplyTemplate, TemplateKind } from '#contract/reply-templates.ts';
import type { Database, ReplyTemplatesTable } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { iso, kindList } from './lead-rows.ts';

type TemplateInput = Pick<ReplyTemplate, 'kind' | 'name' | 'body'>;

const toTemplate = (row: Selectable<ReplyTemplatesTable>): ReplyTemplate => ({
  id: Number(row.id),
  kind: row.kind as TemplateKind,
  name: row.name,
  body: row.body,
  updatedAt: iso(row.updated_at),
});

/**
 * Reply templates, for SQLite and PostgreSQL alike. `kinds` are the kinds the caller handles: a
 * template of another kind does not exist for them.
 */
export class ReplyTemplateRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  list(kinds: readonly LeadKind[]): Promise<ReplyTemplate[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('reply_templates')
        .selectAll()
        .where('kind', 'in', kindList(kinds))
        .orderBy('kind')
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(toTemplate);
    });
  }

  create(input: TemplateInput): Promise<ReplyTemplate> {
    return guardStore(async () => {
      const row = await this.#db
        .insertInto('reply_templates')
        .values({ ...input, updated_at: this.#now().toISOString() })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTemplate(row);
    });
  }

  /** The changed template and what it was, or undefined when none of these kinds has this id. */
  update(
    id: number,
    input: TemplateInput,
    kinds: readonly LeadKind[],
  ): Promise<{ before: ReplyTemplate; after: ReplyTemplate } | undefined> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('reply_templates')
          .selectAll()
          .where('id', '=', id)
          .where('kind', 'in', kindList(kinds))
          .executeTakeFirst();
        if (!current) return undefined;
        const row = await trx
          .updateTable('reply_templates')
          .set({ ...input, updated_at: this.#now().toISOString() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { before: toTemplate(current), after: toTemplate(row) };
      }),
    );
  }

  /** Whether a template of these kinds had this id (and is now gone). */
  remove(id: number, kinds: readonly LeadKind[]): Promise<boolean> {
    return guardStore(async () => {
      const result = await this.#db
        .deleteFrom('reply_templates')
        .where('id', '=', id)
        .where('kind', 'in', kindList(kinds))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }
}
