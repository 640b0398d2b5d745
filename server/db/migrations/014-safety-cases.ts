import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Drug safety's assessment of an adverse-event report: the ICH E2A criteria it meets, day 0, and
 * when and under which reference it went to PvPI. One row per assessed report; a report without one
 * shows the reporter's own answer.
 */
export function createSafetyCases(engine: Engine): Migration {
  const timestamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('lead_safety_cases')
        .addColumn('lead_id', 'integer', (column) =>
          column.primaryKey().references('leads.id').onDelete('cascade'),
        )
        // The criteria as a JSON array of names; [] is not serious.
        .addColumn('criteria', 'text', (column) => column.notNull())
        .addColumn('day_zero', 'text', (column) => column.notNull())
        .addColumn('pvpi_reported_on', 'text')
        .addColumn('pvpi_reference', 'text')
        .addColumn('updated_at', timestamp, (column) => column.notNull())
        .addColumn('updated_by', 'text')
        .execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('lead_safety_cases').execute();
    },
  };
}
