import { type CatalogueProduct, withProductTexts } from '#catalogue/catalogue.ts';
import type { CategoryId } from '#catalogue/product-categories.ts';
import { companyName } from '#contract/company.ts';
import { tabletLimits, type TabletInput } from '#contract/tablet.ts';

/**
 * How /tablets and the product master are one catalogue (decision 067): a tablet is a product whose
 * dosage form is a tablet, seen through the four fields the tablet screen edits.
 */

/** "Film-coated tablet", "Extended-release tablet", "Tablets": any form that is a tablet. */
export const isTabletForm = (dosageForm: string) => /\btablets?\b/i.test(dosageForm);

const withoutNotes = (substance: string) => substance.replace(/\s*\([^)]*\)/g, '').trim();

const fitting = (name: string) =>
  name.length <= tabletLimits.nameMax ? name : `${name.slice(0, tabletLimits.nameMax - 1).trimEnd()}…`;

/**
 * The generic name a product's composition makes: its substances joined by " + " ("Telmisartan +
 * Amlodipine (as amlodipine besilate)"); when that is longer than a tablet's generic name may be,
 * without their salts and notes in brackets, cut to the limit.
 */
export function genericNameOf(product: Pick<CatalogueProduct, 'composition' | 'name'>): string {
  const substances = product.composition.map((ingredient) => ingredient.substance);
  const joined = substances.join(' + ') || product.name;
  if (joined.length <= tabletLimits.nameMax) return joined;
  return fitting(substances.map(withoutNotes).join(' + ') || product.name);
}

/** A product as the tablet screen shows it. */
export function tabletFieldsOf(product: CatalogueProduct): Required<Omit<TabletInput, 'description'>> & {
  description: string | undefined;
} {
  return {
    name: product.name,
    genericName: genericNameOf(product),
    price: product.price,
    description: product.description || undefined,
  };
}

/**
 * The composition a changed generic name makes: a substance per " + " part, each keeping the amount
 * the ingredient in its place had.
 */
function compositionNamed(genericName: string, earlier: CatalogueProduct['composition']) {
  return genericName
    .split(/\s+\+\s+/)
    .map((substance) => substance.trim())
    .filter(Boolean)
    .map((substance, index) => ({ substance, amount: earlier[index]?.amount ?? '' }));
}

/**
 * A product's record with a tablet's fields in it. The composition changes only when the generic
 * name does: the same generic name leaves each ingredient's salt and amount as they are.
 */
export function withTabletFields(
  record: CatalogueProduct,
  tablet: TabletInput,
  earlierGenericName: string,
): CatalogueProduct {
  return {
    ...record,
    name: tablet.name,
    price: tablet.price,
    description: tablet.description ?? '',
    ...(tablet.genericName === earlierGenericName
      ? {}
      : { composition: compositionNamed(tablet.genericName, record.composition) }),
  };
}

/**
 * Where a product made on /tablets goes until the catalogue team says otherwise: a prescription
 * medicine, the category that promotes nothing to the public and needs a medical approval.
 */
export const tabletProductCategory: CategoryId = 'prescription-medicines';

/**
 * The record of a product made from a tablet on /tablets: its four fields, the rest left for the
 * catalogue team to write in the product editor before it can be published.
 */
export function tabletProductRecord(tablet: TabletInput, slug: string): CatalogueProduct {
  return {
    id: slug,
    slug,
    name: tablet.name,
    category: '',
    description: tablet.description ?? '',
    price: tablet.price,
    manufacturer: companyName,
    prescriptionRequired: true,
    composition: compositionNamed(tablet.genericName, []),
    strength: '',
    dosageForm: 'Tablet',
    packSize: '',
    storage: '',
    shelfLife: '',
    usage: [],
    pack: 'strip',
    icon: 'pill',
    colour: 'sky',
  };
}

/**
 * What a product never published is reviewed against: itself with every text empty, so each of its
 * texts counts as new (a medical approval for a prescription product, and translations to write).
 */
export const unwrittenProduct = (record: CatalogueProduct) => ({
  record: withProductTexts(record, () => ''),
  translations: {},
});

/** A product address made from a name: "Dolo 650 mg" → "dolo-650-mg". */
export function slugOfName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'tablet';
}
