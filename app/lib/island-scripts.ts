import type { IslandName } from './island-names.ts';
import type { Locale } from '#languages/locales.ts';

/** An island's entry module and the modules it imports, as the islands build named them. */
export interface IslandScripts {
  entry: string;
  imports: string[];
}

/** Each language's islands build: every island's files, by name. */
export type IslandScriptsByLocale = Record<Locale, Record<string, IslandScripts>>;

declare const __ISLAND_SCRIPTS__: IslandScriptsByLocale | null;

/**
 * The files of an island in a language (its entry module carries its texts in that language), known
 * at build time: `vite.config.ts` reads the islands builds' manifests (built first) and defines
 * `__ISLAND_SCRIPTS__`. Only the prerendering build asks.
 */
export function islandScriptsOf(name: IslandName, locale: Locale): IslandScripts {
  const scripts = __ISLAND_SCRIPTS__?.[locale]?.[name];
  if (!scripts) {
    throw new Error(
      `The islands build has no entry for "${name}" in "${locale}": run the islands build first.`,
    );
  }
  return scripts;
}
