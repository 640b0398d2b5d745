import type { Kysely } from 'kysely';
import type { CatalogueProduct, CategoryId } from '#catalogue/catalogue.ts';
import type { Database } from '../db/schema.ts';
import { showProductAsTablet } from './tablet-rows.ts';

/**
 * Who authors, approves or publishes when acting with the site's admin key, which names no account:
 * one person, so it never approves its own draft either.
 */
export const adminKeyPerson = 'admin key';

/**
 * Makes a record the product's live version and keeps it in the history; its tablet row (if it is
 * a tablet) follows.
 */
export async function makeProductLive(
  trx: Kysely<Database>,
  slug: string,
  next: {
    version: number;
    record: string;
    translations: string;
    publisher: string;
    restoredFrom?: number;
    at: number;
  },
) {
  await trx
    .updateTable('products')
    .set({
      name: (JSON.parse(next.record) as CatalogueProduct).name,
      record: next.record,
      translations: next.translations,
      version: next.version,
      edited_by: next.publisher,
      updated_at: next.at,
    })
    .where('slug', '=', slug)
    .execute();
  await trx
    .insertInto('product_versions')
    .values({
      slug,
      version: next.version,
      record: next.record,
      translations: next.translations,
      edited_by: next.publisher,
      created_at: next.at,
      restored_from: next.restoredFrom ?? null,
    })
    .execute();
  await showProductAsTablet(trx, slug, new Date(next.at));
}

/** The place after the last of a category's list: where a product joining it goes. */
export async function nextListPosition(trx: Kysely<Database>, categoryId: CategoryId): Promise<number> {
  const last = await trx
    .selectFrom('products')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('category_id', '=', categoryId)
    .where('place', '=', 'list')
    .executeTakeFirst();
  return last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
}
