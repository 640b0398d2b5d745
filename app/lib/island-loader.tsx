import { use } from 'react';
import { IslandPageContext, type IslandLoad } from './island.tsx';
import type { IslandName } from './island-names.ts';
import { islandScriptsOf } from './island-scripts.ts';
import { MessagesContext } from '#languages/messages.ts';

/** What shows that the visitor is about to use a part: the pointer over it, a touch, focus or typing. */
const useEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input'];

/**
 * How long a form sent before its part's code has started waits for it (showing itself busy) before
 * the browser posts it as it would without script: on a slow connection the visitor is not kept
 * waiting for code, and the server's confirmation page answers instead.
 */
const postFallbackMs = 6_000;

function namesLoaded(pageIslands: ReadonlyMap<IslandName, IslandLoad>, load: IslandLoad): IslandName[] {
  return [...pageIslands].filter(([, when]) => when === load).map(([name]) => name);
}

/**
 * Starts the modules of the page's islands. Those that load `at-once` start once the page has
 * painted (at once in a hidden tab, where frames wait): first every module they import is
 * preloaded, so all download side by side, then each entry is imported; nothing competes with the
 * stylesheet, the font and the images for the first paint. Those that load `on-use` start when the
 * visitor first points at, touches, focuses or types in one of them, so a page whose parts all wait
 * for use loads no module at all until then; a form sent in such a part before its code has started
 * waits for it. Rendered last in the body, after every `<Island>` has
 * said it is there; the entries are also listed in `data-island-entries` and
 * `data-island-entries-on-use`, for the budget check.
 */
export function IslandLoader() {
  const pageIslands = use(IslandPageContext);
  const { locale } = use(MessagesContext);
  if (!pageIslands || pageIslands.size === 0) return null;
  // Each island's entry module in the page's language: it carries the texts the island shows.
  const scriptsOf = (name: IslandName) => islandScriptsOf(name, locale);
  const atOnce = namesLoaded(pageIslands, 'at-once').map(scriptsOf);
  const onUse = namesLoaded(pageIslands, 'on-use').map((name) => ({ name, ...scriptsOf(name) }));
  const entries = atOnce.map((script) => script.entry);
  const imports = [...new Set(atOnce.flatMap((script) => script.imports))];
  const start = [
    `const preload = (hrefs) => { for (const href of hrefs) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); } };`,
    `const start = () => { preload(${JSON.stringify(imports)}); for (const entry of ${JSON.stringify(entries)}) import(entry); };`,
    // With nothing to start, the page is as ready as it will be before it is used.
    entries.length === 0
      ? `document.documentElement.dataset.hydrated = "true";`
      : `if (document.visibilityState === "hidden") start(); else requestAnimationFrame(() => setTimeout(start));`,
    `for (const island of ${JSON.stringify(onUse)}) {`,
    `  const parts = document.querySelectorAll(\`[data-island="\${island.name}"]\`);`,
    `  const events = ${JSON.stringify(useEvents)};`,
    `  let loading;`,
    `  const used = () => { if (loading) return loading; for (const part of parts) for (const type of events) part.removeEventListener(type, used, true); preload(island.imports); return (loading = import(island.entry)); };`,
    `  for (const part of parts) {`,
    `    for (const type of events) part.addEventListener(type, used, { capture: true, passive: true });`,
    // A form sent before its code is there is sent through that code once it is (it answers in
    // place, as SPEC.md says); if the code cannot load, or has not started within a few seconds,
    // the browser sends it as a post.
    // A second send while the first waits is the same send.
    `    let held = false;`,
    `    const hold = (event, form, submitter) => {`,
    `      if (part.hasAttribute("data-island-hydrated")) return;`,
    `      event.preventDefault();`,
    `      if (held) return;`,
    `      held = true;`,
    `      form.setAttribute("aria-busy", "true");`,
    `      const send = (throughCode) => { if (!held) return; held = false; form.removeAttribute("aria-busy"); if (throughCode) form.requestSubmit(submitter?.isConnected ? submitter : null); else form.submit(); };`,
    `      part.addEventListener("island-hydrated", () => send(true), { once: true });`,
    `      setTimeout(() => send(false), ${postFallbackMs});`,
    `      used().catch(() => send(false));`,
    `    };`,
    `    part.addEventListener("submit", (event) => hold(event, event.target, event.submitter), true);`,
    // A field the browser finds invalid stops the send before it starts: the part's code says why,
    // in the words SPEC.md gives, instead of the browser's bubble.
    `    part.addEventListener("invalid", (event) => event.target.form && hold(event, event.target.form, null), true);`,
    `  }`,
    `}`,
  ].join('\n');
  return (
    <script
      type="module"
      data-island-entries={entries.join(' ') || undefined}
      data-island-entries-on-use={onUse.map((script) => script.entry).join(' ') || undefined}
      dangerouslySetInnerHTML={{ __html: start }}
    />
  );
}
