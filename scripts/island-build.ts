/**
 * Where the islands build (vite.islands.config.ts) writes, and what the prerendering build reads of
 * it: each island's entry file and the files it imports, as URLs.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IslandScripts } from '../app/lib/island-scripts.ts';

// Beside the build directory, not in it: `react-router build` empties that first.
export const islandBuildDir = path.resolve(`${process.env.BUILD_DIR ?? 'build'}-islands`);

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Each island's files from the manifest of a finished islands build, or undefined before one. */
export function readIslandScripts(dir: string = islandBuildDir): Record<string, IslandScripts> | undefined {
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
