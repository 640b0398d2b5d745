import { access } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import type { Recall } from '#contract/recalls.ts';
import { inlineScriptHashes, pageVariant } from './page-store.ts';
import type { RenderedPage } from './render-cache.ts';

/**
 * What the pages read of the store, as `app/lib/live-data.ts` declares it. The server build carries
 * its own copy of that module, and with it the context's key: the key is taken from the build's
 * entry module (app/entry.server.tsx), so nothing here imports the app.
 */
export interface LiveData {
  openRecallsOf(productSlug: string): Promise<Recall[]>;
}

/** The store's side of `LiveData`: each read also names the tags of what it read. */
export interface LiveDataSource {
  openRecallsOf(productSlug: string): Promise<{ value: Recall[]; tags: string[] }>;
}

export interface PageRenderer {
  /** Renders a page's address (as the page list spells it: no trailing slash) from the store now. */
  render(pathname: string): Promise<RenderedPage>;
}

interface EntryWithLiveData {
  liveDataContext?: RouterContext<LiveData | null>;
}

/** Where `react-router build` writes the server's part of a build beside the client's. */
export const serverBuildFile = (clientDir: string) => path.resolve(clientDir, '..', 'server', 'index.js');

/**
 * Renders pages with React Router's request handler from the server build, exactly as the build
 * prerenders them (same entry, same address), with the store behind the loaders. Loaded once; a
 * build without a server part (older builds) has no renderer.
 */
export async function loadPageRenderer(
  clientDir: string,
  source: LiveDataSource,
): Promise<PageRenderer | undefined> {
  const file = serverBuildFile(clientDir);
  try {
    await access(file);
  } catch {
    return undefined;
  }
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const key = (build.entry.module as EntryWithLiveData).liveDataContext;
  if (!key)
    throw new Error(`The server build ${file} exports no liveDataContext from its entry: build again.`);
  const handle = createRequestHandler(build, 'production');

  return {
    async render(pathname) {
      const tags = new Set<string>();
      const live: LiveData = {
        async openRecallsOf(productSlug) {
          const read = await source.openRecallsOf(productSlug);
          for (const tag of read.tags) tags.add(tag);
          return read.value;
        },
      };
      const context = new RouterContextProvider(new Map([[key, live]]));
      // The address the build prerenders a page at (`/about/`), so a page whose data did not
      // change is rendered to the very bytes of its prerendered file.
      const address = pathname === '/' ? '/' : `${pathname}/`;
      const response = await handle(new Request(`http://localhost${address}`), context);
      const html = await response.text();
      if (response.status >= 500) throw new Error(`Rendering ${pathname} answered ${response.status}`);
      return {
        document: pageVariant(html, inlineScriptHashes(html)),
        status: response.status,
        tags,
      };
    },
  };
}
