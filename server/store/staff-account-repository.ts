import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { staffRoles, type StaffRole } from '#contract/staff-roles.ts';
import type { Database, Engine, StaffAccountsTable } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

export interface StaffAccount {
  id: string;
  email: string;
  displayName: string;
  roles: StaffRole[];
  disabledAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface NewStaffAccount {
  email: string;
  displayName: string;
  roles: readonly StaffRole[];
}

/** Roles in their canonical order, each once. */
const canonicalRoles = (roles: readonly string[]): StaffRole[] =>
  staffRoles.filter((role) => roles.includes(role));

function toAccount(row: Selectable<StaffAccountsTable>): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    roles: canonicalRoles(row.roles.split(',')),
    disabledAt: row.disabled_at === null ? null : Number(row.disabled_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

/** A change of what an account may do: its roles, whether it is disabled, or both. */
export interface AccessChange {
  roles?: readonly StaffRole[] | undefined;
  disabled?: boolean | undefined;
}

/** Whether a change takes an enabled owner away: its owner role, or the account itself. */
export function losesOwner(account: StaffAccount, change: AccessChange): boolean {
  return (
    account.roles.includes('owner') &&
    account.disabledAt === null &&
    (change.disabled === true || (change.roles !== undefined && !change.roles.includes('owner')))
  );
}

/** Staff accounts in the store. Every method throws StoreUnavailableError when the database fails. */
export class StaffAccountRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, engine: Engine, now: () => number = Date.now) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /** Adds an account; EmailTakenError when another account has that address. */
  async create(account: NewStaffAccount): Promise<StaffAccount> {
    const email = account.email.trim().toLowerCase();
    if (await this.findByEmail(email)) throw new EmailTakenError(email);
    return guardStore(async () => {
      const now = this.#now();
      const row = await this.#db
        .insertInto('staff_accounts')
        .values({
          id: randomBytes(12).toString('base64url'),
          email,
          display_name: account.displayName.trim(),
          roles: canonicalRoles(account.roles).join(','),
          disabled_at: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAccount(row);
    });
  }

  find(id: string): Promise<StaffAccount | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('staff_accounts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toAccount(row) : undefined;
    });
  }

  findByEmail(email: string): Promise<StaffAccount | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('staff_accounts')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row ? toAccount(row) : undefined;
    });
  }

  /** Every account, by display name. */
  list(): Promise<StaffAccount[]> {
    return guardStore(async () => {
      const rows = await this.#db.selectFrom('staff_accounts').selectAll().orderBy('display_name').execute();
      return rows.map(toAccount);
    });
  }

  /**
   * Changes an account's roles, whether it is disabled, or both, in one transaction, and answers the
   * account as it was just before and as it is now, for the audit log. Disabling also deletes its
   * sessions; every instance checks the account on each request as well, so a session being used at
   * that moment ends too. A change that would leave no enabled owner changes nothing and answers
   * 'last-owner': someone must always be able to manage the accounts without the admin key. The
   * enabled accounts are read under lock (PostgreSQL; in id order, so that two changes lock them in
   * the same order) or in the one writing transaction (SQLite), so two owners stepping down at the
   * same moment cannot both see the other still there.
   */
  change(
    id: string,
    change: AccessChange,
  ): Promise<{ before: StaffAccount; after: StaffAccount } | 'last-owner' | undefined> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const locked = this.#engine === 'postgres';
        const enabled = (
          await trx
            .selectFrom('staff_accounts')
            .selectAll()
            .where('disabled_at', 'is', null)
            .orderBy('id')
            .$if(locked, (read) => read.forUpdate())
            .execute()
        ).map(toAccount);
        const current = await trx
          .selectFrom('staff_accounts')
          .selectAll()
          .where('id', '=', id)
          .$if(locked, (read) => read.forUpdate())
          .executeTakeFirst();
        if (!current) return undefined;
        const before = toAccount(current);
        if (
          losesOwner(before, change) &&
          enabled.filter((account) => account.roles.includes('owner')).length <= 1
        )
          return 'last-owner';
        const now = this.#now();
        const after = await trx
          .updateTable('staff_accounts')
          .set({
            updated_at: now,
            ...(change.roles ? { roles: canonicalRoles(change.roles).join(',') } : {}),
            ...(change.disabled === undefined ? {} : { disabled_at: change.disabled ? now : null }),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (change.disabled === true)
          await trx.deleteFrom('admin_sessions').where('account_id', '=', id).execute();
        return { before, after: toAccount(after) };
      }),
    );
  }
}
