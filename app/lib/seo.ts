import type { MetaDescriptor } from 'react-router';
import { findPage, notFoundTitle } from '#app/pages.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { absoluteUrl, structuredDataFor } from '#app/lib/structured-data.ts';

export const shareImage = { path: '/images/og-image.jpg', width: 1200, height: 630 } as const;
const shareImageAlt = `${siteConfig.name}: ${siteConfig.tagline}`;

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${siteConfig.name}`;
}

/** Every head tag of a page of the route table: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function pageMeta(pathname: string): MetaDescriptor[] {
  const entry = findPage(pathname);
  if (!entry) return [{ title: documentTitle(notFoundTitle) }, { name: 'robots', content: 'noindex' }];

  const title = documentTitle(entry.title);
  const url = absoluteUrl(entry.path);
  const image = absoluteUrl(shareImage.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: entry.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:locale', content: 'en_IN' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: entry.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: shareImageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: entry.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: shareImageAlt },
  ];
  if (!entry.indexable) tags.push({ name: 'robots', content: 'noindex' });
  for (const block of structuredDataFor(entry.path)) tags.push({ 'script:ld+json': block });
  return tags;
}
