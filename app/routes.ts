import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { pages, routeId, sharedRouteId, visitorRequestsPath } from './pages.ts';
import { englishPathOf, pathInLocale, translatedLocales } from '#languages/locales.ts';
import { formRefusalPath } from '#contract/page-answers.ts';
import { prescribingInfoPathOf } from '#contract/prescribing-info.ts';

/** Product pages share one route with parameters: one manifest entry instead of one per product. */
const productRoute = '/products/:categoryId/:slug';

/** Each recall notice's page, rendered by the server from the store (never prerendered: none is known then). */
const recallNoticeRoute = '/recalls/:id';

export default [
  ...pages
    .filter((entry) => sharedRouteId(entry) === undefined)
    .map((entry) =>
      entry.path === '/'
        ? index(entry.module, { id: routeId(entry) })
        : route(
            // One prerendered page answers every reference (the server serves it for each).
            englishPathOf(entry.path) === visitorRequestsPath ? `${entry.path}/*` : entry.path,
            entry.module,
            { id: routeId(entry) },
          ),
    ),
  route(productRoute, 'routes/product.tsx', { id: 'product' }),
  // The same route in each language the catalogue is translated into.
  ...translatedLocales.map((locale) =>
    route(pathInLocale(productRoute, locale), 'routes/product.tsx', { id: `product-${locale}` }),
  ),
  // Each medicine's leaflet (English only, for professionals), the declaration's page beside it.
  route(prescribingInfoPathOf(':slug'), 'routes/prescribing-info-product.tsx', {
    id: 'prescribing-info-product',
  }),
  // In every language `/recalls` is in.
  ...['en' as const, ...translatedLocales].map((locale) =>
    route(pathInLocale(recallNoticeRoute, locale), 'routes/recall-notice.tsx', {
      id: locale === 'en' ? 'recall-notice' : `recall-notice-${locale}`,
    }),
  ),
  // A form posted without JavaScript and refused, rendered by the server only (never prerendered,
  // never in the page list): at an address in each language, which gives the page its language.
  ...[undefined, ...translatedLocales].map((locale) =>
    route(locale ? pathInLocale(formRefusalPath, locale) : formRefusalPath, 'routes/form-refusal.tsx', {
      id: locale ? `form-refusal-${locale}` : 'form-refusal',
    }),
  ),
  // Resource routes, from the product master (prerendered too, as their first fill): the sitemap,
  // and what the chat says of the catalogue (contract/page-resources.ts).
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap-xml' }),
  route('chat-catalogue.json', 'routes/chat-catalogue-json.ts', { id: 'chat-catalogue-json' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
