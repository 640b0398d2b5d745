import type { Route } from './+types/service-clinical-research';
import { ClinicalResearchPage } from '#app/features/services/clinical-research-page.tsx';
import { definePage } from '#app/pages/page-loader.ts';
import { searchablePageHandle, searchQueryOf } from '#app/lib/page-runtime.ts';

const researchPage = definePage();

/** The page, with the search of its research areas it was asked with applied as the server renders it. */
export async function loader(args: Route.LoaderArgs) {
  return { ...(await researchPage(args)), query: searchQueryOf(args.url) };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx), its research areas searched by `?q=`. */
export const handle = searchablePageHandle;

export default function ServiceClinicalResearchRoute({ loaderData }: Route.ComponentProps) {
  const { page, query } = loaderData;
  return <ClinicalResearchPage title={page.title} lead={page.description} query={query} />;
}
