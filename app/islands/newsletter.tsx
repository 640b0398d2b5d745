import { NewsletterSignup } from '#app/features/layout/newsletter-signup.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('newsletter', NewsletterSignup);
