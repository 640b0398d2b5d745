/**
 * The islands build (docs/decisions/044): one entry module per interactive part of the public pages
 * (`app/islands/*.tsx`), with React and whatever the parts share split into common chunks. It runs
 * once per language (scripts/build-islands.ts), each entry carrying its island's texts in that
 * language (app/islands/island-texts.ts, docs/decisions/074), before `react-router build`, whose
 * prerendering reads the manifests to name each island's files; `scripts/postbuild.ts` then copies
 * them beside the client build's assets.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import type { InlineConfig, Plugin } from 'vite';
import type { Locale } from './languages/locales.ts';
import type { PageMessages } from './languages/messages.ts';

const entries = readdirSync('app/islands')
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => path.join('app/islands', file));

/** A module's file, as `import.meta.resolve` finds it (literal specifiers, so knip sees the dependency). */
const resolved = (url: string) => fileURLToPath(url);

const textsPrefix = 'virtual:island-texts/';

/** `virtual:island-texts/<island>`: the island's texts in the build's language, as a module. */
function islandTextsModules(texts: Readonly<Record<string, PageMessages>>): Plugin {
  return {
    name: 'island-texts',
    resolveId(id) {
      return id.startsWith(textsPrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${textsPrefix}`)) return undefined;
      const name = id.slice(textsPrefix.length + 1);
      const islandTexts = texts[name];
      if (!islandTexts)
        throw new Error(`No texts are declared for the island "${name}" (app/islands/island-texts.ts)`);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(islandTexts))});`;
    },
  };
}

interface IslandsBuild {
  locale: Locale;
  /** Each island's texts in that language. */
  texts: Readonly<Record<string, PageMessages>>;
  /** Where the build writes (scripts/island-build.ts names it). */
  outDir: string;
}

/** The islands build of one language. */
export function islandsConfig({ locale, texts, outDir }: IslandsBuild): InlineConfig {
  return {
    configFile: false,
    // The islands' class names are in the client build's stylesheet; this build only needs its JSX.
    plugins: [tailwindcss(), islandTextsModules(texts)],
    envPrefix: ['VITE_', 'SITE_URL'],
    define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
    publicDir: false,
    resolve: {
      // The pages are written and prerendered with React; in the browser their islands hydrate with
      // Preact's React-compatible runtime, a seventh of React's size (docs/decisions/044).
      alias: [
        { find: /^react-dom\/client$/, replacement: resolved(import.meta.resolve('preact/compat/client')) },
        { find: /^react-dom$/, replacement: resolved(import.meta.resolve('preact/compat')) },
        { find: /^react\/jsx-runtime$/, replacement: resolved(import.meta.resolve('preact/jsx-runtime')) },
        {
          find: /^react\/jsx-dev-runtime$/,
          replacement: resolved(import.meta.resolve('preact/jsx-dev-runtime')),
        },
        { find: /^react$/, replacement: resolved(import.meta.resolve('preact/compat')) },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: 'assets',
      manifest: true,
      modulePreload: false,
      cssCodeSplit: false,
      sourcemap: process.env.SOURCEMAP === '1',
      rolldownOptions: {
        input: Object.fromEntries(entries.map((file) => [path.basename(file, '.tsx'), file])),
        output: {
          // Modules apart from the client build's; assets (the icon sprite) named as it names them, so
          // a page and its islands point at the same file.
          entryFileNames: `assets/islands/[name].${locale}-[hash].js`,
          chunkFileNames: 'assets/islands/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
          codeSplitting: {
            groups: [
              // What every island loads, in one request: the runtime, the hydration of a part, and
              // the small helpers nearly every part uses (a part that loads on use is then one or
              // two more requests, not eight).
              {
                name: 'island-runtime',
                test: /node_modules[\\/](preact|clsx)[\\/]|vite[\\/]preload-helper|app[\\/](lib[\\/](hydrate-islands|dom-id|startup-failure|use-hydrated)\.tsx?|components[\\/]ui[\\/](class-names|button-variants|icon|parsed-end)\.tsx?)$/,
                priority: 20,
              },
            ],
          },
        },
      },
    },
  };
}
