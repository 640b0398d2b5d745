import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { readIslandScripts } from './scripts/island-build.ts';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // SITE_URL (the public origin) is read at build time for canonical links and structured data.
  envPrefix: ['VITE_', 'SITE_URL'],
  // The footer's copyright year: the year the site was built, the same in the HTML and the app.
  define: {
    'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    // The sitemap's lastmod of every page no change of the store reaches: the day it was built.
    'import.meta.env.BUILD_DATE': JSON.stringify(new Date().toISOString().slice(0, 10)),
    // Each island's files, from the islands build that `npm run build` runs first (vite.islands.config.ts).
    __ISLAND_SCRIPTS__: JSON.stringify(readIslandScripts() ?? null),
  },
  build: {
    // Pages preload what they need through React Router's own modulepreload links; Vite's
    // preload helper for dynamic imports would add its code to every page's first load.
    modulePreload: false,
    // .vite/manifest.json: which chunk each source file became; the budget check reads it
    // (scripts/check-budgets.ts). The server does not serve dot folders.
    manifest: true,
    // SOURCEMAP=1 npm run build: source maps, to see which modules make a chunk heavy.
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // Every page loads the framework and the site shell (root, header, footer, and the page
        // intro that every page but the home page opens with): one file each instead of a dozen
        // small ones, which compresses better and costs fewer requests.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
              priority: 20,
            },
            {
              // The staff screen's data-cache library: a named chunk, so the budget check can tell
              // that no public page loads it.
              name: 'data-cache',
              test: /node_modules[\\/]@tanstack[\\/]/,
              priority: 20,
            },
            {
              // The small modules that both the product lists and the product pages use: one
              // request instead of four, each of which would cost its own import boilerplate.
              name: 'catalogue-shared',
              test: /app[\\/](features[\\/]catalogue[\\/](prescription-badge|quote-link)|lib[\\/]money|data[\\/]schedule-h)\./,
              priority: 15,
            },
            {
              // The form kit and the sending hook: the quote, contact, adverse-event and newsletter
              // forms use all of them, so one request instead of five. Below the shell, so what the
              // shell also uses (buttons, class names) stays in the shell.
              name: 'form-kit',
              test: /(app[\\/](components[\\/]ui[\\/]form(-controls)?\.tsx|lib[\\/](use-lead-form|use-hydrated)\.ts)|contract[\\/]lead-(fields|options)\.ts)/,
              priority: 5,
            },
            {
              name: 'shell',
              test: /app[\\/](root\.tsx|features[\\/]layout[\\/](?!newsletter-|site-footer\.|footer-|legal-bar\.|quick-link-tiles\.|social-links\.)|lib[\\/](page|prerendered-head)\.tsx?|components[\\/]ui[\\/]page-intro\.tsx)/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  // The prerendering build runs only at build time; minified, the inline script it writes into every
  // page (app/lib/early-clicks.ts, inlined from its source text) is a third smaller.
  environments: { ssr: { build: { minify: true } } },
  server: {
    watch: { ignored: ['**/build/**', '**/build-*/**', '**/data/**', '**/test-results/**'] },
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
