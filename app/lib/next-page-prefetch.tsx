/**
 * Every public page is its own document, so following a link is a page load. Speculation rules let
 * the browser fetch a page the visitor is about to open (a link held under the pointer or pressed,
 * "moderate"), so it opens at once from the cache headers we already send. The staff screens, the
 * API and private request pages are never fetched ahead.
 */
const rules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/admin/*', '/tablets', '/requests/*'] } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

export function NextPagePrefetch() {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(rules) }} />;
}
