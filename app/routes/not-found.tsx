import type { Route } from './+types/not-found';
import { documentTitle, notFoundTitle } from '#app/lib/document-title.ts';
import { NotFoundPage } from '#app/features/errors/not-found-page.tsx';

// Written out here rather than taken from the page list, which would bring the whole catalogue along.
export const meta: Route.MetaFunction = () => [
  { title: documentTitle(notFoundTitle) },
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
