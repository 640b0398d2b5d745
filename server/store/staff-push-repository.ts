import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type LeadKind, leadKinds } from '#contract/lead-fields.ts';
import { type StaffRole, staffRoles } from '#contract/staff-roles.ts';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

/** A browser with alerts on, as the sender needs it. */
export interface PushSubscriptionRecord {
  id: string;
  accountId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  kinds: LeadKind[];
  userAgent: string | null;
  createdAt: number;
}

/** A subscription with the roles of the active account it belongs to. */
export interface PushRecipient extends PushSubscriptionRecord {
  roles: StaffRole[];
}

const kindsOf = (text: string): LeadKind[] => leadKinds.filter((kind) => text.split(',').includes(kind));

function toRecord(row: {
  id: string;
  account_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds: string;
  user_agent: string | null;
  created_at: number | string;
}): PushSubscriptionRecord {
  return {
    id: row.id,
    accountId: row.account_id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
    kinds: kindsOf(row.kinds),
    userAgent: row.user_agent,
    createdAt: Number(row.created_at),
  };
}

/** Staff browsers' Web Push subscriptions, for SQLite and PostgreSQL alike. */
export class StaffPushRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /**
   * Keeps the browser's subscription for the account with these kinds. A push address belongs to
   * one browser: subscribing it again (for this or another account signed in there) replaces it.
   */
  save(subscription: Omit<PushSubscriptionRecord, 'id'>): Promise<PushSubscriptionRecord> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('staff_push_subscriptions')
          .where('endpoint', '=', subscription.endpoint)
          .execute();
        const row = {
          id: randomBytes(12).toString('base64url'),
          account_id: subscription.accountId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          kinds: subscription.kinds.join(','),
          user_agent: subscription.userAgent,
          created_at: subscription.createdAt,
        };
        await trx.insertInto('staff_push_subscriptions').values(row).execute();
        return toRecord(row);
      }),
    );
  }

  listOf(accountId: string): Promise<PushSubscriptionRecord[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('staff_push_subscriptions')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .execute();
      return rows.map(toRecord);
    });
  }

  /** The active account that holds this push address, if one does. */
  activeHolderOf(endpoint: string): Promise<string | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('staff_push_subscriptions')
        .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_push_subscriptions.account_id')
        .select('staff_push_subscriptions.account_id')
        .where('staff_push_subscriptions.endpoint', '=', endpoint)
        .where('staff_accounts.disabled_at', 'is', null)
        .executeTakeFirst();
      return row?.account_id;
    });
  }

  /** Removes one of the account's subscriptions; false when it has none with that id. */
  remove(accountId: string, id: string): Promise<boolean> {
    return guardStore(async () => {
      const result = await this.#db
        .deleteFrom('staff_push_subscriptions')
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  /** Forgets a subscription its push service says is gone. */
  forget(endpoint: string): Promise<void> {
    return guardStore(async () => {
      await this.#db.deleteFrom('staff_push_subscriptions').where('endpoint', '=', endpoint).execute();
    });
  }

  /** Every subscription of an active account, with the account's roles (who may hear of what is the caller's part). */
  recipients(): Promise<PushRecipient[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('staff_push_subscriptions')
        .innerJoin('staff_accounts', 'staff_accounts.id', 'staff_push_subscriptions.account_id')
        .selectAll('staff_push_subscriptions')
        .select('staff_accounts.roles')
        .where('staff_accounts.disabled_at', 'is', null)
        .execute();
      return rows.map((row) => ({
        ...toRecord(row),
        roles: staffRoles.filter((role) => row.roles.split(',').includes(role)),
      }));
    });
  }
}
