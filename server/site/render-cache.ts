import type { PageDocument } from './page-store.ts';

/** A page as the server rendered it, and the tags of the store data it shows. */
export interface RenderedPage {
  document: PageDocument;
  status: number;
  tags: ReadonlySet<string>;
}

interface Entry {
  page: RenderedPage;
  /** Dropped by a change of one of its tags: rendered again on the next request. */
  stale: boolean;
}

/**
 * The server-rendered pages, kept finished and compressed until a change of what they show.
 *
 * - A page is rendered once however many ask for it at once: the others wait for that render.
 * - `invalidate(tags)` marks exactly the pages carrying one of the tags; the others keep their
 *   bytes and their ETag.
 * - A render that fails answers the last good page of that address (and reports the error), never
 *   a half page; with no good page yet, the failure reaches the caller.
 * - Only pages rendered with status 200 are kept.
 */
export class RenderCache {
  readonly #entries = new Map<string, Entry>();
  readonly #rendering = new Map<string, Promise<RenderedPage>>();
  readonly #onRenderError: (key: string, error: unknown) => void;

  constructor(onRenderError: (key: string, error: unknown) => void) {
    this.#onRenderError = onRenderError;
  }

  async page(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const entry = this.#entries.get(key);
    if (entry && !entry.stale) return entry.page;
    let rendering = this.#rendering.get(key);
    if (!rendering) {
      rendering = this.#render(key, render).finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, rendering);
    }
    return rendering;
  }

  async #render(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    // Taken now, not when the render ends: a change meanwhile must mark what this render stores.
    const started = this.#generation;
    this.#runningSince.set(key, started);
    try {
      const page = await render();
      // A page that is not there (a notice number with no notice) is not kept: anyone can make up
      // such addresses, and the cache must not grow with them.
      if (page.status === 200)
        this.#entries.set(key, { page, stale: this.#changedSince(started, page.tags) });
      return page;
    } catch (error) {
      const lastGood = this.#entries.get(key);
      if (!lastGood) throw error;
      this.#onRenderError(key, error);
      return lastGood.page;
    } finally {
      this.#runningSince.delete(key);
    }
  }

  /** Counts changes; the tags of each are kept while a render that began before it runs. */
  #generation = 0;
  readonly #changes: { generation: number; tags: ReadonlySet<string> }[] = [];
  readonly #runningSince = new Map<string, number>();

  #changedSince(generation: number, tags: ReadonlySet<string>): boolean {
    return this.#changes.some(
      (change) => change.generation > generation && [...change.tags].some((tag) => tags.has(tag)),
    );
  }

  /** Marks every page carrying one of `tags`; returns how many were marked. */
  invalidate(tags: Iterable<string>): number {
    const changed = new Set(tags);
    if (changed.size === 0) return 0;
    this.#generation += 1;
    const oldestRunning = Math.min(...this.#runningSince.values());
    // A change no running render began before is of no more use.
    while (this.#changes.length > 0 && this.#changes[0]!.generation <= oldestRunning) this.#changes.shift();
    this.#changes.push({ generation: this.#generation, tags: changed });
    let marked = 0;
    for (const entry of this.#entries.values()) {
      if (entry.stale || ![...entry.page.tags].some((tag) => changed.has(tag))) continue;
      entry.stale = true;
      marked += 1;
    }
    return marked;
  }
}
