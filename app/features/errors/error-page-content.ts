import { notFoundTitle } from '#app/lib/document-title.ts';

/**
 * The not-found and error pages' words (SPEC §8), English as the specification writes them,
 * translated by their place (decision 052): `errors.notFound.heading` …
 */
export const errorPageContent = {
  notFound: {
    title: notFoundTitle,
    heading: 'Oops! Page not found',
    lead: 'The page you are looking for does not exist or has moved.',
    home: 'Return to Home',
  },
  routerError: {
    heading: 'Unexpected Application Error!',
    home: 'Return to Home',
  },
};

export const errorPageNamespace = 'errors';
