import { type Kysely, type Selectable, sql } from 'kysely';
import type { CatalogueProduct, CategoryId, ProductTranslations } from '#catalogue/catalogue.ts';
import type { Database, ProductsTable } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';
import { likeContaining } from './like-pattern.ts';

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
});

/** The English names of the products named, by slug (a slug the master lacks is left out). */
export async function productNamesOf(
  db: Kysely<Database>,
  slugs: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['slug', 'name']).where('slug', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.slug, row.name]));
}

/**
 * The product master: the one list of products on the server. Every method throws
 * StoreUnavailableError when the database fails.
 */
export class ProductRepository {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Every product: the lists' products by category and place in it, then the showcase's. */
  all(): Promise<MasterProduct[]> {
    return guardStore(async () => {
      const rows = await this.#db
        .selectFrom('products')
        .selectAll()
        .orderBy('place')
        .orderBy('category_id')
        .orderBy('position')
        .execute();
      return rows.map(toProduct);
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

  /** The product a person names: its slug, or its English name in any case. */
  named(text: string): Promise<MasterProduct | undefined> {
    const wanted = text.trim().toLowerCase();
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('products')
        .selectAll()
        .where((eb) => eb.or([eb('slug', '=', wanted), eb(sql`lower(name)`, '=', wanted)]))
        .orderBy('slug')
        .executeTakeFirst();
      return row ? toProduct(row) : undefined;
    });
  }
}

/** The slugs of the products whose English name holds `q`, any case: a subquery for a search. */
export const productSlugsNaming = (db: Kysely<Database>, q: string) =>
  db
    .selectFrom('products')
    .select('slug')
    .where(sql`upper(name)`, 'like', likeContaining(q.toUpperCase()));
