import { type Kysely, sql } from 'kysely';
import {
  type CatalogueProduct,
  catalogueEntries,
  type ProductTranslations,
  productTexts,
  showcaseProducts,
} from '#catalogue/catalogue.ts';
import { messagesFor } from '#languages/catalogues.ts';
import type { Database, Engine } from '../db/schema.ts';
import { joinTabletsToMaster } from './tablet-product-edits.ts';

/** A product as the shipped catalogue has it, in the product master's shape. */
interface ShippedProduct {
  slug: string;
  categoryId: string;
  place: 'list' | 'showcase';
  position: number;
  name: string;
  record: string;
  translations: string;
}

/** The Telugu and Hindi the message catalogues hold for each of a product's text fields. */
function translationsOf(id: string, texts: Record<string, string>): ProductTranslations {
  const translations: ProductTranslations = {};
  for (const locale of ['te', 'hi'] as const) {
    const messages = messagesFor(locale);
    const translated: Record<string, string> = {};
    for (const key of Object.keys(texts)) {
      const text = messages[`product.${id}.${key}`];
      if (text !== undefined) translated[key] = text;
    }
    translations[locale] = translated;
  }
  return translations;
}

/** Every product of catalogue/catalogue.json, its place among its list's or the showcase's. */
export function shippedProducts(): ShippedProduct[] {
  const showcased = new Set(showcaseProducts.map((product) => product.slug));
  const placed = new Map<string, number>();
  return catalogueEntries().map(({ categoryId, product }) => {
    const place = showcased.has(product.slug) ? 'showcase' : 'list';
    const counter = `${place} ${place === 'list' ? categoryId : ''}`;
    const position = placed.get(counter) ?? 0;
    placed.set(counter, position + 1);
    return {
      slug: product.slug,
      categoryId,
      place,
      position,
      name: product.name,
      record: JSON.stringify(product),
      translations: JSON.stringify(translationsOf(product.id, productTexts(product))),
    };
  });
}

/**
 * A record staff edited, with the shipped leaflet where it has none at all: the master held no
 * leaflets before, so such a record's prescribing information is the shipped one. Undefined when
 * nothing is to give.
 */
function withShippedLeaflet(held: string, shipped: string): CatalogueProduct | undefined {
  const record = JSON.parse(held) as CatalogueProduct;
  const { leaflet } = JSON.parse(shipped) as CatalogueProduct;
  if (!leaflet || 'leaflet' in record) return undefined;
  return { ...record, leaflet };
}

// Any fixed number shared by every instance; it only has to differ from the other locks' numbers.
const followLockId = 7_316_204_126;

/**
 * Brings the product master up to the shipped catalogue, at each start: a product it lacks is added,
 * and one that staff have never edited takes the shipped fields, as a new version. A product staff
 * have edited keeps their version, and a product the shipped catalogue no longer has is kept (its
 * batches still name it). The master's tablets follow on /tablets. Returns the slugs added or changed.
 */
export async function followShippedCatalogue(
  db: Kysely<Database>,
  engine: Engine,
  shipped: readonly ShippedProduct[] = shippedProducts(),
  now: () => number = Date.now,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // SQLite transactions here begin IMMEDIATE, which already serialises writers.
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(followLockId)})`.execute(trx);
    const current = new Map(
      (
        await trx
          .selectFrom('products')
          .select([
            'slug',
            'category_id',
            'place',
            'position',
            'record',
            'translations',
            'version',
            'edited_by',
          ])
          .execute()
      ).map((row) => [row.slug, row]),
    );
    const at = now();
    const added: ShippedProduct[] = [];
    const followed: { product: ShippedProduct; version: number }[] = [];
    for (const product of shipped) {
      const row = current.get(product.slug);
      if (!row) added.push(product);
      else if (
        row.edited_by === null &&
        (row.category_id !== product.categoryId ||
          row.place !== product.place ||
          Number(row.position) !== product.position ||
          row.record !== product.record ||
          row.translations !== product.translations)
      )
        followed.push({ product, version: Number(row.version) + 1 });
      else if (row.edited_by !== null) {
        const given = withShippedLeaflet(row.record, product.record);
        // Staff edited it before the master held leaflets: it keeps their version, and gains its leaflet.
        if (given)
          followed.push({
            product: {
              slug: row.slug,
              categoryId: row.category_id,
              place: row.place,
              position: Number(row.position),
              name: given.name,
              record: JSON.stringify(given),
              translations: row.translations,
            },
            version: Number(row.version) + 1,
          });
      }
    }
    const fieldsOf = (product: ShippedProduct) => ({
      category_id: product.categoryId,
      place: product.place,
      position: product.position,
      name: product.name,
      record: product.record,
      translations: product.translations,
    });
    // One statement for a first start's whole catalogue; a release's corrections one by one.
    if (added.length > 0)
      await trx
        .insertInto('products')
        .values(
          added.map((product) => ({
            slug: product.slug,
            ...fieldsOf(product),
            version: 1,
            edited_by: null,
            updated_at: at,
          })),
        )
        .execute();
    for (const { product, version } of followed)
      await trx
        .updateTable('products')
        .set({ ...fieldsOf(product), version, updated_at: at })
        .where('slug', '=', product.slug)
        .execute();
    const versions = [...added.map((product) => ({ product, version: 1 })), ...followed];
    if (versions.length > 0)
      await trx
        .insertInto('product_versions')
        .values(
          versions.map(({ product, version }) => ({
            slug: product.slug,
            version,
            record: product.record,
            translations: product.translations,
            edited_by: null,
            created_at: at,
          })),
        )
        .execute();
    const changed = versions.map(({ product }) => product.slug);
    await joinTabletsToMaster(trx, engine, changed, new Date(at));
    return changed;
  });
}
