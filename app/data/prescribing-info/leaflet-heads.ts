import type { CatalogueProduct } from '#catalogue/catalogue.ts';
import { midSentence } from '#catalogue/mid-sentence.ts';

/*
 * A leaflet's title and description, made from its product as the master has it now: light enough
 * for the head of a page, which must not carry the leaflets' clinical text.
 */

/** The page title of a medicine's leaflet. */
export function prescribingInfoTitle(product: Pick<CatalogueProduct, 'name'>): string {
  return `${product.name} Prescribing Information`;
}

/** A description of 70–160 characters: the fullest of these that fits. */
export function prescribingInfoDescription(product: CatalogueProduct): string {
  const form = midSentence(product.dosageForm, 'en');
  const candidates = [
    `Prescribing information for ${product.name} (${form}, ${product.strength}): indications, dosage, contraindications, warnings, interactions.`,
    `Prescribing information for ${product.name} (${form}, ${product.strength}), for healthcare professionals in India.`,
    `Prescribing information for ${product.name}, for registered medical practitioners, pharmacists and hospitals in India.`,
    // Fits every name a product may have (at most 80 characters).
    `Prescribing information for ${product.name}, for healthcare professionals in India.`,
  ];
  const fitting = candidates.find((text) => text.length >= 70 && text.length <= 160);
  if (!fitting) throw new Error(`No description of 70–160 characters fits ${product.name}`);
  return fitting;
}
