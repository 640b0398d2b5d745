import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

/**
 * When a pack's code has been checked more than one pack is: from this many networks (a pharmacist,
 * the buyer at home, a relative: a handful), or this many times in all. Past either, the code is
 * likely on more than one pack. Documented in docs/pack-codes.md.
 */
export const seenOften = { networks: 6, checks: 50 } as const;

/** What is known of where one pack's code has been checked. */
export interface Sightings {
  networks: number;
  checks: number;
  seenOften: boolean;
}

const isSeenOften = (networks: number, checks: number) =>
  networks >= seenOften.networks || checks >= seenOften.checks;

/** Counts the checks of each pack's code by network, for SQLite and PostgreSQL alike. */
export class PackSightingRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Counts one check of the pack from the network, and answers the pack's totals. The check that
   * first makes a pack "seen often" adds it to its batch's count, which staff see.
   */
  record(batchId: number, serial: number, network: string): Promise<Sightings> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const at = this.#now().toISOString();
        // Checks of one batch take turns (an update that changes nothing holds the row on
        // PostgreSQL; SQLite has one writer): a pack crosses the line once, not once per racer.
        await trx
          .updateTable('batches')
          .set({ packs_seen_often: sql<number>`packs_seen_often` })
          .where('id', '=', batchId)
          .execute();
        await trx
          .insertInto('pack_sightings')
          .values({ batch_id: batchId, serial, network, checks: 1, first_at: at, last_at: at })
          .onConflict((conflict) =>
            conflict
              .columns(['batch_id', 'serial', 'network'])
              .doUpdateSet({ checks: sql<number>`pack_sightings.checks + 1`, last_at: at }),
          )
          .execute();
        const totals = await trx
          .selectFrom('pack_sightings')
          .select((eb) => [eb.fn.countAll().as('networks'), eb.fn.sum<number>('checks').as('checks')])
          .where('batch_id', '=', batchId)
          .where('serial', '=', serial)
          .executeTakeFirstOrThrow();
        const networks = Number(totals.networks);
        const checks = Number(totals.checks);
        const seen = isSeenOften(networks, checks);
        // This check is the one that crossed the line when, without it, the pack was below it.
        const newNetwork = await trx
          .selectFrom('pack_sightings')
          .select('checks')
          .where('batch_id', '=', batchId)
          .where('serial', '=', serial)
          .where('network', '=', network)
          .executeTakeFirstOrThrow();
        const before = isSeenOften(Number(newNetwork.checks) === 1 ? networks - 1 : networks, checks - 1);
        if (seen && !before)
          await trx
            .updateTable('batches')
            .set({ packs_seen_often: sql<number>`packs_seen_often + 1` })
            .where('id', '=', batchId)
            .execute();
        return { networks, checks, seenOften: seen };
      }),
    );
  }

  /**
   * Forgets the counts of the packs of every batch that expired before `today` (YYYY-MM-DD in
   * India): an expired pack is answered as expired however often it was checked, so its counts
   * serve nothing any more. Answers how many counts (a pack's, from one network) were deleted.
   */
  pruneExpired(today: string): Promise<number> {
    return guardStore(async () => {
      const deleted = await this.#db
        .deleteFrom('pack_sightings')
        .where('batch_id', 'in', (eb) =>
          eb.selectFrom('batches').select('id').where('expires_on', '<', today),
        )
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    });
  }
}
