import type { Route } from './+types/prescribing-info-product';
import { definePage } from '#app/pages/page-loader.ts';
import { data } from 'react-router';
import { medicineEntries, prescribingInfoOf } from '#app/data/prescribing-info/prescribing-info.ts';
import { prescribingInfoPathOf } from '#contract/prescribing-info.ts';
import { LeafletPage } from '#app/features/prescribing-info/leaflet-page.tsx';
import { DeclarationPage } from '#app/features/prescribing-info/declaration-page.tsx';
import { declarationAsked } from '#app/features/prescribing-info/declaration-asked.ts';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { pageCatalogue } from '#app/data/page-catalogue.ts';

const leafletPage = definePage();

/**
 * One medicine's leaflet, its label facts from the product master; or, as the server renders it
 * for a visitor who has not declared, the declaration.
 */
export async function loader(args: Route.LoaderArgs) {
  const catalogue = await pageCatalogue(args.context.get(liveDataContext));
  const path = args.url.pathname.replace(/\/+$/, '');
  const medicine = medicineEntries(catalogue.entries).find(
    ({ product }) => prescribingInfoPathOf(product.slug) === path,
  );
  if (!medicine) throw data(null, { status: 404 });
  const [{ findPage }, { pageReadsNow, unlistedLeafletPage }, { browserMeta }] = await Promise.all([
    import('#app/pages.ts'),
    import('#app/pages/catalogue-pages.ts'),
    import('#app/pages/seo.ts'),
  ]);
  // A leaflet written since the build is in no page list: its page is described by its medicine.
  const listed = findPage(path) !== undefined;
  const built = listed ? await leafletPage(args) : undefined;
  // Its title and description from the medicine's name as the product master has it now.
  const page = built ? pageReadsNow(built.page, catalogue) : unlistedLeafletPage(path, catalogue);
  return {
    ...built,
    page,
    meta: browserMeta(page.path, listed ? undefined : page, catalogue),
    leaflet: prescribingInfoOf(medicine),
    declaration: await declarationAsked(args.context),
  };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function PrescribingInfoProductRoute({ loaderData }: Route.ComponentProps) {
  const { page, leaflet, declaration } = loaderData;
  if (declaration)
    return (
      <DeclarationPage
        title={page.title}
        lead={declaration.lead}
        next={page.path}
        back={leaflet.productPath}
        message={declaration.message}
      />
    );
  return <LeafletPage title={page.title} leaflet={leaflet} />;
}
