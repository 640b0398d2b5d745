import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { CatalogueProduct } from '#catalogue/catalogue.ts';
import { rupeesToPaise } from '#contract/tablet.ts';
import type { Database } from '../db/schema.ts';
import { tabletSearchText } from '../db/tablet-search-text.ts';
import { isTabletForm, tabletFieldsOf } from '../products/tablet-products.ts';

/**
 * The tablet rows of the product master (decision 067): every product that is a tablet has one,
 * showing the product as staff are making it — its draft when it has one, else its live version.
 * Called inside the transaction that changes the product.
 */

/** The record a product's tablet row shows: its draft's, else its live one. */
async function workingRecord(trx: Kysely<Database>, slug: string): Promise<CatalogueProduct | undefined> {
  const row =
    (await trx.selectFrom('product_drafts').select('record').where('slug', '=', slug).executeTakeFirst()) ??
    (await trx.selectFrom('products').select('record').where('slug', '=', slug).executeTakeFirst());
  return row && (JSON.parse(row.record) as CatalogueProduct);
}

const tabletValues = (record: CatalogueProduct) => {
  const fields = tabletFieldsOf(record);
  return {
    name: fields.name,
    generic_name: fields.genericName,
    search_text: tabletSearchText(fields.name, fields.genericName),
    price_paise: rupeesToPaise(fields.price),
    description: fields.description ?? null,
  };
};

/**
 * Makes the product's tablet row show it: made when the product becomes a tablet, changed (a new
 * version) when its fields moved, removed when it is a tablet no more.
 */
export async function showProductAsTablet(trx: Kysely<Database>, slug: string, at: Date): Promise<void> {
  const record = await workingRecord(trx, slug);
  const row = await trx.selectFrom('tablets').selectAll().where('product_slug', '=', slug).executeTakeFirst();
  if (!record || !isTabletForm(record.dosageForm)) {
    if (row) await trx.deleteFrom('tablets').where('id', '=', row.id).execute();
    return;
  }
  const values = tabletValues(record);
  const stamp = at.toISOString();
  if (!row) {
    await trx
      .insertInto('tablets')
      .values({
        id: randomUUID(),
        ...values,
        version: 1,
        created_at: stamp,
        updated_at: stamp,
        product_slug: slug,
      })
      .execute();
    return;
  }
  const same =
    row.name === values.name &&
    row.generic_name === values.generic_name &&
    Number(row.price_paise) === values.price_paise &&
    row.description === values.description;
  if (!same)
    await trx
      .updateTable('tablets')
      .set({ ...values, version: sql<number>`version + 1`, updated_at: stamp })
      .where('id', '=', row.id)
      .execute();
}
