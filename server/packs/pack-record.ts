import type { Batch, PackRecord } from '#contract/batches.ts';
import { manufacturingSites, postalLine } from '#contract/company.ts';
import { batchProduct } from './batch-products.ts';

/** Month and year, as packs print them: "Nov 2026". */
const packDate = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The eight fields Schedule H2 asks a pack's code to lead to, in its order: what a label prints and
 * what a pack check answers, so that a person can compare them with the pack in their hand.
 */
export function packRecord(batch: Batch): PackRecord {
  const product = batchProduct(batch.productSlug);
  const site = manufacturingSites.find((candidate) => candidate.id === batch.siteId);
  const genericName = product?.composition
    .map((ingredient) => `${ingredient.substance} ${ingredient.amount}`)
    .join(' + ');
  return [
    { label: 'Unique product identification code', value: product?.id ?? batch.productSlug },
    { label: 'Proper and generic name', value: genericName || (product?.dosageForm ?? '') },
    { label: 'Brand name', value: batch.productName },
    {
      label: 'Name and address of the manufacturer',
      value: site ? `${site.name}, ${postalLine(site.address)}` : batch.siteId,
    },
    { label: 'Batch number', value: batch.batchNumber },
    { label: 'Date of manufacture', value: packDate.format(new Date(batch.manufacturedOn)) },
    { label: 'Date of expiry', value: packDate.format(new Date(batch.expiresOn)) },
    { label: 'Manufacturing licence number', value: site?.licenceNumber ?? '' },
  ];
}
