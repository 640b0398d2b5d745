/**
 * The product master's endpoints as the product editor calls them, through the one API client.
 */
import { z } from 'zod';
import { callEndpoint, endpointUrl } from '#app/lib/api-client.ts';
import type { EndpointRequestBody, SuccessBody } from '#contract/endpoint.ts';
import { type LeafletSection, leafletSections } from '#catalogue/product-leaflet.ts';
import {
  productEndpoints,
  type ProductImportAnswer,
  type productPreviewLocales,
  type ProductRecordInput,
  type ProductSort,
  productSchema,
  type ProductSummary,
} from '#contract/products.ts';

/**
 * A record as the master holds it: the fields of productRecordSchema, read without its text rules,
 * so that a stored text the form would refuse today shows up to be corrected instead of failing
 * the whole list. The contract types the record loosely; this is what its description promises.
 */
const heldRecordSchema = z.looseObject({
  name: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.number(),
  manufacturer: z.string(),
  prescriptionRequired: z.boolean(),
  composition: z.array(z.object({ substance: z.string(), amount: z.string() })),
  materials: z.string().optional(),
  strength: z.string(),
  dosageForm: z.string(),
  packSize: z.string(),
  storage: z.string(),
  shelfLife: z.string(),
  usage: z.array(z.string()),
  badge: z.string().optional(),
  leaflet: z
    .looseObject({
      therapeuticClass: z.string(),
      ...(Object.fromEntries(leafletSections.map((section) => [section, z.array(z.string())])) as Record<
        LeafletSection,
        z.ZodArray<z.ZodString>
      >),
    })
    .optional(),
}) satisfies z.ZodType<ProductRecordInput>;

const heldDraftSchema = productSchema.shape.draft.unwrap().extend({ record: heldRecordSchema });

const heldProductSchema = productSchema.extend({
  record: heldRecordSchema,
  draft: heldDraftSchema.nullable(),
});

/** The display names of the people an answer names, by the id it names them with. */
export type People = Readonly<Record<string, string>>;

/**
 * A product of the master: its live version in English and its translations, the draft beside it,
 * and the names of the people who made them.
 */
export type HeldProduct = z.output<typeof heldProductSchema> & { people: People };
export type HeldDraft = z.output<typeof heldDraftSchema>;
export type HeldRecord = z.output<typeof heldRecordSchema>;

const productAnswer = {
  schema: z
    .object({ product: heldProductSchema, people: z.record(z.string(), z.string()) })
    .transform(({ product, people }): HeldProduct => ({ ...product, people })),
  expected: 'a product',
};

export type ProductHistory = SuccessBody<typeof productEndpoints.history>;
export type ProductVersions = ProductHistory['versions'];
export type ProductDraftInput = EndpointRequestBody<typeof productEndpoints.saveDraft>;
export type PreviewLocale = (typeof productPreviewLocales)[number];

/** A product as the editor's list shows it, with the names of the people its draft names. */
export type ListedProduct = ProductSummary & { people: People };

export interface ProductListPage {
  products: ListedProduct[];
  nextCursor: string | null;
  total: number;
  drafts: number;
}

/**
 * One page of the editor's list: the published products in the catalogue's order, then those
 * never published; `q` is part of a name or an address.
 */
/** What the list shows: the search and the order. */
export interface ProductFilter {
  q: string;
  sort: ProductSort;
}

export async function fetchProductPage(
  filter: ProductFilter,
  cursor?: string,
  signal?: AbortSignal,
): Promise<ProductListPage> {
  const { products, people, ...page } = await callEndpoint(productEndpoints.list, {
    query: { q: filter.q, sort: filter.sort, cursor },
    signal,
    failure: 'Failed to load the products',
  });
  return { ...page, products: products.map((product) => ({ ...product, people })) };
}

/** One product: its live version and the draft being made beside it, with what its review found. */
export function fetchProduct(slug: string, signal?: AbortSignal): Promise<HeldProduct> {
  return callEndpoint(productEndpoints.read, {
    params: { slug },
    signal,
    failure: 'Failed to load the product',
    answer: productAnswer,
  });
}

/** Every version of the product, newest first, with what each changed and who published it. */
export function fetchProductVersions(slug: string, signal?: AbortSignal): Promise<ProductHistory> {
  return callEndpoint(productEndpoints.history, {
    params: { slug },
    signal,
    failure: 'Failed to load the product’s history',
  });
}

/** Replaces the product's draft; a live version other than `baseVersion` answers 409. */
export function saveProductDraft(slug: string, draft: ProductDraftInput): Promise<HeldProduct> {
  return callEndpoint(productEndpoints.saveDraft, {
    params: { slug },
    body: draft,
    failure: 'Failed to save the draft',
    answer: productAnswer,
  });
}

/** Records that the signed-in member of the medical role approved the draft's medical text. */
export function approveProductDraft(slug: string): Promise<HeldProduct> {
  return callEndpoint(productEndpoints.approve, {
    params: { slug },
    failure: 'Failed to approve the draft',
    answer: productAnswer,
  });
}

/** Makes the draft the live version; a missing approval or a stale safety translation answers 409. */
export function publishProductDraft(slug: string): Promise<HeldProduct> {
  return callEndpoint(productEndpoints.publish, {
    params: { slug },
    failure: 'Failed to publish the draft',
    answer: productAnswer,
  });
}

/** Publishes an earlier version again as a new one, over the live version the person saw. */
export function restoreProductVersion(
  slug: string,
  version: number,
  baseVersion: number,
): Promise<HeldProduct> {
  return callEndpoint(productEndpoints.restore, {
    params: { slug, version },
    body: { baseVersion },
    failure: 'Failed to restore the version',
    answer: productAnswer,
  });
}

/** The address of the product's page in a language with its draft in place, to open in a tab of its own. */
export function productPreviewUrl(slug: string, lang: PreviewLocale): string {
  return endpointUrl(productEndpoints.preview, { slug }, { lang });
}

/** The address of the CSV file of every product's live version, for a download link. */
export function productExportUrl(): string {
  return endpointUrl(productEndpoints.exportCsv);
}

/**
 * Reads a CSV file of products against the master: a dry run answers what it would change; otherwise
 * its changes are saved as drafts. A wrong row refuses the whole file, naming each such row by line.
 */
export function importProducts(csv: string, dryRun: boolean): Promise<ProductImportAnswer> {
  return callEndpoint(productEndpoints.importCsv, {
    body: { csv, dryRun },
    failure: dryRun ? 'Failed to check the file' : 'Failed to save the drafts',
  });
}
