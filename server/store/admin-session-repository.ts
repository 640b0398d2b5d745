import type { Kysely, Selectable } from 'kysely';
import type { AdminSessionsTable, Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

export interface AdminSessionRecord {
  idHash: string;
  keyFingerprint: string;
  clientAddress: string;
  userAgent: string | null;
  createdAt: number;
  lastUsedAt: number;
  expiresAt: number;
}

/** Staff sessions in the store. Every method throws StoreUnavailableError when the database fails. */
export interface AdminSessionRepository {
  create(session: AdminSessionRecord): Promise<void>;
  find(idHash: string): Promise<AdminSessionRecord | undefined>;
  /** Records a use of the session (for the idle timeout). */
  touch(idHash: string, at: number): Promise<void>;
  remove(idHash: string): Promise<void>;
  /** Deletes sessions past their expiry, idle since before `idleSince`, or opened with another key. */
  purge(options: { now: number; idleSince: number; keyFingerprint: string }): Promise<number>;
}

function toRecord(row: Selectable<AdminSessionsTable>): AdminSessionRecord {
  return {
    idHash: row.id_hash,
    keyFingerprint: row.key_fingerprint,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    createdAt: Number(row.created_at),
    lastUsedAt: Number(row.last_used_at),
    expiresAt: Number(row.expires_at),
  };
}

export class KyselyAdminSessionRepository implements AdminSessionRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  create(session: AdminSessionRecord): Promise<void> {
    return guardStore(async () => {
      await this.#db
        .insertInto('admin_sessions')
        .values({
          id_hash: session.idHash,
          key_fingerprint: session.keyFingerprint,
          client_address: session.clientAddress,
          user_agent: session.userAgent,
          created_at: session.createdAt,
          last_used_at: session.lastUsedAt,
          expires_at: session.expiresAt,
        })
        .execute();
    });
  }

  find(idHash: string): Promise<AdminSessionRecord | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('admin_sessions')
        .selectAll()
        .where('id_hash', '=', idHash)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    });
  }

  touch(idHash: string, at: number): Promise<void> {
    return guardStore(async () => {
      await this.#db
        .updateTable('admin_sessions')
        .set({ last_used_at: at })
        .where('id_hash', '=', idHash)
        .where('last_used_at', '<', at)
        .execute();
    });
  }

  remove(idHash: string): Promise<void> {
    return guardStore(async () => {
      await this.#db.deleteFrom('admin_sessions').where('id_hash', '=', idHash).execute();
    });
  }

  purge(options: { now: number; idleSince: number; keyFingerprint: string }): Promise<number> {
    return guardStore(async () => {
      const result = await this.#db
        .deleteFrom('admin_sessions')
        .where((eb) =>
          eb.or([
            eb('expires_at', '<=', options.now),
            eb('last_used_at', '<=', options.idleSince),
            eb('key_fingerprint', '<>', options.keyFingerprint),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
}
