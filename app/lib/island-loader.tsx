import { use } from 'react';
import { IslandPageContext, type IslandLoad } from './island.tsx';
import type { IslandName } from './island-names.ts';
import { islandScriptsOf } from './island-scripts.ts';
import { islandStartScript } from './island-start.ts';
import { MessagesContext } from '#languages/messages.ts';

function namesLoaded(pageIslands: ReadonlyMap<IslandName, IslandLoad>, load: IslandLoad): IslandName[] {
  return [...pageIslands].filter(([, when]) => when === load).map(([name]) => name);
}

/**
 * Starts the modules of the page's islands (app/lib/island-start.ts), inline. Rendered last in the
 * body, after every `<Island>` has said it is there; the entries are also listed in
 * `data-island-entries` and `data-island-entries-on-use`, for the budget check.
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
  const start = islandStartScript({ imports, entries, onUse });
  return (
    <script
      type="module"
      data-island-entries={entries.join(' ') || undefined}
      data-island-entries-on-use={onUse.map((script) => script.entry).join(' ') || undefined}
      dangerouslySetInnerHTML={{ __html: start }}
    />
  );
}
