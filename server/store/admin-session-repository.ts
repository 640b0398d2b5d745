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
  /** The staff account signed in; null for a session opened with the admin key. */
  accountId: string | null;
  /** When the person last proved who they are with both factors or a passkey; null for the admin key. */
  confirmedAt: number | null;
}

/** A session with the account it belongs to, as one read finds them. */
export interface SessionWithAccount extends AdminSessionRecord {
  account: { displayName: string; roles: string; disabled: boolean } | null;
}

/** Staff sessions in the store. Every method throws StoreUnavailableError when the database fails. */
export interface AdminSessionRepository {
  create(session: AdminSessionRecord): Promise<void>;
  find(idHash: string): Promise<AdminSessionRecord | undefined>;
  /** The session and its account (null for an admin-key session or a deleted account) in one read. */
  findWithAccount(idHash: string): Promise<SessionWithAccount | undefined>;
  /** Records a use of the session (for the idle timeout). */
  touch(idHash: string, at: number): Promise<void>;
  /** Records that the person behind the session proved who they are again. */
  confirm(idHash: string, at: number): Promise<void>;
  remove(idHash: string): Promise<void>;
  /** Deletes every session of the account; answers how many there were. */
  removeAllOf(accountId: string): Promise<number>;
  /** Deletes every session but the one whose id hash is given; answers how many there were. */
  removeAllBut(idHash: string): Promise<number>;
  /** The account's sessions, most recently used first. */
  listOf(accountId: string): Promise<AdminSessionRecord[]>;
  /** Deletes sessions past their expiry, idle since before `idleSince`, or opened with another admin key. */
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
    accountId: row.account_id,
    confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
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
          account_id: session.accountId,
          confirmed_at: session.confirmedAt,
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

  findWithAccount(idHash: string): Promise<SessionWithAccount | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('admin_sessions')
        .leftJoin('staff_accounts', 'staff_accounts.id', 'admin_sessions.account_id')
        .selectAll('admin_sessions')
        .select([
          'staff_accounts.display_name',
          'staff_accounts.roles',
          'staff_accounts.disabled_at',
          'staff_accounts.id as joined_account_id',
        ])
        .where('admin_sessions.id_hash', '=', idHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const { display_name, roles, disabled_at, joined_account_id, ...session } = row;
      const account =
        joined_account_id === null || display_name === null || roles === null
          ? null
          : { displayName: display_name, roles, disabled: disabled_at !== null };
      return { ...toRecord(session), account };
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

  confirm(idHash: string, at: number): Promise<void> {
    return guardStore(async () => {
      await this.#db
        .updateTable('admin_sessions')
        .set({ confirmed_at: at })
        .where('id_hash', '=', idHash)
        .execute();
    });
  }

  remove(idHash: string): Promise<void> {
    return guardStore(async () => {
      await this.#db.deleteFrom('admin_sessions').where('id_hash', '=', idHash).execute();
    });
  }

  listOf(accountId: string): Promise<AdminSessionRecord[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('admin_sessions')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('last_used_at', 'desc')
        .execute();
      return rows.map(toRecord);
    });
  }

  removeAllBut(idHash: string): Promise<number> {
    return guardStore(async () => {
      const result = await this.#db
        .deleteFrom('admin_sessions')
        .where('id_hash', '!=', idHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  removeAllOf(accountId: string): Promise<number> {
    return guardStore(async () => {
      const result = await this.#db
        .deleteFrom('admin_sessions')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
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
            eb.and([eb('account_id', 'is', null), eb('key_fingerprint', '<>', options.keyFingerprint)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
}
