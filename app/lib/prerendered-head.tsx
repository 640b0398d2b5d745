import { createContext, useContext } from 'react';

/** Head content that only the prerendered HTML carries: share tags and JSON-LD. */
export interface PrerenderedHead {
  /** `<meta>` tags by `name` or `property` (Open Graph, Twitter cards). */
  meta: readonly { name?: string; property?: string; content: string }[];
  jsonLd: readonly Record<string, unknown>[];
}

/**
 * Given by the prerendering entry (`app/entry.server.tsx`), which computes it from the page list and
 * the catalogue. In the browser there is no provider and nothing to render: these tags are for
 * crawlers and link previews, which read the HTML, so neither they nor the code that builds them
 * are part of the page's data or its scripts.
 */
export const PrerenderedHeadContext = createContext<PrerenderedHead>({ meta: [], jsonLd: [] });

/**
 * Writes that content into the prerendered head. On hydration the browser renders none of it, and
 * React leaves head elements it did not render in place.
 */
export function PrerenderedHeadTags() {
  const { meta, jsonLd } = useContext(PrerenderedHeadContext);
  return (
    <>
      {meta.map((tag) => (
        <meta key={tag.name ?? tag.property} {...tag} />
      ))}
      {jsonLd.map((block, index) => (
        <script
          key={index}
          type="application/ld+json"
          // A "</script>" inside a text must not end the block.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(block).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
