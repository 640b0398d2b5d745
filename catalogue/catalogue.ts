/**
 * The catalogue (SPEC §3): the four product categories, their twenty catalogue products and the
 * four showcase products. Pages, meta tags, JSON-LD, the sitemap and the tests all read it here.
 */

import catalogueData from './catalogue.json' with { type: 'json' };
import { type CategoryId, productCategories } from './product-categories.ts';
import type { ProductLeaflet } from './product-leaflet.ts';
import { shippedLeaflets } from './shipped-leaflets.ts';

/** Names of the icons a product's pack shot shows: Lucide names, each also in the app's icon sprite. */
export type CatalogueIcon =
  | 'heart'
  | 'brain'
  | 'activity'
  | 'wind'
  | 'shield'
  | 'pill'
  | 'flower'
  | 'eye'
  | 'leaf'
  | 'zap'
  | 'sparkles'
  | 'fish'
  | 'bone'
  | 'dumbbell'
  | 'thermometer'
  | 'gauge'
  | 'droplet'
  | 'syringe';

/** Colour of a product's pack shot. */
export type CatalogueColour = 'rose' | 'violet' | 'amber' | 'sky' | 'emerald' | 'teal' | 'indigo' | 'orange';

/** How the pack-shot image draws the product: a carton, a blister strip or a bottle. */
export type PackShape = 'carton' | 'strip' | 'bottle';

/** One active ingredient and its amount per dose unit (tablet, capsule, ml, serving). */
export interface Ingredient {
  substance: string;
  amount: string;
}

export interface CatalogueProduct {
  id: string;
  /** The last part of the product page's address; never change it once published. */
  slug: string;
  name: string;
  category: string;
  description: string;
  /** Rupees. */
  price: number;
  manufacturer: string;
  prescriptionRequired: boolean;
  /** Active ingredients per dose unit; empty for devices, which list their materials instead. */
  composition: readonly Ingredient[];
  /** What a device is made of; medicines and supplements leave it out. */
  materials?: string;
  /** Strength per unit for medicines and supplements; the key specification for devices. */
  strength: string;
  /** Dosage form ("Film-coated tablet") or, for devices, the kind of device. */
  dosageForm: string;
  packSize: string;
  storage: string;
  shelfLife: string;
  /** General information that sends the reader to a doctor or pharmacist; never dosing advice. */
  usage: readonly string[];
  pack: PackShape;
  icon: CatalogueIcon;
  colour: CatalogueColour;
  /**
   * The id of the picture staff uploaded as its pack shot, which pages show instead of the drawn one
   * (the product master's only: the shipped catalogue has none).
   */
  packShot?: string;
  /**
   * A medicine's prescribing information for healthcare professionals: the clinical text, approved
   * by the medical role like the rest of a medicine's text; the label facts come from the fields
   * above. Absent for a supplement or a device, and for a medicine whose leaflet is not written yet.
   */
  leaflet?: ProductLeaflet;
}

/** A home-page showcase product: a supplement with its own page under the supplements category. */
export interface ShowcaseProduct extends CatalogueProduct {
  badge: string;
}

export {
  categoryById,
  productCategories,
  type CategoryId,
  type ProductCategory,
} from './product-categories.ts';

/**
 * The records themselves are data, in catalogue.json (the same text in every pack of one maker, for
 * instance, is written out in each); catalogue.test.ts checks every record against these types with
 * a zod schema, so the casts below hold.
 */
export const catalogue = catalogueData.catalogue as Readonly<Record<CategoryId, readonly CatalogueProduct[]>>;

export const showcaseProducts = catalogueData.showcase as readonly ShowcaseProduct[];

/** A product as its page sees it: the item, the category it lives under and its own address. */
export interface CatalogueEntry {
  categoryId: CategoryId;
  path: string;
  product: CatalogueProduct;
}

export function productPath(categoryId: CategoryId, slug: string): string {
  return `/products/${categoryId}/${slug}`;
}

