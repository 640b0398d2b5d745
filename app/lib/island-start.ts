/**
 * The modules a page's islands start with (app/lib/island-loader.tsx writes them beside the call).
 */
export interface IslandStart {
  /** What the islands that load at once import: preloaded side by side before their entries run. */
  imports: string[];
  /** The entry modules of the islands that load at once. */
  entries: string[];
  /** Each island that loads on use: its name, its entry module and what that imports. */
  onUse: { name: string; entry: string; imports: string[] }[];
}

/**
 * Starts the modules of the page's islands. Those that load `at-once` start once the page has
 * painted (at once in a hidden tab, where frames wait): first every module they import is
 * preloaded, so all download side by side, then each entry is imported; nothing competes with the
 * stylesheet, the font and the images for the first paint. Those that load `on-use` start when the
 * visitor first points at, touches, focuses or types in one of them, so a page whose parts all wait
 * for use loads no module at all until then; a form sent in such a part before its code has started
 * waits for it (showing itself busy) and is sent through that code once it has, in place, as SPEC.md
 * says. If the code cannot load, or has not started within a few seconds, the browser posts the form
 * as it would without script, and the server's confirmation page answers instead: on a slow
 * connection the visitor is not kept waiting for code. A field the browser finds invalid stops the
 * send before it starts: the part's code then says why, in SPEC.md's words, not the browser's bubble.
 *
 * It runs inline at the end of the body, inlined with `Function.prototype.toString`, so it must not
 * use anything from outside its own body; `load` is the page's `import()`.
 */
export function startIslands(
  { imports, entries, onUse }: IslandStart,
  load: (url: string) => Promise<unknown>,
) {
  /** What shows that the visitor is about to use a part: the pointer over it, a touch, focus or typing. */
  const useEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input'];
  const postFallbackMs = 6_000;
  const preload = (hrefs: string[]) => {
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
  const start = () => {
    preload(imports);
    for (const entry of entries) void load(entry);
  };
  // With nothing to start, the page is as ready as it will be before it is used.
  if (entries.length === 0) document.documentElement.dataset.hydrated = 'true';
  else if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));

  for (const island of onUse) {
    const parts = document.querySelectorAll<HTMLElement>(`[data-island="${island.name}"]`);
    let loading: Promise<unknown> | undefined;
    const used = (): Promise<unknown> => {
      if (loading) return loading;
      for (const part of parts) for (const type of useEvents) part.removeEventListener(type, used, true);
      preload(island.imports);
      return (loading = load(island.entry));
    };
    for (const part of parts) {
      for (const type of useEvents) part.addEventListener(type, used, { capture: true, passive: true });
      // A second send while the first waits is the same send.
      let held = false;
      const hold = (event: Event, form: HTMLFormElement, submitter: HTMLElement | null) => {
        if (part.hasAttribute('data-island-hydrated')) return;
        event.preventDefault();
        if (held) return;
        held = true;
        form.setAttribute('aria-busy', 'true');
        const send = (throughCode: boolean) => {
          if (!held) return;
          held = false;
          form.removeAttribute('aria-busy');
          if (throughCode) form.requestSubmit(submitter?.isConnected ? submitter : null);
          else form.submit();
        };
        part.addEventListener('island-hydrated', () => send(true), { once: true });
        setTimeout(() => send(false), postFallbackMs);
        used().catch(() => send(false));
      };
      part.addEventListener(
        'submit',
        (event) => hold(event, event.target as HTMLFormElement, (event as SubmitEvent).submitter),
        true,
      );
      part.addEventListener(
        'invalid',
        (event) => {
          const form = (event.target as HTMLInputElement).form;
          if (form) hold(event, form, null);
        },
        true,
      );
    }
  }
}

/** The inline script that starts a page's islands (a function, so bundles that never call it drop it). */
export function islandStartScript(page: IslandStart): string {
  return `(${startIslands.toString()})(${JSON.stringify(page)}, (url) => import(url));`;
}
