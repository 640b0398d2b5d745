import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Each submission keeps its reference, whose last part is now random (it used to be the row's
 * number, which told anyone how many submissions there were), and the hash of the receipt that
 * lets its confirmation page show it. Submissions stored before keep the numbered reference
 * already given to their sender.
 */
export function addLeadReferences(engine: Engine): Migration {
  const year =
    engine === 'postgres'
      ? sql`to_char(created_at at time zone 'UTC', 'YYYY')`
      : sql`strftime('%Y', created_at)`;
  const number =
    engine === 'postgres'
      ? sql`case when length(id::text) < 6 then lpad(id::text, 6, '0') else id::text end`
      : sql`printf('%06d', id)`;
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema.alterTable('leads').addColumn('reference', 'text').execute();
      await db.schema.alterTable('leads').addColumn('receipt_hash', 'text').execute();
      await sql`
        update leads set reference =
          case kind when 'quote' then 'Q' when 'contact' then 'C' when 'newsletter' then 'N' else 'AE' end
          || '-' || ${year} || '-' || ${number}
      `.execute(db);
      await db.schema.createIndex('leads_reference').on('leads').column('reference').unique().execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('leads_reference').execute();
      await db.schema.alterTable('leads').dropColumn('receipt_hash').execute();
      await db.schema.alterTable('leads').dropColumn('reference').execute();
    },
  };
}
