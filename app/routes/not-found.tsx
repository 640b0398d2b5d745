import type { Route } from './+types/not-found';
import { pageMeta } from '#app/lib/seo.ts';
import { NotFoundPage } from '#app/features/errors/not-found-page.tsx';

export const meta: Route.MetaFunction = () => pageMeta('/404');

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
