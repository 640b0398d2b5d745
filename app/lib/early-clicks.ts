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
  const before = new Map<Element, [expanded: string | null, hidden: boolean]>();

  const remember = (element: HTMLElement) => {
    if (!before.has(element))
      before.set(element, [element.getAttribute('aria-expanded'), element.hasAttribute('hidden')]);
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>('button[type="button"]');
    if (!button || button.disabled) return;
    clicked.push(button);
    const expanded = button.getAttribute('aria-expanded');
    const controlled = doc.getElementById(button.getAttribute('aria-controls') ?? '');
    if (expanded === null || !controlled) return;
    remember(button);
    remember(controlled);
    const open = expanded !== 'true';
    button.setAttribute('aria-expanded', String(open));
    controlled.hidden = !open;
  };

  const stop = () => doc.removeEventListener('click', onClick, true);
  doc.addEventListener('click', onClick, true);

  win.earlyClicks = {
    stop,
    replay() {
      stop();
      for (const [element, [expanded, hidden]] of before) {
        if (expanded === null) element.removeAttribute('aria-expanded');
        else element.setAttribute('aria-expanded', expanded);
        (element as HTMLElement).hidden = hidden;
      }
      before.clear();
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

/** The inline script for the document's head. */
export const earlyClicksScript = `(${recordEarlyClicks.toString()})(window);`;
