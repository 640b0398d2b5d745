import { type CatalogueProduct, type ProductTranslations, productTexts } from '#catalogue/catalogue.ts';
import { type ProductLeaflet, leafletSections } from '#catalogue/product-leaflet.ts';
import type { ProductFieldChange } from '#contract/products.ts';

/**
 * Every field staff edit, as text by key: the texts (the keys of productTexts) and the facts that
 * read the same in every language, the uploaded pack shot's id among them. What a review compares
 * and a version's history lists.
 */
export function productFields(product: CatalogueProduct): Record<string, string> {
  return {
    name: product.name,
    price: product.price.toFixed(2),
    manufacturer: product.manufacturer,
    prescriptionRequired: product.prescriptionRequired ? 'yes' : 'no',
    ...(product.packShot === undefined ? {} : { packShot: product.packShot }),
    ...Object.fromEntries(
      product.composition.map((ingredient, index) => [`composition.${index}.amount`, ingredient.amount]),
    ),
    ...productTexts(product),
    ...leafletFields(product.leaflet),
  };
}

/** A leaflet's texts by key (`leaflet.therapeuticClass`, `leaflet.dosage.2`, `leaflet.revised`), English only. */
function leafletFields(leaflet: ProductLeaflet | undefined): Record<string, string> {
  if (!leaflet) return {};
  return {
    'leaflet.therapeuticClass': leaflet.therapeuticClass,
    ...Object.fromEntries(
      leafletSections.flatMap((section) =>
        leaflet[section].map((paragraph, index) => [`leaflet.${section}.${index}`, paragraph]),
      ),
    ),
    'leaflet.revised': leaflet.revised,
  };
}

/** The field a key belongs to (`usage.2` → `usage`). */
export const fieldOf = (key: string) => key.split('.')[0]!;

/** The keys whose text differs between two versions of a set of fields. */
export function changedKeys(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => before[key] !== after[key],
  );
}

interface ProductContent {
  record: CatalogueProduct;
  translations: ProductTranslations;
}

/**
 * What a version changed from the one before it, field by field and language by language; against
 * nothing, every field it set.
 */
export function fieldChanges(
  before: ProductContent | undefined,
  after: ProductContent,
): ProductFieldChange[] {
  const byLocale = (content: ProductContent | undefined) => ({
    en: content ? productFields(content.record) : {},
    te: content?.translations.te ?? {},
    hi: content?.translations.hi ?? {},
  });
  const old = byLocale(before);
  const now = byLocale(after);
  return (['en', 'te', 'hi'] as const).flatMap((locale) =>
    changedKeys(old[locale], now[locale]).map((field) => ({
      field,
      locale,
      before: old[locale][field] ?? null,
      after: now[locale][field] ?? null,
    })),
  );
}
