import type { Batch, PackRecord } from '#contract/batches.ts';
import { manufacturingSites, postalLine } from '#contract/company.ts';
import { packRecordLabels } from '#contract/pack-checks.ts';
import { batchProduct } from './batch-products.ts';

/** Month and year, as packs print them: "Nov 2026"; in another language, as it writes them. */
export const packDateFormat = (tag = 'en-IN') =>
  new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' });

const packDate = packDateFormat();

/**
 * The eight fields Schedule H2 asks a pack's code to lead to, in its order: what a label prints and
 * what a pack check answers, so that a person can compare them with the pack in their hand.
 */
export function packRecord(
  batch: Batch,
  /** The fields' names and the dates' format, in the language of the page that asked (English on a label). */
  words: { labels: typeof packRecordLabels; dates: Intl.DateTimeFormat } = {
    labels: packRecordLabels,
    dates: packDate,
  },
): PackRecord {
  const { labels, dates } = words;
  const product = batchProduct(batch.productSlug);
  const site = manufacturingSites.find((candidate) => candidate.id === batch.siteId);
  const genericName = product?.composition
    .map((ingredient) => `${ingredient.substance} ${ingredient.amount}`)
    .join(' + ');
  return [
    { label: labels.productCode, value: product?.id ?? batch.productSlug },
    { label: labels.genericName, value: genericName || (product?.dosageForm ?? '') },
    { label: labels.brandName, value: batch.productName },
    {
      label: labels.manufacturer,
      value: site ? `${site.name}, ${postalLine(site.address)}` : batch.siteId,
    },
    { label: labels.batchNumber, value: batch.batchNumber },
    { label: labels.manufacturedOn, value: dates.format(new Date(batch.manufacturedOn)) },
    { label: labels.expiresOn, value: dates.format(new Date(batch.expiresOn)) },
    { label: labels.licenceNumber, value: site?.licenceNumber ?? '' },
  ];
}
