import type { Kysely } from 'kysely';
import { recallSubscriptionLimits } from '#contract/recalls.ts';
import {
  type VisitorLanguage,
  defaultVisitorLanguage,
  visitorLanguageOf,
} from '#contract/visitor-language.ts';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

/** A confirmed subscriber of a product's recalls. */
export interface RecallSubscriber {
  id: number;
  email: string;
  /** Their notices are mailed in it. */
  language: VisitorLanguage;
}

/**
 * Visitors' addresses for mail about recalls of a product: asked for, then confirmed from a link
 * mailed to the address (double opt-in); an address nobody confirmed within the link's lifetime is
 * deleted. Unsubscribing deletes the address.
 */
export class RecallSubscriptionRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => Date;

  constructor(db: Kysely<Database>, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  #unconfirmedBefore(): string {
    return new Date(this.#now().getTime() - recallSubscriptionLimits.confirmHours * 3_600_000).toISOString();
  }

  async #dropUnconfirmed(db: Kysely<Database>): Promise<void> {
    await db
      .deleteFrom('recall_subscriptions')
      .where('confirmed_at', 'is', null)
      .where('created_at', '<', this.#unconfirmedBefore())
      .execute();
  }

  /**
   * Records the request with the hash of its confirmation link's token, a new link replacing an
   * unconfirmed one, in the language of the page it was asked from. `already` (with the
   * subscription's id) when the address is subscribed to the product already: nothing changes.
   */
  request(
    email: string,
    productSlug: string,
    confirmHash: string,
    language: VisitorLanguage = defaultVisitorLanguage,
  ): Promise<{ status: 'requested' } | { status: 'already'; id: number }> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        await this.#dropUnconfirmed(trx);
        const at = this.#now().toISOString();
        const existing = await trx
          .selectFrom('recall_subscriptions')
          .select(['id', 'confirmed_at'])
          .where('email', '=', email)
          .where('product_slug', '=', productSlug)
          .executeTakeFirst();
        if (existing?.confirmed_at) return { status: 'already' as const, id: Number(existing.id) };
        if (existing)
          await trx
            .updateTable('recall_subscriptions')
            .set({ confirm_hash: confirmHash, created_at: at, language })
            .where('id', '=', existing.id)
            .execute();
        else
          await trx
            .insertInto('recall_subscriptions')
            .values({ email, product_slug: productSlug, confirm_hash: confirmHash, created_at: at, language })
            .execute();
        return { status: 'requested' as const };
      }),
    );
  }

  /** The product whose subscription the link confirmed, once; undefined for a used or expired link. */
  confirm(confirmHash: string): Promise<string | undefined> {
    return guardStore(async () => {
      await this.#dropUnconfirmed(this.#db);
      const row = await this.#db
        .updateTable('recall_subscriptions')
        .set({ confirm_hash: null, confirmed_at: this.#now().toISOString() })
        .where('confirm_hash', '=', confirmHash)
        .returning('product_slug')
        .executeTakeFirst();
      return row?.product_slug;
    });
  }

  /** The product of the subscription, if it still exists (an unsubscribe link's page names it). */
  productOf(id: number): Promise<string | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('recall_subscriptions')
        .select('product_slug')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.product_slug;
    });
  }

  /** Deletes the subscription; the product it was for, or undefined when it was gone already. */
  unsubscribe(id: number): Promise<string | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .deleteFrom('recall_subscriptions')
        .where('id', '=', id)
        .returning('product_slug')
        .executeTakeFirst();
      return row?.product_slug;
    });
  }

  /** The confirmed subscribers of the product's recalls. */
  subscribers(productSlug: string): Promise<RecallSubscriber[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('recall_subscriptions')
        .select(['id', 'email', 'language'])
        .where('product_slug', '=', productSlug)
        .where('confirmed_at', 'is not', null)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        email: row.email,
        language: visitorLanguageOf(row.language),
      }));
    });
  }

  /** Deletes every subscription of the address (a person's data erased); answers their ids. */
  erase(email: string): Promise<number[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .deleteFrom('recall_subscriptions')
        .where('email', '=', email.trim().toLowerCase())
        .returning('id')
        .execute();
      return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    });
  }
}
