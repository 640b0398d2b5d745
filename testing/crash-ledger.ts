import type { Tablet, TabletInput } from '#contract/tablet.ts';
import { inputOf, sameInput } from './api-client.ts';

/** What the server acknowledged (answered 2xx) about one tablet. */
export interface AcknowledgedTablet {
  id: string;
  version: number;
  input: TabletInput;
}

/** A write that was sent but never answered: the crash may have come before or after its commit. */
export type UnansweredWrite =
  | { kind: 'create'; input: TabletInput }
  | { kind: 'update'; id: string; input: TabletInput }
  | { kind: 'delete'; id: string };

export interface LedgerCheck {
  /** Acknowledged writes whose effect is missing after the restart (the goal is none). */
  lostWrites: string[];
  /** Tablets that nobody ever sent (the goal is none). */
  phantoms: string[];
  /** Unanswered writes that turned out to be committed / not committed. */
  unansweredCommitted: number;
  unansweredNotCommitted: number;
}

/**
 * The test's own record of every acknowledged write, kept beside the server. After a crash and a
 * restart, check() compares it with what the server lists, then adopts the outcome of the writes
 * that were cut off, so the next round starts from what is really stored.
 */
export class CrashLedger {
  readonly live = new Map<string, AcknowledgedTablet>();
  readonly deleted = new Set<string>();
  readonly unanswered: UnansweredWrite[] = [];
  /** The tablets the store listed before any write: the product master's, which no writer touches. */
  readonly present = new Set<string>();
  acknowledged = { creates: 0, updates: 0, deletes: 0 };

  created(tablet: Tablet): void {
    this.live.set(tablet.id, { id: tablet.id, version: tablet.version, input: inputOf(tablet) });
    this.acknowledged.creates += 1;
  }

  updated(tablet: Tablet): void {
    this.live.set(tablet.id, { id: tablet.id, version: tablet.version, input: inputOf(tablet) });
    this.acknowledged.updates += 1;
  }

  removed(id: string): void {
    this.live.delete(id);
    this.deleted.add(id);
    this.acknowledged.deletes += 1;
  }

  check(stored: Tablet[]): LedgerCheck {
    const result: LedgerCheck = {
      lostWrites: [],
      phantoms: [],
      unansweredCommitted: 0,
      unansweredNotCommitted: 0,
    };
    const byId = new Map(stored.map((tablet) => [tablet.id, tablet]));
    const unexplained = new Map([...byId].filter(([id]) => !this.present.has(id)));
    const unansweredUpdate = new Map<string, TabletInput>();
    const unansweredDelete = new Set<string>();
    for (const write of this.unanswered) {
      if (write.kind === 'update') unansweredUpdate.set(write.id, write.input);
      if (write.kind === 'delete') unansweredDelete.add(write.id);
    }

    for (const known of this.live.values()) {
      const tablet = byId.get(known.id);
      unexplained.delete(known.id);
      const cutOffUpdate = unansweredUpdate.get(known.id);
      if (!tablet) {
        if (unansweredDelete.has(known.id)) {
          result.unansweredCommitted += 1;
          this.live.delete(known.id);
          this.deleted.add(known.id);
        } else {
          result.lostWrites.push(`tablet ${known.id} (version ${known.version}) is missing`);
        }
        continue;
      }
      if (tablet.version === known.version && sameInput(inputOf(tablet), known.input)) {
        if (cutOffUpdate || unansweredDelete.has(known.id)) result.unansweredNotCommitted += 1;
        continue;
      }
      if (cutOffUpdate && tablet.version === known.version + 1 && sameInput(inputOf(tablet), cutOffUpdate)) {
        result.unansweredCommitted += 1;
        this.live.set(known.id, { id: known.id, version: tablet.version, input: cutOffUpdate });
        continue;
      }
      result.lostWrites.push(
        `tablet ${known.id} is at version ${tablet.version} ${JSON.stringify(inputOf(tablet))}; ` +
          `acknowledged version ${known.version} ${JSON.stringify(known.input)}`,
      );
    }

    for (const id of this.deleted) {
      if (byId.has(id)) {
        unexplained.delete(id);
        result.lostWrites.push(`deleted tablet ${id} is back`);
      }
    }

    for (const write of this.unanswered) {
      if (write.kind !== 'create') continue;
      const matches = [...unexplained.values()].filter((tablet) => tablet.name === write.input.name);
      if (matches.length === 0) {
        result.unansweredNotCommitted += 1;
        continue;
      }
      const [tablet, ...duplicates] = matches;
      for (const duplicate of duplicates)
        result.phantoms.push(`tablet ${duplicate.id} "${duplicate.name}" twice`);
      for (const match of matches) unexplained.delete(match.id);
      if (tablet && tablet.version === 1 && sameInput(inputOf(tablet), write.input)) {
        result.unansweredCommitted += 1;
        this.live.set(tablet.id, { id: tablet.id, version: 1, input: write.input });
      } else if (tablet) {
        result.phantoms.push(`tablet ${tablet.id} differs from the create that was sent`);
      }
    }

    for (const tablet of unexplained.values()) result.phantoms.push(`tablet ${tablet.id} "${tablet.name}"`);
    this.unanswered.length = 0;
    return result;
  }
}
