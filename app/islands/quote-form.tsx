import { QuoteForm } from '#app/features/quote/quote-form.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/quote-form';

hydrateIslands('quote-form', QuoteForm, texts);
