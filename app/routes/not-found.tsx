import type { Route } from './+types/not-found';
import { documentTitle, notFoundTitle } from '#app/lib/document-title.ts';
import { NotFoundPage } from '#app/features/errors/not-found-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

// Written out here rather than taken from the page list, which would bring the whole catalogue along.
export const meta: Route.MetaFunction = () => [
  { title: documentTitle(notFoundTitle) },
  { name: 'robots', content: 'noindex' },
];

/** Static HTML with islands (app/lib/island.tsx). */
export const handle = islandsPageHandle;

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
