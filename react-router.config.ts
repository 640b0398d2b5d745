import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/pages.ts';

export default {
  // The server renders the pages that show the store's data (server/site/page-renderer.ts); the
  // rest are prerendered at build time as the render cache's first fill.
  ssr: true,
  // Every route is in the first manifest, as without a server: no page asks the server for more.
  routeDiscovery: { mode: 'initial' },
  // BUILD_DIR lets parallel checkouts or test runs build side by side without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  prerender: prerenderPaths(),
} satisfies Config;
