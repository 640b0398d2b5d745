import { useSearchParams } from 'react-router';
import type { Route } from './+types/request-quote';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { leadLimits } from '#contract/lead-fields.ts';
import { QuotePage } from '#app/features/quote/quote-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function RequestQuoteRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  const [searchParams] = useSearchParams();
  // The prerendered form is empty; the product from the address is filled in once hydrated.
  const hydrated = useHydrated();
  // Capped at the contract's limit, so a long address cannot fill the field past what is accepted.
  const product = hydrated
    ? (searchParams.get('product') ?? '').trim().slice(0, leadLimits.productNameMax)
    : '';
  return <QuotePage title={entry.title} lead={entry.description} initialProduct={product} />;
}
