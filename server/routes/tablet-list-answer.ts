import type { Tablet } from '#contract/tablet.ts';

/**
 * The body of GET /api/tablets. With `cache` (a store that this process alone writes: SQLite),
 * the serialised list is kept until the next write, so reads cost no query and no serialisation.
 * A read that overlapped a write is answered but never cached, so the cache is never stale.
 */
export class TabletListAnswer {
  private readonly load: () => Promise<Tablet[]>;
  private readonly cache: boolean;
  private cached: string | undefined;
  private generation = 0;
  private writesInFlight = 0;

  constructor(load: () => Promise<Tablet[]>, options: { cache: boolean }) {
    this.load = load;
    this.cache = options.cache;
  }

  async body(): Promise<string> {
    if (this.cached !== undefined) return this.cached;
    const startedAt = this.generation;
    const body = JSON.stringify({ tablets: await this.load() });
    if (this.cache && this.writesInFlight === 0 && this.generation === startedAt) this.cached = body;
    return body;
  }

  /** Runs a write; the cached list is dropped before it starts and again once it has finished. */
  async write<T>(run: () => Promise<T>): Promise<T> {
    this.writesInFlight += 1;
    this.invalidate();
    try {
      return await run();
    } finally {
      this.writesInFlight -= 1;
      this.invalidate();
    }
  }

  private invalidate() {
    this.generation += 1;
    this.cached = undefined;
  }
}
