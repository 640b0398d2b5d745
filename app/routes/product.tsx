import { data, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/product';
import { definePage } from '#app/pages/page-loader.ts';
import { categoryById } from '#catalogue/catalogue.ts';
import { productCrumbs } from '#app/pages/structured-data.ts';
import { browserMeta } from '#app/pages/seo.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { englishPathOf, pathInLocale } from '#languages/locales.ts';
import { localiseCategory } from '#app/data/localise-catalogue.ts';
import { pageCatalogue } from '#app/data/page-catalogue.ts';
import { ProductPage, type RelatedProduct } from '#app/features/catalogue/product-page.tsx';
import { NotFoundPage } from '#app/features/errors/not-found-page.tsx';
import { RouterErrorPage } from '#app/features/errors/router-error-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { RecallBanner } from '#app/features/recall-notices/recall-banner.tsx';

const relatedCount = 4;

const productPage = definePage();

/**
 * One product from the product master as the server renders it, its trail and a few neighbours
 * from its category (never the whole catalogue), and the open recalls of its batches.
 */
export async function loader(args: Route.LoaderArgs) {
  const live = args.context.get(liveDataContext);
  const catalogue = await pageCatalogue(live);
  const { entries, localise } = catalogue;
  const pathname = args.url.pathname.length > 1 ? args.url.pathname.replace(/\/+$/, '') : '/';
  const englishPath = englishPathOf(pathname);
  const entry = entries.find((candidate) => candidate.path === englishPath);
  if (!entry) throw data(null, { status: 404 });
  // A product published since the build is in no page list: its page is described by its product.
  // Imported here, as definePage does: the page list stays out of the browser's bundle.
  const [{ findPage }, { unlistedProductPage }, { professionalLinkOf }] = await Promise.all([
    import('#app/pages.ts'),
    import('#app/pages/catalogue-pages.ts'),
    import('#app/data/prescribing-info/prescribing-info.ts'),
  ]);
  const shipped = findPage(pathname) !== undefined;
  const pageData = shipped ? await productPage(args) : { page: unlistedProductPage(pathname, catalogue) };
  const { page } = pageData;
  // The neighbours that follow it in its category, wrapping round, so each page links to a different set.
  const siblings = entries.filter((candidate) => candidate.categoryId === entry.categoryId);
  const position = siblings.indexOf(entry);
  const related: RelatedProduct[] = [...siblings.slice(position + 1), ...siblings.slice(0, position)]
    .slice(0, relatedCount)
    .map(({ path, product }) => ({
      path: pathInLocale(path, page.locale),
      slug: product.slug,
      ...(product.packShot === undefined ? {} : { packShot: product.packShot }),
      name: product.name,
      category: localise(product, page.locale).category,
      price: product.price,
      prescriptionRequired: product.prescriptionRequired,
    }));
  return {
    ...pageData,
    // Its name and description as the product master has them now.
    meta: browserMeta(page.path, shipped ? undefined : page, catalogue),
    product: localise(entry.product, page.locale),
    category: localiseCategory(categoryById(entry.categoryId), messagesFor(page.locale), page.locale),
    crumbs: productCrumbs(entry, page.locale),
    related,
    recalls: live ? await live.openRecallsOf(entry.product.slug) : [],
    professional: professionalLinkOf(entry),
  };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { product, category, crumbs, related, recalls, professional } = loaderData;
  return (
    <ProductPage
      product={product}
      category={category}
      crumbs={crumbs}
      related={related}
      notices={<RecallBanner recalls={recalls} />}
      professional={professional}
    />
  );
}

/**
 * An in-site link to a product address that was never published matches this route, and its data
 * request answers 404: show the not-found page, as a direct visit to that address would.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  return <RouterErrorPage detail={error instanceof Error ? error.message : String(error)} />;
}
