/** What a change of store data drops: the render cache, and the reads kept for renders. */
export interface DroppedByChanges {
  invalidate(tags: Iterable<string>): unknown;
}

export interface KeptRead<Value> extends DroppedByChanges {
  /** The value as last read, or a new read when a change of its tags dropped it (or none was made). */
  read(): Promise<{ value: Value; tags: readonly string[] }>;
}

/**
 * A read of the store that pages share until a change of what it read: the product master, which
 * the product pages, the home page and the sitemap each read whole, is read and parsed once per
 * change instead of once per render. Renders asking at once share one read; a failed read is not
 * kept. A read that a change overtakes still answers those who asked before the change (the render
 * cache marks what they render as stale), never anyone after it.
 */
export function keptRead<Value>(tags: readonly string[], read: () => Promise<Value>): KeptRead<Value> {
  let kept: Promise<{ value: Value; tags: readonly string[] }> | undefined;
  return {
    read() {
      if (kept) return kept;
      const reading = read().then((value) => ({ value, tags }));
      kept = reading;
      reading.catch(() => {
        if (kept === reading) kept = undefined;
      });
      return reading;
    },
    invalidate(changed) {
      for (const tag of changed) if (tags.includes(tag)) kept = undefined;
    },
  };
}
