import { type Kysely, type Selectable, sql } from 'kysely';
import type { CatalogueProduct, CategoryId, HeldProduct, ProductTranslations } from '#catalogue/catalogue.ts';
import type { ProductListQuery, ProductReview } from '#contract/products.ts';
import type { Database, Engine, ProductDraftsTable, ProductsTable } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { likeContaining } from './like-pattern.ts';
import {
  type EditorListPage,
  editorListStart,
  readEditorListPage,
  readProductNames,
} from './product-editor-list.ts';
import { makeProductLive, nextListPosition } from './product-publication.ts';
import { showProductAsTablet } from './tablet-rows.ts';

/** A product by the names a record of it may give: its name now, and those it had before. */
export interface ProductNaming {
  slug: string;
  name: string;
  formerNames: readonly string[];
}

/** The change staff are making to a product, beside its live version. */
export interface ProductDraft {
  baseVersion: number;
  record: CatalogueProduct;
  translations: ProductTranslations;
  review: ProductReview;
  author: string;
  approvedBy: string | null;
  savedAt: string;
}

/** A version of a product as it was published. */
export interface ProductVersion {
  version: number;
  record: CatalogueProduct;
  translations: ProductTranslations;
  /** Null for a version the shipped catalogue made. */
  editedBy: string | null;
  createdAt: string;
  restoredFrom: number | null;
}

export type RestoreOutcome =
  | { status: 'restored'; version: number }
  | { status: 'not-found' }
  | { status: 'stale' }
  | { status: 'same' };

export type DraftSaveOutcome = { status: 'saved' } | { status: 'not-found' } | { status: 'stale' };
export type ApprovalOutcome = { status: 'approved' } | { status: 'no-draft' } | { status: 'own-draft' };
export type PublishOutcome =
  | { status: 'published'; version: number }
  | { status: 'no-draft' }
  | { status: 'stale' }
  | { status: 'needs-approval' }
  | { status: 'stale-translations' };

/** A draft's stored review; one saved before the review looked at terms has none to show. */
function reviewOf(json: string): ProductReview {
  const review = JSON.parse(json) as Omit<ProductReview, 'terms'> & Partial<Pick<ProductReview, 'terms'>>;
  return { ...review, terms: review.terms ?? [] };
}

const toDraft = (row: Selectable<ProductDraftsTable>): ProductDraft => ({
  baseVersion: Number(row.base_version),
  record: JSON.parse(row.record) as CatalogueProduct,
  translations: JSON.parse(row.translations) as ProductTranslations,
  review: reviewOf(row.review),
  author: row.author,
  approvedBy: row.approved_by,
  savedAt: new Date(Number(row.saved_at)).toISOString(),
});

/** A product with a page, as the product master holds it now (migration 026). */
export interface MasterProduct {
  slug: string;
  categoryId: CategoryId;
  place: 'list' | 'showcase';
  position: number;
  /** Its fields in English; a showcase product's record carries its badge too. */
  record: CatalogueProduct;
  translations: ProductTranslations;
  version: number;
  /** Null while the product is as the shipped catalogue has it. */
  editedBy: string | null;
  /** When its live version was made (ISO 8601). */
  updatedAt: string;
}

const toProduct = (row: Selectable<ProductsTable>): MasterProduct => ({
  slug: row.slug,
  categoryId: row.category_id as CategoryId,
  place: row.place,
  position: Number(row.position),
  record: JSON.parse(row.record) as CatalogueProduct,
  translations: JSON.parse(row.translations) as ProductTranslations,
  version: Number(row.version),
  editedBy: row.edited_by,
  updatedAt: new Date(Number(row.updated_at)).toISOString(),
});

/**
 * The English names of the products named, by slug, as batches, pack records and recall notices
 * give them: the name now, and after it in brackets the names it was published under before
 * (newest first), which packs made before a rename still print (decision 069). A slug the master
 * lacks is left out.
 */
export async function productNamesOf(
  db: Kysely<Database>,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return new Map();
  const [rows, former] = await Promise.all([
    db.selectFrom('products').select(['slug', 'name']).where('slug', 'in', wanted).execute(),
    formerNamesOf(db, wanted),
  ]);
  return new Map(
    rows.map((row) => {
      const earlier = former(row);
      return [row.slug, earlier.length === 0 ? row.name : `${row.name} (${earlier.join(', ')})`];
    }),
  );
}

