import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../schema.ts';

const kindCheck = (kinds: readonly string[]) => `kind in (${kinds.map((kind) => `'${kind}'`).join(', ')})`;
const before = ['quote', 'contact', 'newsletter', 'adverse-event'] as const;
const after = [...before, 'medical-info', 'distributor'] as const;

/**
 * Two more kinds of submission (issue 29): a healthcare professional's medical-information request
 * and a pharmacy's or distributor's application. The `leads_kind` check of migration 005 widens.
 * PostgreSQL replaces the constraint. SQLite cannot alter one: the table is rebuilt from its own
 * definition with the wider check (SQLite's documented procedure, with foreign keys off, since Kysely
 * runs SQLite migrations outside a transaction), its indexes made again, and the foreign keys of the
 * tables that refer to it checked before they are on again.
 */
export function widenLeadKinds(engine: Engine): Migration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  const rewrite = async (db: Kysely<any>, from: readonly string[], to: readonly string[]) => {
    if (engine === 'postgres') {
      await sql`alter table leads drop constraint leads_kind`.execute(db);
      await sql.raw(`alter table leads add constraint leads_kind check (${kindCheck(to)})`).execute(db);
      return;
    }
    const { rows: table } = await sql<{ sql: string }>`
      select sql from sqlite_schema where type = 'table' and name = 'leads'`.execute(db);
    const definition = table[0]?.sql ?? '';
    if (!definition.includes(kindCheck(from)))
      throw new Error('the leads table has an unexpected kind check');
    const { rows: indexes } = await sql<{ sql: string }>`
      select sql from sqlite_schema where tbl_name = 'leads' and type in ('index', 'trigger') and sql is not null`.execute(
      db,
    );
    // Ids are never given twice (AUTOINCREMENT): the rebuilt table goes on from the old one's last.
    const { rows: sequence } = await sql<{ seq: number }>`
      select seq from sqlite_sequence where name = 'leads'`.execute(db);
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await db.transaction().execute(async (trx) => {
        const rebuilt = definition
          .replace(kindCheck(from), kindCheck(to))
          .replace(/^CREATE TABLE "?leads"?/i, 'CREATE TABLE "leads_rebuilt"');
        await sql.raw(rebuilt).execute(trx);
        await sql`insert into leads_rebuilt select * from leads`.execute(trx);
        await sql`drop table leads`.execute(trx);
        await sql`alter table leads_rebuilt rename to leads`.execute(trx);
        for (const index of indexes) await sql.raw(index.sql).execute(trx);
        const last = Number(sequence[0]?.seq ?? 0);
        await sql`update sqlite_sequence set seq = max(seq, ${last}) where name = 'leads'`.execute(trx);
        const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
        if (broken.length > 0) throw new Error('rebuilding the leads table broke a foreign key');
      });
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  };
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    up: (db: Kysely<any>) => rewrite(db, before, after),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    async down(db: Kysely<any>) {
      await db.deleteFrom('leads').where('kind', 'in', ['medical-info', 'distributor']).execute();
      await rewrite(db, after, before);
    },
  };
}
