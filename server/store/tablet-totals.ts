/**
 * How many tablets match each recent search, valid for one change version of the catalogue (the
 * `tablet_changes` number that every write to `tablets` increments). A newer version empties it,
 * so a count is never served after a write that could have changed it.
 */
export class TabletTotals {
  readonly #capacity: number;
  #version: number | undefined;
  readonly #totals = new Map<string, number>();

  constructor(capacity = 500) {
    this.#capacity = capacity;
  }

  /** The count of `q` at `version`, if known. */
  get(version: number, q: string): number | undefined {
    if (version !== this.#version) return undefined;
    const total = this.#totals.get(q);
    if (total !== undefined) {
      // Most recently used last, so the oldest search is the one dropped when full.
      this.#totals.delete(q);
      this.#totals.set(q, total);
    }
    return total;
  }

  /** Keeps a count made at `version`; a count older than what is kept is not kept. */
  set(version: number, q: string, total: number): void {
    if (this.#version === undefined || version > this.#version) {
      this.#version = version;
      this.#totals.clear();
    } else if (version < this.#version) return;
    this.#totals.delete(q);
    this.#totals.set(q, total);
    if (this.#totals.size > this.#capacity) this.#totals.delete(this.#totals.keys().next().value!);
  }
}
