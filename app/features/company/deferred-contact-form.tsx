import { hydrateLater } from '#app/lib/hydrate-later.tsx';

/**
 * The message form, its code (the form kit, the sending hook) fetched while the page hydrates;
 * until it arrives React leaves the prerendered form in place, a POST form that works.
 */
export const DeferredContactForm = hydrateLater('contact-form', () =>
  import('./contact-form.tsx').then((module) => module.ContactForm),
);
