import { createContext, useContext } from 'react';

type JsonLd = Record<string, unknown>;

/**
 * The page's JSON-LD blocks, given by the prerendering entry (`app/entry.server.tsx`), which computes
 * them from the page list and the catalogue. In the browser there is no provider and the list is
 * empty: the blocks are not part of the page's data, and the code that builds them is not shipped.
 */
export const PrerenderedJsonLd = createContext<readonly JsonLd[]>([]);

/**
 * Writes the blocks into the prerendered head, where search engines read them. On hydration the
 * browser renders none and React leaves the head elements it did not render in place.
 */
export function JsonLdScripts() {
  const blocks = useContext(PrerenderedJsonLd);
  return blocks.map((block, index) => (
    <script
      key={index}
      type="application/ld+json"
      // A "</script>" inside a text must not end the block.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(block).replace(/</g, '\\u003c') }}
    />
  ));
}
