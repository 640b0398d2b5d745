import type { MetaDescriptor } from 'react-router';
import type { PageSummary } from '#app/pages.ts';

export interface PageData {
  page: PageSummary;
  meta: MetaDescriptor[];
}

/** What a page loader reads of React Router's loader arguments: the address, without `.data`. */
interface PageLoaderArgs {
  url: URL;
}

/**
 * The `loader` of a page route, from its entry in `app/pages.ts`. It runs at build time, when the
 * page is prerendered: the page's entry and head tags reach the browser as data, and the page
 * list's code stays out of the bundle. `addData` adds what the page needs beyond its entry (a
 * list's items, a product and its neighbours), also computed at build time.
 *
 * React Router removes `loader` from the browser's bundle only when it is its own export, so a
 * route module writes `export const loader = definePage(…)` beside `export { meta }`, or re-exports
 * both: `export { loader, meta } from '#app/pages/page-loader.ts'`.
 */
export function definePage<Extra extends object = object>(
  addData?: (data: PageData) => Extra,
): (args: PageLoaderArgs) => Promise<PageData & Extra> {
  return async ({ url }) => {
    // Imported here: `meta` below runs in the browser, and the page list and the catalogue behind
    // it must stay out of the bundle that carries it.
    const [{ pageFor }, { browserMeta }] = await Promise.all([
      import('#app/pages.ts'),
      import('#app/pages/seo.ts'),
    ]);
    // React Router's `url` is the page's own address: prerendering asks for /a/b.data, it gives /a/b.
    const { module: _module, ...page } = pageFor(url.pathname);
    const data: PageData = { page, meta: browserMeta(page.path) };
    // Only the development server hydrates public pages with the client router (app/lib/dev-messages.tsx).
    const devMessages = import.meta.env.DEV
      ? { messages: (await import('#languages/catalogues.ts')).messagesFor(page.locale) }
      : {};
    return { ...data, ...devMessages, ...(addData?.(data) as Extra) };
  };
}

/** The loader of a page that needs nothing beyond its entry. */
export const loader = definePage();

/** The `meta` of every page route: the head tags its build-time loader computed. */
export function meta({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
