import type { Route } from './+types/tablets';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { TabletsScreen } from '#app/features/tablets/tablets-screen.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default function TabletsRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <TabletsScreen title={entry.title} />;
}
