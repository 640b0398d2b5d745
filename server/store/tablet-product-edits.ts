import { type Kysely, sql } from 'kysely';
import type { CatalogueProduct, ProductTranslations } from '#catalogue/catalogue.ts';
import { productEndpoints, type ProductReview } from '#contract/products.ts';
import { paiseToRupees, type TabletInput } from '#contract/tablet.ts';
import type { Database, Engine } from '../db/schema.ts';
import { reviewDraft } from '../products/product-review.ts';
import {
  slugOfName,
  tabletProductCategory,
  tabletProductRecord,
  unwrittenProduct,
  withTabletFields,
} from '../products/tablet-products.ts';
import { adminKeyPerson, makeProductLive, nextListPosition } from './product-publication.ts';
import { showProductAsTablet } from './tablet-rows.ts';

/** What a tablet edit did to the product it shows, when it shows one (decision 067). */
export interface ProductEffect {
  slug: string;
  /** The version a changed price was published as: it is on the product's page now. */
  published?: number;
  /** The product's draft took the edit's texts, for the catalogue team to publish. */
  drafted: boolean;
}

/**
 * The words the product API uses after `/api/products/` for itself (`names`, `export`): a product
 * at such an address could not be read there.
 */
const apiWords = new Set(
  Object.values(productEndpoints).flatMap(
    ({ path }) => /^\/api\/products\/([a-z0-9-]+)$/.exec(path)?.[1] ?? [],
  ),
);

/** The first of `base`, `base-2`, `base-3`, … that is neither taken nor one of the API's words. */
function firstFree(base: string, taken: ReadonlySet<string>): string {
  let slug = base;
  for (let next = 2; taken.has(slug) || apiWords.has(slug); next += 1) slug = `${base}-${next}`;
  return slug;
}

