import type { Route } from './+types/request-quote';
import { QuotePage } from '#app/features/quote/quote-page.tsx';
import { contactCardsContent } from '#app/features/company/contact-content.ts';
import { useContent } from '#languages/content.ts';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): the form is the page's one island. */
export const handle = islandsPageHandle;

export default function RequestQuoteRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  // The company's hours as the contact cards write them in the page's language.
  const { hours } = useContent('company.contactCards', contactCardsContent);
  return <QuotePage title={entry.title} lead={entry.description} hours={hours} />;
}
