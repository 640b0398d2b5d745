/**
 * Prescribing information (issue 29): one leaflet per medicine of the catalogue, for healthcare
 * professionals, made from the product master (the shipped catalogue at build time): the clinical
 * text is the product's `leaflet`, the label facts its own fields; the page list, the pages and the
 * tests read the leaflets here.
 */
import { type CatalogueEntry, type Ingredient, catalogueEntries } from '#catalogue/catalogue.ts';
import { type CategoryId, categoryById } from '#catalogue/product-categories.ts';
import { prescribingInfoPathOf } from '#contract/prescribing-info.ts';
import type { ProductLeaflet } from '#catalogue/product-leaflet.ts';
import { hasLeaflet, hasPrescribingInfo } from '#catalogue/medicines.ts';
import { midSentence } from '#catalogue/mid-sentence.ts';

export interface PrescribingInfo extends Omit<ProductLeaflet, 'revised'> {
  /** The leaflet's own address. */
  path: string;
  /** The public product page, with the label facts only. */
  productPath: string;
  name: string;
  categoryId: CategoryId;
  prescriptionRequired: boolean;
  /** "Each film-coated tablet contains:", or "Contains:" for a form not counted in units. */
  compositionLead: string;
  composition: readonly Ingredient[];
  strength: string;
  dosageForm: string;
  packSize: string;
  storage: string;
  shelfLife: string;
  manufacturer: string;
  revised: { iso: string; display: string };
}

/** One line of the list of leaflets. */
export interface PrescribingInfoItem {
  path: string;
  name: string;
  summary: string;
}

export interface PrescribingInfoGroup {
  id: CategoryId;
  title: string;
  items: PrescribingInfoItem[];
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11-26" as a leaflet prints it: "26 November 2026". */
function displayDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

function compositionLeadOf(dosageForm: string): string {
  return /\b(tablet|capsule|softgel)$/i.test(dosageForm)
    ? `Each ${midSentence(dosageForm, 'en')} contains:`
    : 'Contains:';
}

/**
 * The catalogue's medicines, in catalogue order: the products that have prescribing information.
 * `entries` is the product master's as the server renders a page, the shipped catalogue otherwise.
 */
export function medicineEntries(entries: readonly CatalogueEntry[] = catalogueEntries()): CatalogueEntry[] {
  return entries.filter((entry) => professionalLinkOf(entry) === 'prescribing-info');
}

/**
 * Where a product's page sends a healthcare professional: its leaflet; the medical information team
 * for a medicine published before its leaflet was written and approved (a leaflet is the company's
 * approved text, never made from the product's other fields); nowhere for a supplement or a device.
 */
export function professionalLinkOf(entry: CatalogueEntry): 'prescribing-info' | 'medical-info' | undefined {
  if (!hasPrescribingInfo(entry.categoryId)) return undefined;
  return hasLeaflet(entry) ? 'prescribing-info' : 'medical-info';
}

export function prescribingInfoOf(entry: CatalogueEntry): PrescribingInfo {
  const { product } = entry;
  const text = product.leaflet;
  if (!text || !hasLeaflet(entry)) throw new Error(`${product.name} has no prescribing information text`);
  const { revised, ...clinical } = text;
  return {
    ...clinical,
    path: prescribingInfoPathOf(product.slug),
    productPath: entry.path,
    name: product.name,
    categoryId: entry.categoryId,
    prescriptionRequired: product.prescriptionRequired,
    compositionLead: compositionLeadOf(product.dosageForm),
    composition: product.composition,
    strength: product.strength,
    dosageForm: product.dosageForm,
    packSize: product.packSize,
    storage: product.storage,
    shelfLife: product.shelfLife,
    manufacturer: product.manufacturer,
    revised: { iso: revised, display: displayDate(revised) },
  };
}

/** The leaflet published at this address. */
export function prescribingInfoAt(
  path: string,
  entries: readonly CatalogueEntry[] = catalogueEntries(),
): PrescribingInfo {
  const entry = medicineEntries(entries).find(({ product }) => prescribingInfoPathOf(product.slug) === path);
  if (!entry) throw new Error(`No prescribing information is published at ${path}`);
  return prescribingInfoOf(entry);
}

/** The list page's contents: the medicines under their catalogue lists. */
export function prescribingInfoGroups(
  catalogue: readonly CatalogueEntry[] = catalogueEntries(),
): PrescribingInfoGroup[] {
  const entries = medicineEntries(catalogue);
  const categories = [...new Set(entries.map((entry) => entry.categoryId))];
  return categories.map((categoryId) => ({
    id: categoryId,
    title: categoryById(categoryId).name,
    items: entries
      .filter((entry) => entry.categoryId === categoryId)
      .map(({ product }) => ({
        path: prescribingInfoPathOf(product.slug),
        name: product.name,
        summary: `${product.dosageForm}, ${product.strength}`,
      })),
  }));
}
