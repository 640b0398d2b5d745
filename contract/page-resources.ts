/**
 * Files the app renders from the product master as it renders pages (its resource routes, prerendered
 * too as their first fill), and the server answers like pages: kept, dropped when the store changes.
 */
export const pageResources = {
  /** Every indexable page for search engines (app/routes/sitemap-xml.ts). */
  sitemap: { path: '/sitemap.xml', contentType: 'application/xml; charset=utf-8' },
  /**
   * What the chat says of the catalogue (app/routes/chat-catalogue-json.ts): the chat fetches it when
   * it first opens, so no page carries it.
   */
  chatCatalogue: { path: '/chat-catalogue.json', contentType: 'application/json; charset=utf-8' },
} as const;
