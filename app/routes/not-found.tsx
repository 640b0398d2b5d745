import type { Route } from './+types/not-found';
import { documentTitle } from '#app/lib/document-title.ts';
import { localeOfPath } from '#languages/locales.ts';
import { NotFoundPage } from '#app/features/errors/not-found-page.tsx';
import { errorPageTexts } from '#app/features/errors/error-page-texts.ts';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

// Written out here rather than taken from the page list, which would bring the whole catalogue along.
export const meta: Route.MetaFunction = ({ location }) => [
  { title: documentTitle(errorPageTexts(localeOfPath(location.pathname)).notFound.title) },
  { name: 'robots', content: 'noindex' },
];

/** Static HTML with islands (app/lib/island.tsx). */
export const handle = islandsPageHandle;

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
