/**
 * Taps that land before the app hydrates (docs/decisions/019-nothing-lost-before-hydration.md).
 *
 * A prerendered page paints before its scripts run, and until React has hydrated it no button has a
 * handler. `recordEarlyClicks` runs inline in the head of every page: it remembers each click on a
 * `type="button"` button, and shows a disclosure (a button with `aria-expanded` and `aria-controls`)
 * opening or closing at once. When the app starts, `stop()` hands the page over to React (which
 * replays events that arrive while it hydrates); once hydrated, `replay()` puts the disclosures back
 * as React rendered them and clicks the remembered buttons again, now through their handlers, so
 * the state React keeps is the one the visitor saw.
 *
 * A section that hydrates later (app/lib/hydrate-later.tsx, `data-hydrates-later`) is still static
 * after the app has hydrated: React drops a click there, as it cannot run that section's handlers
 * yet. Clicks inside such a section are recorded until the section says it has hydrated
 * (`release(name)`), and replayed then in the same way.
 *
 * The function is inlined with `Function.prototype.toString`, so it must not use anything from
 * outside its own body.
 */
export function recordEarlyClicks(win: Window & { earlyClicks?: EarlyClicks }): void {
  const doc = win.document;
  const clicked: HTMLButtonElement[] = [];
  const hydratedSections = new Set<string>();
  let appStarted = false;

  /** Opens or closes the element a disclosure button controls; anything else is left alone. */
  const toggle = (button: Element) => {
    const expanded = button.getAttribute('aria-expanded');
    const controlled = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (expanded === null || !controlled) return;
    button.setAttribute('aria-expanded', String(expanded !== 'true'));
    controlled.hidden = expanded === 'true';
  };

  /** The name of the later-hydrating section a button is in, while that section is still static. */
  const staticSection = (button: Element) => {
    const name = button.closest('[data-hydrates-later]')?.getAttribute('data-hydrates-later');
    return name && !hydratedSections.has(name) ? name : undefined;
  };

  const onClick = (event: MouseEvent) => {
    // A click's target is always an element.
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type="button"]');
    if (!button || (appStarted && staticSection(button) === undefined)) return;
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
      appStarted = true;
    },
    replay() {
      appStarted = true;
      replayWhere((button) => staticSection(button) === undefined);
    },
    release(name) {
      hydratedSections.add(name);
      replayWhere(
        (button) => button.closest('[data-hydrates-later]')?.getAttribute('data-hydrates-later') === name,
      );
    },
  };
}

export interface EarlyClicks {
  /** Stops recording outside later-hydrating sections: React's own listeners take over there. */
  stop: () => void;
  /** Restores the disclosures as rendered and clicks the recorded buttons again, in order. */
  replay: () => void;
  /** A later-hydrating section has hydrated: its recorded clicks are replayed, and no more recorded. */
  release: (name: string) => void;
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
