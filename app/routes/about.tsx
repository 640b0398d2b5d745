import type { Route } from './+types/about';
import { AboutPage } from '#app/features/company/about-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx). */
export const handle = islandsPageHandle;

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <AboutPage title={entry.title} lead={entry.description} />;
}
