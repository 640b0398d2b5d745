import { QuoteForm } from '#app/features/quote/quote-form.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('quote-form', QuoteForm);
