import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { CatalogueProduct } from '#catalogue/catalogue.ts';
import { type ProductListQuery, productMessages, type ProductSummary } from '#contract/products.ts';
import type { Database } from '../db/schema.ts';
import { likeContaining } from './like-pattern.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';

export interface EditorListPage {
  products: ProductSummary[];
  nextCursor: string | null;
  total: number;
  drafts: number;
}

/** Where a product stands in the catalogue's order: never published last, then its place. */
type ListKey = [unpublished: number, place: string, categoryId: string, position: number, slug: string];

const cursorSchema = z.union([
  z.strictObject({
    q: z.string(),
    k: z.tuple([z.int().min(0).max(1), z.string(), z.string(), z.int(), z.string()]),
  }),
  // In an order by name: the name as the store compares it, and the slug.
  z.strictObject({ q: z.string(), o: z.enum(['name', '-name']), n: z.tuple([z.string(), z.string()]) }),
]);

/** Where the page asked for starts: after the product its cursor names, or at the start. */
export type EditorListStart =
  | { sort: 'catalogue'; key: ListKey }
  | { sort: 'name' | '-name'; key: [name: string, slug: string] }
  | undefined;

/** The start of the page a query asks for; a cursor handed out for another search or order is refused. */
export function editorListStart(query: ProductListQuery): EditorListStart {
  if (query.cursor === undefined) return undefined;
  const q = query.q ?? '';
  const sort = query.sort ?? 'catalogue';
  const position = decodeListCursor(
    query.cursor,
    cursorSchema,
    productMessages.cursor,
    (cursor) => cursor.q === q && ('o' in cursor ? cursor.o : 'catalogue') === sort,
  );
  return 'o' in position ? { sort: position.o, key: position.n } : { sort: 'catalogue', key: position.k };
}

/** A name as the store compares names in an order: upper case, as the search matches them. */
const comparedName = sql<string>`upper(products.name)`;

const unpublished = sql<number>`case when products.version = 0 then 1 else 0 end`;

/** The part of a draft's stored review the list shows. */
const reviewSchema = z.object({
  needsMedicalApproval: z.boolean(),
  staleTranslations: z.array(z.unknown()),
});

/**
 * One page of the product editor's list: the published products in the catalogue's order, then
 * those made on /tablets and never published, in the order they were made (or all by name); `q` matches part of
 * the English name or of the address, any case. Reads the page's rows and their drafts' reviews,
 * never the rest of the master or a draft's texts.
 */
export async function readEditorListPage(
  db: Kysely<Database>,
  query: ProductListQuery,
  after: EditorListStart,
): Promise<EditorListPage> {
  const q = query.q ?? '';
  const sort = query.sort ?? 'catalogue';
  const matching = db
    .selectFrom('products')
    .$if(q !== '', (read) =>
      read.where((eb) =>
        eb.or([
          eb(sql`upper(products.name)`, 'like', likeContaining(q.toUpperCase())),
          eb('products.slug', 'like', likeContaining(q.toLowerCase())),
        ]),
      ),
    );
  const [counted, rows] = await Promise.all([
    matching
      .leftJoin('product_drafts', 'product_drafts.slug', 'products.slug')
      .select((eb) => [eb.fn.countAll().as('total'), eb.fn.count('product_drafts.slug').as('drafts')])
      .executeTakeFirstOrThrow(),
    matching
      .select([
        'products.slug',
        'category_id',
        'place',
        'position',
        'version',
        'record',
        unpublished.as('unpublished'),
      ])
      .select(comparedName.as('compared_name'))
      .$if(after?.sort === 'catalogue', (read) => {
        const key = after!.key as ListKey;
        return read.where(
          sql<boolean>`(${unpublished}, products.place, products.category_id, products.position, products.slug) > (${key[0]}, ${key[1]}, ${key[2]}, ${key[3]}, ${key[4]})`,
        );
      })
      .$if(after !== undefined && after.sort !== 'catalogue', (read) => {
        const [name, slug] = after!.key as [string, string];
        const beyond = sort === 'name' ? sql`>` : sql`<`;
        return read.where(sql<boolean>`(${comparedName}, products.slug) ${beyond} (${name}, ${slug})`);
      })
      .$if(sort === 'catalogue', (read) =>
        read.orderBy(unpublished).orderBy('place').orderBy('category_id').orderBy('position'),
      )
      .$if(sort !== 'catalogue', (read) => read.orderBy(comparedName, sort === 'name' ? 'asc' : 'desc'))
      .orderBy('products.slug', sort === '-name' ? 'desc' : 'asc')
      .limit(query.limit + 1)
      .execute(),
  ]);
  const shown = rows.slice(0, query.limit);
  const drafts =
    shown.length === 0
      ? []
      : await db
          .selectFrom('product_drafts')
          .select(['slug', 'author', 'approved_by', 'review'])
          .where(
            'slug',
            'in',
            shown.map((row) => row.slug),
          )
          .execute();
  const draftOf = new Map(drafts.map((draft) => [draft.slug, draft]));
  const last = shown.at(-1);
  return {
    products: shown.map((row): ProductSummary => {
      const record = JSON.parse(row.record) as CatalogueProduct;
      const draft = draftOf.get(row.slug);
      const review = draft && reviewSchema.parse(JSON.parse(draft.review));
      return {
        slug: row.slug,
        categoryId: row.category_id,
        version: Number(row.version),
        name: record.name,
        category: record.category,
        price: record.price,
        prescriptionRequired: record.prescriptionRequired,
        draft:
          draft && review
            ? {
                author: draft.author,
                approvedBy: draft.approved_by,
                needsMedicalApproval: review.needsMedicalApproval,
                staleTranslations: review.staleTranslations.length,
              }
            : null,
      };
    }),
    nextCursor:
      rows.length > query.limit && last
        ? encodeListCursor(
            sort === 'catalogue'
              ? {
                  q,
                  k: [
                    Number(last.unpublished),
                    last.place,
                    last.category_id,
                    Number(last.position),
                    last.slug,
                  ],
                }
              : { q, o: sort, n: [last.compared_name, last.slug] },
          )
        : null,
    total: Number(counted.total),
    drafts: Number(counted.drafts),
  };
}

/** Every product with a page, in the catalogue's order, by name: what the staff forms offer. */
export function readProductNames(db: Kysely<Database>): Promise<{ slug: string; name: string }[]> {
  return db
    .selectFrom('products')
    .select(['slug', 'name'])
    .where('version', '>', 0)
    .orderBy('place')
    .orderBy('category_id')
    .orderBy('position')
    .orderBy('slug')
    .execute();
}
