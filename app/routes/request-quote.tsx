import { useLocation, useSearchParams } from 'react-router';
import type { Route } from './+types/request-quote';
import { pageFor } from '#app/pages.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { QuotePage } from '#app/features/quote/quote-page.tsx';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname);

export default function RequestQuoteRoute() {
  const entry = pageFor(useLocation().pathname);
  const [searchParams] = useSearchParams();
  // The prerendered form is empty; the product from the address is filled in once hydrated.
  const hydrated = useHydrated();
  const product = hydrated ? (searchParams.get('product') ?? '').trim() : '';
  return <QuotePage title={entry.title} lead={entry.description} initialProduct={product} />;
}
