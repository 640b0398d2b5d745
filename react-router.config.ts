import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/pages.ts';

export default {
  ssr: false,
  // BUILD_DIR lets parallel checkouts or test runs build side by side without clobbering each other.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  prerender: prerenderPaths(),
} satisfies Config;
