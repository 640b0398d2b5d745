/**
 * Taps that land before the part they are for has hydrated (docs/decisions/019 and 044).
 *
 * A page paints before its scripts run, and until an island has hydrated none of its buttons has a
 * handler. `recordEarlyClicks` runs inline in the head of every page: it remembers each click on a
 * `type="button"` button that nothing handles yet, and shows a disclosure (a button with
 * `aria-expanded` and `aria-controls`) opening or closing at once. A button inside an island
 * (`data-island`) is handled once that island has hydrated (`release(island)`: its clicks are then
 * replayed); a button outside every island (one that an island listens for, such as "Start Live
 * Chat") once every island has (`replay()`). Replaying puts the disclosures back as they were
 * rendered and clicks the remembered buttons again, now through their handlers, so the state the
 * part keeps is the one the visitor saw. On a page the client router hydrates as a whole, `stop()`
 * hands every click over to React, which replays those made while it hydrates, then `replay()`.
 *
 * The function is inlined with `Function.prototype.toString`, so it must not use anything from
 * outside its own body.
 */
export function recordEarlyClicks(win: Window & { earlyClicks?: EarlyClicks }): void {
  const doc = win.document;
  const clicked: HTMLButtonElement[] = [];
  let pageHydrated = false;
  let routerStarted = false;

  /** Opens or closes the element a disclosure button controls; anything else is left alone. */
  const toggle = (button: Element) => {
    const expanded = button.getAttribute('aria-expanded');
    const controlled = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (expanded === null || !controlled) return;
    button.setAttribute('aria-expanded', String(expanded !== 'true'));
    controlled.hidden = expanded === 'true';
  };

  /**
   * Whether nothing handles a click on the button yet. An island's buttons have their handlers from
   * the moment it is hydrated (`data-island-listening`), a task or more before its effects have run
   * and it is marked hydrated: a tap in between is handled there, and recording it too would replay
   * it, so a toggle would undo itself.
   */
  const unhandled = (button: Element) => {
    if (routerStarted) return false;
    const island = button.closest('[data-island]');
    return island ? !island.hasAttribute('data-island-listening') : !pageHydrated;
  };

  const onClick = (event: MouseEvent) => {
    // A click's target is always an element.
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type="button"]');
    if (!button || !unhandled(button)) return;
    clicked.push(button);
    toggle(button);
  };
  doc.addEventListener('click', onClick, true);

  /** Undoes the early toggles of the buttons that are due, last first, then clicks them again in order. */
  const replayWhere = (due: (button: HTMLButtonElement) => boolean) => {
    const replayed = clicked.filter(due);
    for (const button of [...replayed].reverse()) toggle(button);
    for (const button of replayed) clicked.splice(clicked.indexOf(button), 1);
    for (const button of replayed) if (button.isConnected && !button.disabled) button.click();
  };

  win.earlyClicks = {
    stop() {
      routerStarted = true;
    },
    release(island) {
      replayWhere((button) => island.contains(button));
    },
    replay() {
      pageHydrated = true;
      // Except those in a part that loads on use and has not yet: it releases them when it has.
      replayWhere((button) => {
        const island = button.closest('[data-island-load="on-use"]');
        return !island || island.hasAttribute('data-island-hydrated');
      });
    },
  };
}

export interface EarlyClicks {
  /** The client router hydrates the whole page: React's own listeners take over every click. */
  stop: () => void;
  /** An island has hydrated: the clicks recorded inside it are replayed, and no more recorded. */
  release: (island: Element) => void;
  /**
   * Everything that loads at once has hydrated: every click still recorded is replayed (but those in
   * a part that loads on use and is still waiting), and none outside the islands recorded any more.
   */
  replay: () => void;
}

declare global {
  interface Window {
    earlyClicks?: EarlyClicks;
  }
}

/** The inline script for the document's head (a function, so bundles that never call it drop it). */
export function earlyClicksScript(): string {
  return `(${recordEarlyClicks.toString()})(window);`;
}
