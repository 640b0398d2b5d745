import type { Batch, PackRecord } from '#contract/batches.ts';
import { manufacturingSites, postalLine } from '#contract/company.ts';
import {
  packDateFormat,
  packRecordLabels,
  packRecordOf,
  type PackRecordFacts,
} from '#contract/pack-checks.ts';
import type { CatalogueProduct } from '#catalogue/catalogue.ts';

const englishRecord = { labels: packRecordLabels, dates: packDateFormat() };

/**
 * The eight fields Schedule H2 asks a pack's code to lead to: what a label prints and what a pack
 * check answers, so that a person can compare them with the pack in their hand.
 */
export function packRecordFacts(batch: Batch, product: CatalogueProduct | undefined): PackRecordFacts {
  const site = manufacturingSites.find((candidate) => candidate.id === batch.siteId);
  const genericName = product?.composition
    .map((ingredient) => `${ingredient.substance} ${ingredient.amount}`)
    .join(' + ');
  return {
    productCode: product?.id ?? batch.productSlug,
    genericName: genericName || (product?.dosageForm ?? ''),
    brandName: batch.productName,
    manufacturer: site ? `${site.name}, ${postalLine(site.address)}` : batch.siteId,
    batchNumber: batch.batchNumber,
    manufacturedOn: batch.manufacturedOn,
    expiresOn: batch.expiresOn,
    licenceNumber: site?.licenceNumber ?? '',
  };
}

/** The record in Schedule H2's order as a label prints it: in English, the dates "Nov 2026". */
export const packRecord = (batch: Batch, product: CatalogueProduct | undefined): PackRecord =>
  packRecordOf(packRecordFacts(batch, product), englishRecord);
