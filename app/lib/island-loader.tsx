import { use } from 'react';
import { IslandPageContext } from './island.tsx';
import { islandScriptsOf } from './island-scripts.ts';

/**
 * Starts the modules of the page's islands once the page has painted (at once in a hidden tab,
 * where frames wait): first every module they import is preloaded, so all download side by side,
 * then each entry is imported. Nothing competes with the stylesheet, the font and the images for
 * the first paint. Rendered last in the body, after every `<Island>` has said it is there; the
 * entries are also listed in `data-island-entries`, for the budget check.
 */
export function IslandLoader() {
  const pageIslands = use(IslandPageContext);
  if (!pageIslands || pageIslands.size === 0) return null;
  const scripts = [...pageIslands].map(islandScriptsOf);
  const entries = scripts.map((script) => script.entry);
  const imports = [...new Set(scripts.flatMap((script) => script.imports))];
  const start = [
    `const start = () => {`,
    `for (const href of ${JSON.stringify(imports)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `for (const entry of ${JSON.stringify(entries)}) import(entry);`,
    `};`,
    `if (document.visibilityState === "hidden") start(); else requestAnimationFrame(() => setTimeout(start));`,
  ].join('\n');
  return (
    <script
      type="module"
      data-island-entries={entries.join(' ')}
      dangerouslySetInnerHTML={{ __html: start }}
    />
  );
}
