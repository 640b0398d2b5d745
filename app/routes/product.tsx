import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/product';
import { definePage } from '#app/pages/page-loader.ts';
import { catalogueEntries, categoryById } from '#catalogue/catalogue.ts';
import { productCrumbs } from '#app/pages/structured-data.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { englishPathOf, pathInLocale } from '#languages/locales.ts';
import { localiseCategory, localiseProduct } from '#app/data/localise-catalogue.ts';
import { ProductPage, type RelatedProduct } from '#app/features/catalogue/product-page.tsx';
import { NotFoundPage } from '#app/features/errors/not-found-page.tsx';
import { RouterErrorPage } from '#app/features/errors/router-error-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { RecallBanner } from '#app/features/recall-notices/recall-banner.tsx';

const relatedCount = 4;

/** One product, its trail and a few neighbours from its category; never the whole catalogue. */
const productPage = definePage(({ page }) => {
  const entries = catalogueEntries();
  const englishPath = englishPathOf(page.path);
  const entry = entries.find((candidate) => candidate.path === englishPath);
  if (!entry) throw new Error(`No catalogue product is published at ${page.path}`);
  const messages = messagesFor(page.locale);
  // The neighbours that follow it in its category, wrapping round, so each page links to a different set.
  const siblings = entries.filter((candidate) => candidate.categoryId === entry.categoryId);
  const position = siblings.indexOf(entry);
  const related: RelatedProduct[] = [...siblings.slice(position + 1), ...siblings.slice(0, position)]
    .slice(0, relatedCount)
    .map(({ path, product }) => ({
      path: pathInLocale(path, page.locale),
      slug: product.slug,
      name: product.name,
      category: localiseProduct(product, messages).category,
      price: product.price,
      prescriptionRequired: product.prescriptionRequired,
    }));
  return {
    product: localiseProduct(entry.product, messages),
    category: localiseCategory(categoryById(entry.categoryId), messages, page.locale),
    crumbs: productCrumbs(entry, page.locale),
    related,
  };
});

/** The product's page, and, as the server renders it, the open recalls of its batches from the store. */
export async function loader(args: Route.LoaderArgs) {
  const data = await productPage(args);
  const live = args.context.get(liveDataContext);
  return { ...data, recalls: live ? await live.openRecallsOf(data.product.slug) : [] };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { product, category, crumbs, related, recalls } = loaderData;
  return (
    <ProductPage
      product={product}
      category={category}
      crumbs={crumbs}
      related={related}
      notices={<RecallBanner recalls={recalls} />}
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
