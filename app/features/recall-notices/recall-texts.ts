import {
  type Recall,
  recallBannerTexts,
  recallClassTexts,
  recallPageTexts,
  recallReasonLabels,
} from '#contract/recalls.ts';
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

/** The batch numbers of a notice, as one line. */
export const batchList = (recall: Recall) => recall.batches.map((batch) => batch.batchNumber).join(', ');
