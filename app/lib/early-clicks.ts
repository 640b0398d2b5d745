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
 * The function is inlined with `Function.prototype.toString`, so it must not use anything from
 * outside its own body.
 */
export function recordEarlyClicks(win: Window & { earlyClicks?: EarlyClicks }): void {
  const doc = win.document;
  const clicked: HTMLButtonElement[] = [];

  /** Opens or closes the element a disclosure button controls; anything else is left alone. */
  const toggle = (button: Element) => {
    const expanded = button.getAttribute('aria-expanded');
    const controlled = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (expanded === null || !controlled) return;
    button.setAttribute('aria-expanded', String(expanded !== 'true'));
    controlled.hidden = expanded === 'true';
  };

  const onClick = (event: MouseEvent) => {
    // A click's target is always an element.
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type="button"]');
    if (!button) return;
    clicked.push(button);
    toggle(button);
  };

  const stop = () => doc.removeEventListener('click', onClick, true);
  doc.addEventListener('click', onClick, true);

  win.earlyClicks = {
    stop,
    replay() {
      stop();
      // Undo every early toggle, last first, so the page is as React rendered it; then click again.
      for (const button of [...clicked].reverse()) toggle(button);
      for (const button of clicked.splice(0)) if (button.isConnected && !button.disabled) button.click();
    },
  };
}

export interface EarlyClicks {
  /** Stops recording: React's own listeners take over from here. */
  stop: () => void;
  /** Restores the disclosures as rendered and clicks the recorded buttons again, in order. */
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
