import type { IslandName } from './island-names.ts';

/** An island's entry module and the modules it imports, as the islands build named them. */
export interface IslandScripts {
  entry: string;
  imports: string[];
}

declare const __ISLAND_SCRIPTS__: Record<string, IslandScripts> | null;

/**
 * The files of an island, known at build time: `vite.config.ts` reads the islands build's manifest
 * (built first) and defines `__ISLAND_SCRIPTS__`. Only the prerendering build asks.
 */
export function islandScriptsOf(name: IslandName): IslandScripts {
  const scripts = __ISLAND_SCRIPTS__?.[name];
  if (!scripts) throw new Error(`The islands build has no entry for "${name}": run the islands build first.`);
  return scripts;
}
