import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';
import { addTrigramSearch, dropTrigramSearch, type TrigramSearch } from './trigram-search.ts';

const search: TrigramSearch = { table: 'leads', rowKey: 'id' };

/**
 * The inbox at 100,000 submissions (see `npm run bench:leads`): a substring index for its search
 * (an FTS5 trigram table on SQLite, a pg_trgm GIN index on PostgreSQL, as for the tablets), an
 * index that answers a kind and status filter and its count, and one of the unread submissions
 * only, for the unread counts every inbox page shows.
 */
export function addLeadSearch(engine: Engine): Migration {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('leads_kind_status_id')
        .on('leads')
        .columns(['kind', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('leads_unread_kind')
        .on('leads')
        .column('kind')
        .where(sql.ref('read_at'), 'is', null)
        .execute();
      await addTrigramSearch(db, engine, search);
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
    async down(db: Kysely<any>) {
      await dropTrigramSearch(db, engine, search);
      await db.schema.dropIndex('leads_unread_kind').ifExists().execute();
      await db.schema.dropIndex('leads_kind_status_id').ifExists().execute();
    },
  };
}
