import {
  type Recall,
  recallBannerTexts,
  recallClassTexts,
  recallPageTexts,
  recallReasonLabels,
} from '#contract/recalls.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { useContent } from '#languages/content.ts';

/** The recall pages' words in the page's language (the notices' own words are staff's, in English). */
export function useRecallTexts() {
  return {
    page: useContent('recall.page', recallPageTexts),
    banner: useContent('recall.banner', recallBannerTexts),
    classes: useContent('recall.classes', recallClassTexts),
    reasons: useContent('recall.reasons', recallReasonLabels),
  };
}

/** "Class I recall of HeartGuard CoQ10": a notice's title, from the page language's template. */
export const recallTitle = (recall: Recall, template: string) =>
  fillPlaceholders(template, { recallClass: recall.recallClass, product: recall.productName });

/** The batch numbers of a notice, as one line. */
export const batchList = (recall: Recall) => recall.batches.map((batch) => batch.batchNumber).join(', ');