/** Every product with a page: the twenty list items, then the showcase products under supplements; each medicine with its leaflet. */
export function catalogueEntries(): CatalogueEntry[] {
  const listed = (Object.keys(catalogue) as CategoryId[]).flatMap((categoryId) =>
    catalogue[categoryId].map((product) => ({ categoryId, product })),
  );
  const showcased = showcaseProducts.map((product) => ({ categoryId: 'supplements' as const, product }));
  return [...listed, ...showcased].map(({ categoryId, product }) => {
    const leaflet = shippedLeaflets[product.slug];
    return {
      categoryId,
      path: productPath(categoryId, product.slug),
      product: leaflet ? { ...product, leaflet } : product,
    };
  });
}

/** Every product as a form offers it: by name, in alphabetical order, its slug the value. */
export function productChoices(
  entries: readonly { product: Pick<CatalogueProduct, 'slug' | 'name'> }[] = catalogueEntries(),
): { value: string; label: string }[] {
  return entries
    .map(({ product }) => ({ value: product.slug, label: product.name }))
    .sort((left, right) => left.label.localeCompare(right.label, 'en-IN'));
}

/** The key ingredients as one line, for the showcase: "Coenzyme Q10 (ubidecarenone), Vitamin E, …". */
export function ingredientNames(product: Pick<CatalogueProduct, 'composition'>): string {
  return product.composition.map((ingredient) => ingredient.substance).join(', ');
}

/**
 * A product with each of its text fields passed through `text` (its key, e.g. `usage.0` or
 * `composition.1.substance`, and its English): the one list of what in a product is text in a
 * language. Its name, price and amounts are the same in every language.
 */
export function withProductTexts<Product extends CatalogueProduct>(
  product: Product,
  text: (key: string, english: string) => string,
): Product {
  return {
    ...product,
    description: text('description', product.description),
    category: text('category', product.category),
    strength: text('strength', product.strength),
    dosageForm: text('dosageForm', product.dosageForm),
    packSize: text('packSize', product.packSize),
    storage: text('storage', product.storage),
    shelfLife: text('shelfLife', product.shelfLife),
    ...(product.materials === undefined ? {} : { materials: text('materials', product.materials) }),
    ...('badge' in product && typeof product.badge === 'string'
      ? { badge: text('badge', product.badge) }
      : {}),
    usage: product.usage.map((line, index) => text(`usage.${index}`, line)),
    composition: product.composition.map((ingredient, index) => ({
      ...ingredient,
      substance: text(`composition.${index}.substance`, ingredient.substance),
    })),
  };
}

/** The texts of a product that are one text each (not lists), in the order withProductTexts takes them. */
export const productSingleTextFields = [
  'description',
  'category',
  'strength',
  'dosageForm',
  'packSize',
  'storage',
  'shelfLife',
  'materials',
  'badge',
] as const;

/** A product's text fields by key, in English (the keys of withProductTexts). */
export function productTexts(product: CatalogueProduct): Record<string, string> {
  const texts: Record<string, string> = {};
  withProductTexts(product, (key, english) => (texts[key] = english));
  return texts;
}

/** The Telugu and Hindi of a product's text fields, by key (the keys of productTexts). */
export type ProductTranslations = Partial<Record<'te' | 'hi', Record<string, string>>>;

/** A product as the product master holds it: where it is shown, its English and its translations. */
export interface HeldProduct {
  categoryId: CategoryId;
  /** 'list': in its category's list; 'showcase': on the home page, with a page under its category. */
  place: 'list' | 'showcase';
  /** Its place in its list, or in the showcase. */
  position: number;
  product: CatalogueProduct;
  translations: ProductTranslations;
  /** When staff last published a change of it (ISO 8601); absent while it is as shipped. */
  editedAt?: string;
}

type Placed = Pick<HeldProduct, 'categoryId' | 'place' | 'position'>;

/** The order of catalogueEntries: each category's list in turn, then the showcase. */
export function byCatalogueOrder(left: Placed, right: Placed): number {
  const order = (item: Placed) =>
    item.place === 'showcase'
      ? productCategories.length
      : productCategories.findIndex((category) => category.id === item.categoryId);
  return order(left) - order(right) || left.position - right.position;
}

/** Held products in the order of catalogueEntries: each category's list in turn, then the showcase. */
export function heldEntries(held: readonly HeldProduct[]): CatalogueEntry[] {
  return [...held]
    .sort(byCatalogueOrder)
    .map(({ categoryId, product }) => ({ categoryId, path: productPath(categoryId, product.slug), product }));
}
