/**
 * Where the islands builds (scripts/build-islands.ts, one per language) write, and what the
 * prerendering build reads of them: each island's entry file and the files it imports, as URLs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IslandScripts, IslandScriptsByLocale } from '../app/lib/island-scripts.ts';
import { type Locale, locales } from '../languages/locales.ts';

// Beside the build directory, not in it: `react-router build` empties that first.
export const islandBuildRoot = path.resolve(`${process.env.BUILD_DIR ?? 'build'}-islands`);

/** Where the islands build of one language writes. */
export function islandBuildDir(locale: Locale, root: string = islandBuildRoot): string {
  return path.join(root, locale);
}

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Each island's files from the manifest of one finished islands build, or undefined before one. */
function readManifest(dir: string): Record<string, IslandScripts> | undefined {
  const manifestPath = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const importsOf = (key: string, seen = new Set<string>()): string[] => {
    for (const imported of manifest[key]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      importsOf(imported, seen);
    }
    return [...seen].map((chunk) => `/${manifest[chunk]?.file ?? chunk}`);
  };
  const scripts: Record<string, IslandScripts> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry || !chunk.name) continue;
    scripts[chunk.name] = { entry: `/${chunk.file}`, imports: importsOf(key) };
  }
  return scripts;
}

/** Each language's islands' files, or undefined before the islands builds have run. */
export function readIslandScripts(root: string = islandBuildRoot): IslandScriptsByLocale | undefined {
  const byLocale: Partial<IslandScriptsByLocale> = {};
  for (const locale of locales) {
    const scripts = readManifest(islandBuildDir(locale, root));
    if (!scripts) return undefined;
    byLocale[locale] = scripts;
  }
  return byLocale as IslandScriptsByLocale;
}
