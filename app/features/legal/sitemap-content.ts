/** The sitemap page's headings, one per group of pages (`legal.sitemap`). */
export const sitemapContent = {
  groups: {
    main: 'Main pages',
    company: 'Company',
    products: 'Products',
    productDetails: 'Product details',
    services: 'Services',
    providers: 'For healthcare providers',
    legal: 'Legal and policies',
    more: 'More pages',
  },
};

export type SitemapGroupId = keyof typeof sitemapContent.groups;
