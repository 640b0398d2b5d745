import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { staffRoles, type StaffRole } from '#contract/staff-roles.ts';
import type { Database, StaffAccountsTable } from '../db/schema.ts';
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

/** Staff accounts in the store. Every method throws StoreUnavailableError when the database fails. */
export class StaffAccountRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
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

  setRoles(id: string, roles: readonly StaffRole[]): Promise<StaffAccount | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .updateTable('staff_accounts')
        .set({ roles: canonicalRoles(roles).join(','), updated_at: this.#now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toAccount(row) : undefined;
    });
  }

  /**
   * Disables or enables an account. Disabling also deletes its sessions; every instance checks the
   * account on each request as well, so a session being used at that moment ends too.
   */
  setDisabled(id: string, disabled: boolean): Promise<StaffAccount | undefined> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const now = this.#now();
        const row = await trx
          .updateTable('staff_accounts')
          .set({ disabled_at: disabled ? now : null, updated_at: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (row && disabled) await trx.deleteFrom('admin_sessions').where('account_id', '=', id).execute();
        return row ? toAccount(row) : undefined;
      }),
    );
  }
}
