import { NewsletterSignup } from '#app/features/layout/newsletter-signup.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/newsletter';

hydrateIslands('newsletter', NewsletterSignup, texts);