/** An address no product has yet, made from the name. */
async function freeSlug(trx: Kysely<Database>, engine: Engine, name: string): Promise<string> {
  const base = slugOfName(name);
  // Two tablets of one name added at once on PostgreSQL would find the same address free.
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${base}))`.execute(trx);
  const taken = new Set(
    (
      await trx
        .selectFrom('products')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  return firstFree(base, taken);
}

/** The row of a tablet's product never published, at its place in the list. */
function tabletProductRow(record: CatalogueProduct, position: number, author: string, at: Date) {
  return {
    slug: record.slug,
    category_id: tabletProductCategory,
    place: 'list' as const,
    position,
    name: record.name,
    record: JSON.stringify(record),
    translations: '{}',
    version: 0,
    edited_by: author,
    updated_at: at.getTime(),
  };
}

/**
 * A tablet added on /tablets: a product never published (version 0, no page) with a draft the
 * catalogue team completes, reviewed as all new. Returns its slug.
 */
export async function addTabletProduct(
  trx: Kysely<Database>,
  engine: Engine,
  made: { tablet: TabletInput; author: string; at: Date },
): Promise<string> {
  const { tablet, author, at } = made;
  const slug = await freeSlug(trx, engine, tablet.name);
  const record = tabletProductRecord(tablet, slug);
  await trx
    .insertInto('products')
    .values(tabletProductRow(record, await nextListPosition(trx, tabletProductCategory), author, at))
    .execute();
  await saveTabletDraft(
    trx,
    slug,
    { record, base: { record, translations: {} }, baseVersion: 0, author },
    at,
  );
  return slug;
}

// Rows of one insert: well under SQLite's and PostgreSQL's limits on a statement's parameters.
const productBatchSize = 500;

/**
 * Many tablets at once, each made as addTabletProduct makes one (`npm run seed:bulk`, the
 * benchmarks): a product never published with its draft. Answers their slugs, in order.
 */
export async function addTabletProducts(
  trx: Kysely<Database>,
  engine: Engine,
  tablets: readonly TabletInput[],
  made: { author: string; at: Date },
): Promise<string[]> {
  const { author, at } = made;
  // One lock for the lot: no tablet added meanwhile takes an address this reading found free.
  if (engine === 'postgres') await sql`lock table products in share row exclusive mode`.execute(trx);
  const taken = new Set((await trx.selectFrom('products').select('slug').execute()).map((row) => row.slug));
  let position = await nextListPosition(trx, tabletProductCategory);
  const slugs: string[] = [];
  for (let start = 0; start < tablets.length; start += productBatchSize) {
    const records = tablets.slice(start, start + productBatchSize).map((tablet) => {
      const slug = firstFree(slugOfName(tablet.name), taken);
      taken.add(slug);
      return tabletProductRecord(tablet, slug);
    });
    await trx
      .insertInto('products')
      .values(records.map((record) => tabletProductRow(record, position++, author, at)))
      .execute();
    await trx
      .insertInto('product_drafts')
      .values(
        records.map((record) => ({
          slug: record.slug,
          ...draftValues({ record, base: { record, translations: {} }, baseVersion: 0, author }, at),
        })),
      )
      .execute();
    slugs.push(...records.map((record) => record.slug));
  }
  return slugs;
}

interface TabletDraft {
  record: CatalogueProduct;
  base: { record: CatalogueProduct; translations: ProductTranslations };
  baseVersion: number;
  author: string;
  translations?: ProductTranslations | undefined;
}

/** A draft's row as a tablet edit leaves it, reviewed against its live version. */
function draftValues(draft: TabletDraft, at: Date) {
  const translations = draft.translations ?? draft.base.translations;
  const live = draft.baseVersion === 0 ? unwrittenProduct(draft.base.record) : draft.base;
  const review: ProductReview = reviewDraft(live, { record: draft.record, translations });
  return {
    base_version: draft.baseVersion,
    record: JSON.stringify(draft.record),
    translations: JSON.stringify(translations),
    review: JSON.stringify(review),
    author: draft.author,
    approved_by: null,
    saved_at: at.getTime(),
  };
}

/**
 * Saves a product's draft as a tablet edit leaves it, reviewed against its live version (a
 * product never published: against nothing written). A saved draft needs its approval again.
 */
export async function saveTabletDraft(
  trx: Kysely<Database>,
  slug: string,
  draft: TabletDraft,
  at: Date,
): Promise<void> {
  const values = draftValues(draft, at);
  await trx
    .insertInto('product_drafts')
    .values({ slug, ...values })
    .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
    .execute();
}

/**
 * A tablet edit made to the product the tablet shows. A product never published takes it in its
 * draft, name and all. A published one keeps its name (it names its page): a changed price is
 * published at once (a price needs no approval), as a new version, and a draft it has follows that
 * version; changed texts go into its draft, for review, translation and publication.
 */
export async function editTabletProduct(
  trx: Kysely<Database>,
  slug: string,
  tablet: TabletInput,
  earlierGenericName: string,
  edit: { author: string; at: Date; lock: boolean },
): Promise<ProductEffect> {
  const product = await trx
    .selectFrom('products')
    .select(['record', 'translations', 'version'])
    .where('slug', '=', slug)
    .$if(edit.lock, (read) => read.forUpdate())
    .executeTakeFirstOrThrow();
  const draft = await trx
    .selectFrom('product_drafts')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  const live = {
    record: JSON.parse(product.record) as CatalogueProduct,
    translations: JSON.parse(product.translations) as ProductTranslations,
  };
  const working = draft ? (JSON.parse(draft.record) as CatalogueProduct) : live.record;
  const next = withTabletFields(working, tablet, earlierGenericName);
  const draftTranslations = draft && (JSON.parse(draft.translations) as ProductTranslations);
  const version = Number(product.version);
  if (version === 0) {
    await trx.updateTable('products').set({ name: next.name }).where('slug', '=', slug).execute();
    await saveTabletDraft(
      trx,
      slug,
      { record: next, base: live, baseVersion: 0, author: edit.author, translations: draftTranslations },
      edit.at,
    );
    return { slug, drafted: true };
  }
  const effect: ProductEffect = { slug, drafted: false };
  let base = { ...live, version };
  if (next.price !== live.record.price) {
    const record = { ...live.record, price: next.price };
    base = { record, translations: live.translations, version: version + 1 };
    await makeProductLive(trx, slug, {
      version: base.version,
      record: JSON.stringify(record),
      translations: product.translations,
      publisher: edit.author,
      at: edit.at.getTime(),
    });
    effect.published = base.version;
  }
  const textsChanged = JSON.stringify({ ...next, price: 0 }) !== JSON.stringify({ ...working, price: 0 });
  if (textsChanged) {
    await saveTabletDraft(
      trx,
      slug,
      {
        record: next,
        base,
        baseVersion: base.version,
        author: edit.author,
        translations: draftTranslations ?? live.translations,
      },
      edit.at,
    );
    effect.drafted = true;
  } else if (draft && effect.published !== undefined) {
    // The draft now starts from the version with the new price, and keeps its approval: a price needs none.
    const translations = draftTranslations ?? live.translations;
    await trx
      .updateTable('product_drafts')
      .set({
        base_version: base.version,
        record: JSON.stringify(next),
        review: JSON.stringify(reviewDraft(base, { record: next, translations })),
      })
      .where('slug', '=', slug)
      .execute();
  }
  return effect;
}

const joinedKey = 'tablets_joined_product_master_at';

/**
 * Keeps /tablets showing the master's tablets at each start, after the shipped catalogue moved the
 * products `changed`. The first time (when /tablets joins the master): each tablet kept until then
 * on its own becomes a product never published, for the catalogue team to complete or delete, and
 * every product that is a tablet gets its row.
 */
export async function joinTabletsToMaster(
  trx: Kysely<Database>,
  engine: Engine,
  changed: readonly string[],
  at: Date,
): Promise<void> {
  const marker = await trx
    .selectFrom('store_meta')
    .select('value')
    .where('key', '=', joinedKey)
    .executeTakeFirst();
  if (marker) {
    for (const slug of changed) await showProductAsTablet(trx, slug, at);
    return;
  }
  const standalone = await trx.selectFrom('tablets').selectAll().where('product_slug', 'is', null).execute();
  for (const row of standalone) {
    const tablet = {
      name: row.name,
      genericName: row.generic_name,
      price: paiseToRupees(Number(row.price_paise)),
      ...(row.description === null ? {} : { description: row.description }),
    };
    const slug = await addTabletProduct(trx, engine, { tablet, author: adminKeyPerson, at });
    await trx.updateTable('tablets').set({ product_slug: slug }).where('id', '=', row.id).execute();
  }
  const products = await trx.selectFrom('products').select('slug').where('version', '>', 0).execute();
  for (const { slug } of products) await showProductAsTablet(trx, slug, at);
  await trx.insertInto('store_meta').values({ key: joinedKey, value: at.toISOString() }).execute();
}
