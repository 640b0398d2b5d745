import type { FastifyBaseLogger } from 'fastify';
import type { PageChangeRepository } from '../store/page-change-repository.ts';
import type { DroppedByChanges } from './kept-read.ts';

/** The tag of the pages that show a product's store data: its page in every language. */
export const productTag = (productSlug: string) => `product:${productSlug}`;

/** Every page that shows products of the product master: product pages, their lists, the home page. */
export const catalogueTag = 'catalogue';

/** The tag of the pages that list every recall notice: `/recalls` in every language. */
export const recallListTag = 'recalls';

/** The tag of a recall notice's own page in every language. */
export const recallTag = (id: number) => `recall:${id}`;

export interface PageChanges {
  /**
   * Store data that pages show has changed (after its write committed): this instance drops the
   * pages carrying the tags at once, and every other instance at its next read of the changes.
   */
  changed(tags: readonly string[]): Promise<void>;
  /** Reads the changes other instances made (the poller calls it; tests may too). */
  follow(): Promise<void>;
  stop(): void;
}

/** Changes read again on every poll: an id taken before another may commit after it. */
const overlap = 64;
const keptMs = 3_600_000;
const pruneEveryPolls = 240;

/**
 * Keeps this instance's render cache in step with the store: what this instance changes it drops
 * at once, what others change it reads from `page_changes` every `pollMs` (250 ms: a change is on
 * every instance's next request well within a second). A failed read is logged and tried again at
 * the next poll; pages are then at worst as old as the outage.
 */
export async function followPageChanges(options: {
  changes: PageChangeRepository;
  /** The render cache, and the reads kept for renders. */
  cache: DroppedByChanges;
  log: FastifyBaseLogger;
  /** Off (0) for tests that call `follow()` themselves. */
  pollMs: number;
}): Promise<PageChanges> {
  const { changes, cache, log } = options;
  let lastId = await changes.latestId().catch(() => 0);
  // What is there already is older than this instance's cache: passed over, not applied.
  const seen = await changes.after(Math.max(0, lastId - overlap)).catch(() => []);
  const applied = new Set(seen.map((change) => change.id));
  let polls = 0;

  async function follow() {
    const found = await changes.after(Math.max(0, lastId - overlap));
    for (const change of found) {
      if (applied.has(change.id)) continue;
      applied.add(change.id);
      cache.invalidate(change.tags);
      lastId = Math.max(lastId, change.id);
    }
    for (const id of applied) if (id <= lastId - overlap) applied.delete(id);
    polls += 1;
    if (polls % pruneEveryPolls === 0) await changes.prune(keptMs);
  }

  let timer: NodeJS.Timeout | undefined;
  let following: Promise<void> | undefined;
  if (options.pollMs > 0) {
    timer = setInterval(() => {
      following ??= follow()
        .catch((error: unknown) => log.warn({ err: error }, 'the page changes could not be read'))
        .finally(() => {
          following = undefined;
        });
    }, options.pollMs);
    timer.unref();
  }

  return {
    async changed(tags) {
      cache.invalidate(tags);
      try {
        // Its own poll then passes over it: the pages were dropped here already.
        applied.add(await changes.record(tags));
      } catch (error) {
        // The change itself is saved; only other instances show it late, until their pages are rendered again.
        log.error({ err: error, tags }, 'a page change could not be recorded for the other instances');
      }
    },
    follow,
    stop() {
      clearInterval(timer);
    },
  };
}
