import { ContactForm } from '#app/features/company/contact-form.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';

hydrateIslands('contact-form', ContactForm);
