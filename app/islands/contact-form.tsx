import { ContactForm } from '#app/features/company/contact-form.tsx';
import { hydrateIslands } from '#app/lib/hydrate-islands.tsx';
import texts from 'virtual:island-texts/contact-form';

hydrateIslands('contact-form', ContactForm, texts);
