import type { CategoryId, HeldProduct } from '#catalogue/catalogue.ts';
import type { Recall } from './recalls.ts';

/**
 * What a page reads of the store as the server renders it (server/site/page-renderer.ts gives it to
 * the pages through app/lib/live-data.ts). Each read names the tags of what it read, so the render
 * cache drops exactly the pages a change touches. Prerendering at build time and the development server have none: a page then shows
 * what it shows without the store (a product page without recall notices).
 */
export interface LiveData {
  /** Every product the product master holds, with its translations. */
  catalogue(): Promise<HeldProduct[]>;
  /**
   * One page of a category's list: at most `limit` of its products from `offset`, in its order, and
   * how many the list has. A list page reads only these, never the whole master.
   */
  listPage(
    categoryId: CategoryId,
    offset: number,
    limit: number,
  ): Promise<{ products: HeldProduct[]; total: number }>;
  /**
   * The products of a category's list whose stored texts, in English or a translation, hold `text`
   * in any case, in its order: every product its search finds, and some it does not (a word of a
   * description), which the page's search leaves out.
   */
  listSearch(categoryId: CategoryId, text: string): Promise<HeldProduct[]>;
  /** The open recall notices of a product's batches, newest first. */
  openRecallsOf(productSlug: string): Promise<Recall[]>;
  /** Every recall notice, open and completed, newest first (`/recalls`). */
  recalls(): Promise<Recall[]>;
  /** One notice, for its own page; undefined when there is none of that id. */
  recall(id: number): Promise<Recall | undefined>;
  /** Whether visitors can subscribe to recall notices by email: the server has a mail server to send them. */
  recallSubscriptionsOffered(): Promise<boolean>;
}
