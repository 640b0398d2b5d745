import type { Route } from './+types/request-quote';
import { QuotePage } from '#app/features/quote/quote-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { definePage } from '#app/pages/page-loader.ts';
import { pageProductChoices } from '#app/data/page-catalogue.ts';

export { meta } from '#app/pages/page-loader.ts';

const quotePage = definePage();

/** The page, with the product master's names to suggest. */
export async function loader(args: Route.LoaderArgs) {
  const data = await quotePage(args);
  const choices = await pageProductChoices(args.context.get(liveDataContext));
  return { ...data, productNames: choices.map((choice) => choice.label) };
}

/** Static HTML with islands (app/lib/island.tsx): the form is the page's one island. */
export const handle = islandsPageHandle;

export default function RequestQuoteRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <QuotePage title={entry.title} lead={entry.description} productNames={loaderData.productNames} />;
}
