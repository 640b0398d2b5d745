import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { insertPasskey, type NewPasskey } from './staff-passkey-repository.ts';

export interface StaffCredentials {
  passwordHash: string | null;
  /** Sealed (see sealed-text.ts). */
  totpSecret: string | null;
  totpStep: number | null;
  /**
   * When the password or the authenticator secret last changed: a change worked out against
   * credentials read earlier names this, and is refused when they changed meanwhile.
   */
  updatedAt: number;
}

export interface OpenInvitation {
  accountId: string;
  expiresAt: number;
}

/**
 * Invitations, passwords, TOTP secrets and recovery codes of staff accounts, and the passkey an
 * invitation registers. Every method throws StoreUnavailableError when the database fails.
 */
export class StaffCredentialRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Invites the account: replaces its earlier invitations, its password and TOTP secret (with one
   * still to be confirmed, which the invitation page shows) and removes its passkeys, so a lost
   * device stops signing anyone in.
   */
  invite(invitation: {
    accountId: string;
    tokenHash: string;
    totpSecret: string;
    now: number;
    expiresAt: number;
  }) {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_invitations').where('account_id', '=', invitation.accountId).execute();
        await trx
          .insertInto('staff_invitations')
          .values({
            token_hash: invitation.tokenHash,
            account_id: invitation.accountId,
            created_at: invitation.now,
            expires_at: invitation.expiresAt,
          })
          .execute();
        await trx.deleteFrom('staff_credentials').where('account_id', '=', invitation.accountId).execute();
        await trx
          .insertInto('staff_credentials')
          .values({
            account_id: invitation.accountId,
            password_hash: null,
            totp_secret: invitation.totpSecret,
            totp_step: null,
            updated_at: invitation.now,
          })
          .execute();
        await trx.deleteFrom('staff_passkeys').where('account_id', '=', invitation.accountId).execute();
      }),
    );
  }

  /** Withdraws the account's unused invitations: a link sent before it was disabled never works again. */
  withdrawInvitations(accountId: string): Promise<void> {
    return guardStore(async () => {
      await this.#db
        .deleteFrom('staff_invitations')
        .where('account_id', '=', accountId)
        .where('used_at', 'is', null)
        .execute();
    });
  }

  /** The unused, unexpired invitation with this token hash. */
  openInvitation(tokenHash: string, now: number): Promise<OpenInvitation | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('staff_invitations')
        .select(['account_id', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ? { accountId: row.account_id, expiresAt: Number(row.expires_at) } : undefined;
    });
  }

  /**
   * Uses the invitation once: sets the password, confirms the TOTP secret at the step of the code
   * just accepted and replaces the recovery codes. False when the invitation was used or expired
   * meanwhile (another tab, another instance).
   */
  register(registration: {
    tokenHash: string;
    accountId: string;
    passwordHash: string;
    totpStep: number;
    recoveryCodeHashes: string[];
    now: number;
  }): Promise<boolean> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        if (!(await this.#useInvitation(trx, registration))) return false;
        await trx
          .updateTable('staff_credentials')
          .set({
            password_hash: registration.passwordHash,
            totp_step: registration.totpStep,
            updated_at: registration.now,
          })
          .where('account_id', '=', registration.accountId)
          .execute();
        await this.#replaceRecoveryCodes(trx, registration.accountId, registration.recoveryCodeHashes);
        return true;
      }),
    );
  }

  /**
   * Uses the invitation once for a passkey: keeps the passkey, and leaves the account without a
   * password, TOTP secret or recovery codes. False when the invitation was used or expired meanwhile.
   */
  registerPasskey(registration: {
    tokenHash: string;
    accountId: string;
    passkey: NewPasskey;
    now: number;
  }): Promise<boolean> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        if (!(await this.#useInvitation(trx, registration))) return false;
        await trx
          .updateTable('staff_credentials')
          .set({ password_hash: null, totp_secret: null, totp_step: null, updated_at: registration.now })
          .where('account_id', '=', registration.accountId)
          .execute();
        await trx
          .deleteFrom('staff_recovery_codes')
          .where('account_id', '=', registration.accountId)
          .execute();
        await insertPasskey(trx, registration.passkey);
        return true;
      }),
    );
  }

  /** Marks the invitation used, if it still can be: true when this use won. */
  async #useInvitation(
    db: Kysely<Database>,
    invitation: { tokenHash: string; accountId: string; now: number },
  ): Promise<boolean> {
    const used = await db
      .updateTable('staff_invitations')
      .set({ used_at: invitation.now })
      .where('token_hash', '=', invitation.tokenHash)
      .where('account_id', '=', invitation.accountId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', invitation.now)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  /** Replaces the account's recovery codes: the old ones stop working. */
  replaceRecoveryCodes(accountId: string, hashes: string[]): Promise<void> {
    return guardStore(() =>
      this.#db.transaction().execute((trx) => this.#replaceRecoveryCodes(trx, accountId, hashes)),
    );
  }

  async #replaceRecoveryCodes(db: Kysely<Database>, accountId: string, hashes: string[]) {
    await db.deleteFrom('staff_recovery_codes').where('account_id', '=', accountId).execute();
    await db
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({ account_id: accountId, code_hash })))
      .execute();
  }

  find(accountId: string): Promise<StaffCredentials | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('staff_credentials')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        passwordHash: row.password_hash,
        totpSecret: row.totp_secret,
        totpStep: row.totp_step === null ? null : Number(row.totp_step),
        updatedAt: Number(row.updated_at),
      };
    });
  }

  /**
   * Replaces the password of registered credentials, unless they changed since `basis` (their
   * `updatedAt` when the current password was checked): true when this change won.
   */
  changePassword(change: { accountId: string; passwordHash: string; basis: number; now: number }) {
    return this.#changeSince(change.accountId, change.basis, change.now, {
      password_hash: change.passwordHash,
    });
  }

  /**
   * Replaces the TOTP secret (sealed) of registered credentials, with the step of the code that
   * confirmed it as used, unless they changed since `basis`: true when this change won, and the
   * old secret's codes then stop working.
   */
  changeTotpSecret(change: {
    accountId: string;
    totpSecret: string;
    totpStep: number;
    basis: number;
    now: number;
  }) {
    return this.#changeSince(change.accountId, change.basis, change.now, {
      totp_secret: change.totpSecret,
      totp_step: change.totpStep,
    });
  }

  /** A conditional update: the credentials move past `basis`, even within the same millisecond. */
  #changeSince(
    accountId: string,
    basis: number,
    now: number,
    values: { password_hash?: string; totp_secret?: string; totp_step?: number },
  ): Promise<boolean> {
    return guardStore(async () => {
      const result = await this.#db
        .updateTable('staff_credentials')
        .set({ ...values, updated_at: Math.max(now, basis + 1) })
        .where('account_id', '=', accountId)
        .where('updated_at', '=', basis)
        .where('password_hash', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  /** Records a TOTP step as used, unless it or a later one already was: true when this use won. */
  useTotpStep(accountId: string, step: number): Promise<boolean> {
    return guardStore(async () => {
      const result = await this.#db
        .updateTable('staff_credentials')
        .set({ totp_step: step })
        .where('account_id', '=', accountId)
        .where((eb) => eb.or([eb('totp_step', 'is', null), eb('totp_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  /** Uses a recovery code once: true when it existed and was unused. */
  useRecoveryCode(accountId: string, codeHash: string, now: number): Promise<boolean> {
    return guardStore(async () => {
      const result = await this.#db
        .updateTable('staff_recovery_codes')
        .set({ used_at: now })
        .where('account_id', '=', accountId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    });
  }

  unusedRecoveryCodes(accountId: string): Promise<number> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('staff_recovery_codes')
        .select((eb) => eb.fn.countAll().as('unused'))
        .where('account_id', '=', accountId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.unused);
    });
  }
}
