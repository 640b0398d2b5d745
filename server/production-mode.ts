/**
 * Imported first by the production entry, before anything loads React: React picks its build from
 * NODE_ENV when first loaded, and its development build renders a page about half again slower
 * (checking every element), which the server does on every change of the catalogue. A NODE_ENV
 * given (development, tests) is kept.
 */
process.env.NODE_ENV ??= 'production';
