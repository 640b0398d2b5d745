import type { Route } from './+types/legal';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { LegalPage } from '#app/features/legal/legal-page.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <LegalPage key={entry.path} path={entry.path} title={entry.title} lead={entry.description} />;
}
