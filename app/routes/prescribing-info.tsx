import type { Route } from './+types/prescribing-info';
import { definePage } from '#app/pages/page-loader.ts';
import { prescribingInfoGroups } from '#app/data/prescribing-info/prescribing-info.ts';
import { PrescribingInfoListPage } from '#app/features/prescribing-info/list-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

/** Build time: the medicines with prescribing information, under their lists. */
export const loader = definePage(() => ({ groups: prescribingInfoGroups() }));
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function PrescribingInfoRoute({ loaderData }: Route.ComponentProps) {
  const { page, groups } = loaderData;
  return <PrescribingInfoListPage title={page.title} lead={page.description} groups={groups} />;
}
