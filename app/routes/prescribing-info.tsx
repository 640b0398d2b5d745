import type { Route } from './+types/prescribing-info';
import { definePage } from '#app/pages/page-loader.ts';
import { prescribingInfoGroups } from '#app/data/prescribing-info/prescribing-info.ts';
import { PrescribingInfoListPage } from '#app/features/prescribing-info/list-page.tsx';
import { DeclarationPage } from '#app/features/prescribing-info/declaration-page.tsx';
import { declarationAsked } from '#app/features/prescribing-info/declaration-asked.ts';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { pageCatalogue } from '#app/data/page-catalogue.ts';

const listPage = definePage();

/**
 * The product master's medicines with prescribing information, under their lists; or, as the
 * server renders it for a visitor who has not declared, the declaration.
 */
export async function loader(args: Route.LoaderArgs) {
  const data = await listPage(args);
  const { entries } = await pageCatalogue(args.context.get(liveDataContext));
  return {
    ...data,
    groups: prescribingInfoGroups(entries),
    declaration: await declarationAsked(args.context),
  };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function PrescribingInfoRoute({ loaderData }: Route.ComponentProps) {
  const { page, groups, declaration } = loaderData;
  if (declaration)
    return (
      <DeclarationPage
        title={page.title}
        lead={declaration.lead}
        next={page.path}
        back="/products"
        message={declaration.message}
      />
    );
  return <PrescribingInfoListPage title={page.title} lead={page.description} groups={groups} />;
}
