import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

/**
 * Each submission may be assigned to a member of staff, and every assignment is kept: when, from
 * whom, to whom and by whom (null: nobody, or the admin key). Staff accounts are disabled, never
 * deleted, so the ids stay valid without a foreign key; that also lets SQLite drop the column again.
 */
export function addLeadAssignment(engine: Engine): Migration {
  const timestamp = sql.raw(engine === 'postgres' ? 'timestamptz' : 'text');
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema.alterTable('leads').addColumn('assignee_id', 'text').execute();
      // "Mine" and "Unassigned", newest first.
      await db.schema.createIndex('leads_assignee_id').on('leads').columns(['assignee_id', 'id']).execute();
      await db.schema
        .createTable('lead_assignments')
        .addColumn('id', 'integer', (column) =>
          engine === 'postgres'
            ? column.primaryKey().generatedByDefaultAsIdentity()
            : column.primaryKey().autoIncrement(),
        )
        .addColumn('lead_id', 'integer', (column) =>
          column.notNull().references('leads.id').onDelete('cascade'),
        )
        .addColumn('at', timestamp, (column) => column.notNull())
        .addColumn('from_account_id', 'text')
        .addColumn('to_account_id', 'text')
        .addColumn('by_account_id', 'text')
        .execute();
      await db.schema.createIndex('lead_assignments_lead').on('lead_assignments').column('lead_id').execute();
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await db.schema.dropTable('lead_assignments').execute();
      await db.schema.dropIndex('leads_assignee_id').execute();
      await db.schema.alterTable('leads').dropColumn('assignee_id').execute();
    },
  };
}
