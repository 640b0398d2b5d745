/**
 * The islands builds (vite.islands.config.ts), one per language: each island's entry module carries
 * the texts it shows in that language (app/islands/island-texts.ts), read here through Vite's module
 * runner, which runs the app's TypeScript and JSX as the builds see it. Only the entry modules, and
 * what an island loads later from its entry, differ between languages; the modules they share are
 * the same files in each.
 */
import { build, runnerImport } from 'vite';
import type { PageMessages } from '../languages/messages.ts';
import { locales } from '../languages/locales.ts';
import { islandNames } from '../app/lib/island-names.ts';
import { islandsConfig } from '../vite.islands.config.ts';
import { islandBuildDir } from './island-build.ts';
import type * as IslandTexts from '../app/islands/island-texts.ts';

// Production builds: said before the module runner starts, whose stylesheet step would otherwise
// set NODE_ENV to development for the builds after it (and their JSX to the development runtime).
process.env.NODE_ENV = 'production';
const { module: declared } = await runnerImport<typeof IslandTexts>('/app/islands/island-texts.ts');
for (const locale of locales) {
  const texts: Record<string, PageMessages> = Object.fromEntries(
    islandNames.map((name) => [name, declared.islandTextsOf(name, locale)]),
  );
  await build(islandsConfig({ locale, texts, outDir: islandBuildDir(locale) }));
}
