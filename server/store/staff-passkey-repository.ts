import type { Kysely, Selectable } from 'kysely';
import type { Database, StaffPasskeysTable } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

export interface StaffPasskey {
  id: string;
  accountId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** Adding a passkey to a signed-in account, registering one with an invitation, or signing in. */
export type ChallengePurpose = 'register' | 'invitation' | 'sign-in';

export type NewPasskey = Omit<StaffPasskey, 'lastUsedAt'>;

function toPasskey(row: Selectable<StaffPasskeysTable>): StaffPasskey {
  return {
    id: row.id,
    accountId: row.account_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(',') : [],
    name: row.name,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

/** Writes a passkey row; also used inside the transaction that registers one with an invitation. */
export async function insertPasskey(db: Kysely<Database>, passkey: NewPasskey): Promise<void> {
  await db
    .insertInto('staff_passkeys')
    .values({
      id: passkey.id,
      account_id: passkey.accountId,
      public_key: Buffer.from(passkey.publicKey).toString('base64url'),
      counter: passkey.counter,
      transports: passkey.transports.join(','),
      name: passkey.name,
      created_at: passkey.createdAt,
    })
    .execute();
}

/** Passkeys of staff accounts and the WebAuthn challenges waiting for an answer. */
export class StaffPasskeyRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  add(passkey: NewPasskey): Promise<void> {
    return guardStore(() => insertPasskey(this.#db, passkey));
  }

  find(id: string): Promise<StaffPasskey | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('staff_passkeys')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toPasskey(row) : undefined;
    });
  }

  listOf(accountId: string): Promise<StaffPasskey[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('staff_passkeys')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .execute();
      return rows.map(toPasskey);
    });
  }

  /** Records a sign-in with the passkey and its authenticator's new counter. */
  used(id: string, counter: number, at: number): Promise<void> {
    return guardStore(async () => {
      await this.#db
        .updateTable('staff_passkeys')
        .set({ counter, last_used_at: at })
        .where('id', '=', id)
        .execute();
    });
  }

  /** Removes one of the account's passkeys; false when it has none with that id. */
  remove(accountId: string, id: string): Promise<boolean> {
    return guardStore(async () => {
      const result = await this.#db
        .deleteFrom('staff_passkeys')
        .where('id', '=', id)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    });
  }

  saveChallenge(challenge: {
    challenge: string;
    accountId: string | null;
    purpose: ChallengePurpose;
    expiresAt: number;
  }) {
    return guardStore(async () => {
      await this.#db
        .insertInto('staff_webauthn_challenges')
        .values({
          challenge: challenge.challenge,
          account_id: challenge.accountId,
          purpose: challenge.purpose,
          expires_at: challenge.expiresAt,
        })
        .execute();
    });
  }

  /**
   * Takes the challenge out of the store: true when it was issued for this purpose (and account)
   * and has not expired. Expired challenges are deleted on the way.
   */
  takeChallenge(
    challenge: string,
    purpose: ChallengePurpose,
    accountId: string | null,
    now: number,
  ): Promise<boolean> {
    return guardStore(async () => {
      await this.#db.deleteFrom('staff_webauthn_challenges').where('expires_at', '<=', now).execute();
      let taken = this.#db
        .deleteFrom('staff_webauthn_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose);
      taken =
        accountId === null
          ? taken.where('account_id', 'is', null)
          : taken.where('account_id', '=', accountId);
      const result = await taken.executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    });
  }
}
