/** What the pages for healthcare professionals and trade buyers share. */

/** Words with which a question tells of a side effect, in the forms doctors and pharmacists write them. */
const sideEffectWords =
  /\b(side[\s-]?effects?|adverse|reactions?|rash|allerg\w*|toxicity|overdos\w*|hospitali[sz]\w*|ADRs?)\b/i;

/** Whether a question reads as the report of a side effect, to offer the adverse-event form. */
export function mentionsSideEffect(question: string): boolean {
  return sideEffectWords.test(question);
}

/** The page's list of our products that the question's product field offers (outside the island: no script carries it). */
export const productListId = 'medical-info-products';

/** A select's choices by value, so a translated page names each as `option.<list>.<value>`. */
export function labelsByValue(options: readonly { value: string; label: string }[]): Record<string, string> {
  return Object.fromEntries(options.map(({ value, label }) => [value, label]));
}