/**
 * The names each product was published under before its name now, newest first: of the products
 * named, or of all.
 */
async function formerNamesOf(
  db: Kysely<Database>,
  slugs?: readonly string[],
): Promise<(product: { slug: string; name: string }) => string[]> {
  const versions = await db
    .selectFrom('product_versions')
    .select(['slug', 'record'])
    .$if(slugs !== undefined, (read) => read.where('slug', 'in', slugs!))
    .orderBy('version', 'desc')
    .execute();
  const published = new Map<string, Set<string>>();
  for (const version of versions) {
    const { name } = JSON.parse(version.record) as Pick<CatalogueProduct, 'name'>;
    const names = published.get(version.slug) ?? new Set<string>();
    published.set(version.slug, names.add(name));
  }
  return ({ slug, name }) => [...(published.get(slug) ?? [])].filter((earlier) => earlier !== name);
}

/**
 * The product master: the one list of products on the server. Every method throws
 * StoreUnavailableError when the database fails.
 */
export class ProductRepository {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, engine: Engine, now: () => number = Date.now) {
    this.#db = db;
    this.#engine = engine;
    this.#now = now;
  }

  /**
   * Every product with a page: the lists' products by category and place in it, then the
   * showcase's; with `unpublished`, also those made on /tablets and never published (version 0).
   */
  all(options: { unpublished?: boolean } = {}): Promise<MasterProduct[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('products')
        .selectAll()
        .$if(!options.unpublished, (read) => read.where('version', '>', 0))
        .orderBy('place')
        .orderBy('category_id')
        .orderBy('position')
        .execute();
      return rows.map(toProduct);
    });
  }

  /**
   * Every product as the pages read it; with `draft`, that product as its draft would make it (a
   * preview).
   */
  async held(draft?: { slug: string; record: CatalogueProduct; translations: ProductTranslations }) {
    const products = await this.all();
    // A product never published is previewed as it would appear on its first publication.
    const unpublished =
      draft && !products.some((product) => product.slug === draft.slug)
        ? await this.bySlug(draft.slug)
        : undefined;
    return [...products, ...(unpublished ? [unpublished] : [])].map(
      ({ slug, categoryId, place, position, record, translations, editedBy, updatedAt }): HeldProduct => ({
        categoryId,
        place,
        position,
        ...(slug === draft?.slug
          ? { product: draft.record, translations: draft.translations }
          : { product: record, translations }),
        ...(editedBy === null ? {} : { editedAt: updatedAt }),
      }),
    );
  }

  /** One page of the product editor's list (server/store/product-editor-list.ts). */
  editorList(query: ProductListQuery): Promise<EditorListPage> {
    // Outside the store's guard: a foreign cursor is the request's fault (InvalidCursorError).
    const start = editorListStart(query);
    return guardStore(() => readEditorListPage(this.#db, query, start));
  }

  /** Every product with a page, by name, in the catalogue's order. */
  names(): Promise<{ slug: string; name: string }[]> {
    return guardStore(() => readProductNames(this.#db));
  }

  /** Every published product's name, and the names it was published under before (newest first). */
  namings(): Promise<ProductNaming[]> {
    return guardStore(async () => {
      const [products, former] = await Promise.all([readProductNames(this.#db), formerNamesOf(this.#db)]);
      return products.map((product) => ({ ...product, formerNames: former(product) }));
    });
  }

  bySlug(slug: string): Promise<MasterProduct | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('products')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? toProduct(row) : undefined;
    });
  }

  /** The draft of a product, if one is being made. */
  draftOf(slug: string): Promise<ProductDraft | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('product_drafts')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? toDraft(row) : undefined;
    });
  }

  /** Every draft, by product. */
  drafts(): Promise<Map<string, ProductDraft>> {
    return guardStore(async () => {
      const rows = await this.#db.selectFrom('product_drafts').selectAll().execute();
      return new Map(rows.map((row) => [row.slug, toDraft(row)]));
    });
  }

  /**
   * Replaces the product's draft, made from its version `baseVersion`: stale when the product has
   * moved on since. A saved draft needs its approval again.
   */
  saveDraft(
    slug: string,
    draft: Pick<ProductDraft, 'baseVersion' | 'record' | 'translations' | 'review' | 'author'> & {
      /** Where a product never published goes (its address names its category). */
      categoryId?: CategoryId;
    },
  ): Promise<DraftSaveOutcome> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx): Promise<DraftSaveOutcome> => {
        const product = await this.#lockProduct(trx, slug);
        if (!product) return { status: 'not-found' };
        if (Number(product.version) !== draft.baseVersion) return { status: 'stale' };
        if (Number(product.version) === 0) {
          // A product moved to another list goes to its end.
          const movedTo = draft.categoryId === product.category_id ? undefined : draft.categoryId;
          await trx
            .updateTable('products')
            .set({
              name: draft.record.name,
              ...(movedTo === undefined
                ? {}
                : { category_id: movedTo, position: await nextListPosition(trx, movedTo) }),
            })
            .where('slug', '=', slug)
            .execute();
        }
        const values = {
          base_version: draft.baseVersion,
          record: JSON.stringify(draft.record),
          translations: JSON.stringify(draft.translations),
          review: JSON.stringify(draft.review),
          author: draft.author,
          approved_by: null,
          saved_at: this.#now(),
        };
        await trx
          .insertInto('product_drafts')
          .values({ slug, ...values })
          .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
          .execute();
        await showProductAsTablet(trx, slug, new Date(values.saved_at));
        return { status: 'saved' };
      }),
    );
  }

  /** Approves a draft's medical text: never by its author. */
  approve(slug: string, approver: string): Promise<ApprovalOutcome> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx): Promise<ApprovalOutcome> => {
        await this.#lockProduct(trx, slug);
        const draft = await trx
          .selectFrom('product_drafts')
          .select('author')
          .where('slug', '=', slug)
          .executeTakeFirst();
        if (!draft) return { status: 'no-draft' };
        if (draft.author === approver) return { status: 'own-draft' };
        await trx
          .updateTable('product_drafts')
          .set({ approved_by: approver })
          .where('slug', '=', slug)
          .execute();
        return { status: 'approved' };
      }),
    );
  }

  /**
   * Makes the draft the live version, a new one, kept in the history; refused while a needed
   * approval is missing or a safety text's translation is stale, or when the product moved on.
   */
  publish(slug: string, publisher: string): Promise<PublishOutcome> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx): Promise<PublishOutcome> => {
        const product = await this.#lockProduct(trx, slug);
        const row = await trx
          .selectFrom('product_drafts')
          .selectAll()
          .where('slug', '=', slug)
          .executeTakeFirst();
        if (!product || !row) return { status: 'no-draft' };
        const draft = toDraft(row);
        if (Number(product.version) !== draft.baseVersion) return { status: 'stale' };
        if (draft.review.needsMedicalApproval && draft.approvedBy === null)
          return { status: 'needs-approval' };
        if (draft.review.staleTranslations.some((stale) => stale.blocking))
          return { status: 'stale-translations' };
        const version = Number(product.version) + 1;
        await trx.deleteFrom('product_drafts').where('slug', '=', slug).execute();
        await makeProductLive(trx, slug, {
          version,
          record: row.record,
          translations: row.translations,
          publisher,
          at: this.#now(),
        });
        return { status: 'published', version };
      }),
    );
  }

  /** Every version of a product, newest first; empty when the master has no such product. */
  versions(slug: string): Promise<ProductVersion[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('product_versions')
        .selectAll()
        .where('slug', '=', slug)
        .orderBy('version', 'desc')
        .execute();
      return rows.map((row) => ({
        version: Number(row.version),
        record: JSON.parse(row.record) as CatalogueProduct,
        translations: JSON.parse(row.translations) as ProductTranslations,
        editedBy: row.edited_by,
        createdAt: new Date(Number(row.created_at)).toISOString(),
        restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
      }));
    });
  }

  /**
   * Publishes the very fields and translations of an earlier version as a new one; stale when the
   * product moved on from `baseVersion`, `same` when it already reads as that version.
   */
  restore(slug: string, version: number, baseVersion: number, publisher: string): Promise<RestoreOutcome> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx): Promise<RestoreOutcome> => {
        const product = await this.#lockProduct(trx, slug);
        if (!product) return { status: 'not-found' };
        const earlier = await trx
          .selectFrom('product_versions')
          .select(['record', 'translations'])
          .where('slug', '=', slug)
          .where('version', '=', version)
          .executeTakeFirst();
        if (!earlier) return { status: 'not-found' };
        if (Number(product.version) !== baseVersion) return { status: 'stale' };
        const live = await trx
          .selectFrom('products')
          .select(['record', 'translations'])
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow();
        if (live.record === earlier.record && live.translations === earlier.translations)
          return { status: 'same' };
        const next = baseVersion + 1;
        await makeProductLive(trx, slug, {
          version: next,
          record: earlier.record,
          translations: earlier.translations,
          publisher,
          restoredFrom: version,
          at: this.#now(),
        });
        return { status: 'restored', version: next };
      }),
    );
  }

  /** The product's row, held until the transaction ends (SQLite's one writer already holds it). */
  #lockProduct(trx: Kysely<Database>, slug: string) {
    return trx
      .selectFrom('products')
      .select(['slug', 'version', 'category_id'])
      .where('slug', '=', slug)
      .$if(this.#engine === 'postgres', (read) => read.forUpdate())
      .executeTakeFirst();
  }

  /**
   * One page of a category's list, in its order (at most `limit` products from `offset`), and how
   * many products the list has: what a list page shows, without reading the rest of the master.
   */
  listPage(
    categoryId: CategoryId,
    page: { offset: number; limit: number },
  ): Promise<{ products: HeldProduct[]; total: number }> {
    return guardStore(async () => {
      const [rows, counted] = await Promise.all([
        this.#publishedList(categoryId)
          .selectAll()
          .orderBy('position')
          .orderBy('slug')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        this.#publishedList(categoryId)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst(),
      ]);
      return { products: rows.map((row) => this.#held(row)), total: Number(counted?.count ?? 0) };
    });
  }

  /**
   * The products of a category's list, in its order, whose stored fields in English or in a
   * translation hold `text` in any case: every product the list's search can find, and those whose
   * other texts hold it (a description), which the page's search then leaves out. It compares the
   * JSON as stored, so the text is looked for as JSON writes it (a quote as `\"`).
   */
  listSearch(categoryId: CategoryId, text: string): Promise<HeldProduct[]> {
    const stored = JSON.stringify(text).slice(1, -1);
    // Both sides folded by the database: SQLite's upper() folds ASCII only, PostgreSQL's every script.
    const holds = (column: 'record' | 'translations') =>
      this.#engine === 'postgres'
        ? sql<boolean>`strpos(upper(${sql.ref(column)}), upper(${stored})) > 0`
        : sql<boolean>`instr(upper(${sql.ref(column)}), upper(${stored})) > 0`;
    return guardStore(async () => {
      const rows = await this.#publishedList(categoryId)
        .selectAll()
        .where((eb) => eb.or([holds('record'), holds('translations')]))
        .orderBy('position')
        .orderBy('slug')
        .execute();
      return rows.map((row) => this.#held(row));
    });
  }

  /** A category's list as visitors see it: a product never published (version 0) has no page. */
  #publishedList(categoryId: CategoryId) {
    return this.#db
      .selectFrom('products')
      .where('category_id', '=', categoryId)
      .where('place', '=', 'list')
      .where('version', '>', 0);
  }

  /** A product row as the pages read it. */
  #held(row: Selectable<ProductsTable>): HeldProduct {
    const { categoryId, place, position, record, translations, editedBy, updatedAt } = toProduct(row);
    return {
      categoryId,
      place,
      position,
      product: record,
      translations,
      ...(editedBy === null ? {} : { editedAt: updatedAt }),
    };
  }
}

/**
 * The slugs of the products whose English name, now or under an earlier version, holds `q`, any
 * case: a subquery for a search. Packs made before a rename print the old name (decision 069).
 */
export const productSlugsNaming = (db: Kysely<Database>, engine: Engine, q: string) => {
  const pattern = likeContaining(q.toUpperCase());
  const publishedName =
    engine === 'postgres'
      ? sql<string>`(record::json ->> 'name')`
      : sql<string>`json_extract(record, '$.name')`;
  return db
    .selectFrom('products')
    .select('slug')
    .where(sql`upper(name)`, 'like', pattern)
    .union(
      db
        .selectFrom('product_versions')
        .select('slug')
        .where(sql`upper(${publishedName})`, 'like', pattern),
    );
};
