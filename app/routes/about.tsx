import type { Route } from './+types/about';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { AboutPage } from '#app/features/company/about-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <AboutPage title={entry.title} lead={entry.description} />;
}
