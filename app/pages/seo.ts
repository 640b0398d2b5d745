import type { MetaDescriptor } from 'react-router';
import { type PageSummary, findPage } from '#app/pages.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { documentTitle, notFoundTitle } from '#app/lib/document-title.ts';
import { packShotAltValues, packShotShareSize, packShotShareUrl } from '#app/data/pack-shot.ts';
import {
  type ListedPage,
  absoluteUrl,
  listPageAddress,
  structuredDataFor,
} from '#app/pages/structured-data.ts';
import { type PageCatalogue, shippedPageCatalogue } from '#app/data/page-catalogue.ts';
import { pageReadsNow } from '#app/pages/catalogue-pages.ts';
import type { PrerenderedHead } from '#app/lib/prerendered-head.tsx';
import { languageVersions } from '#languages/language-versions.ts';
import { englishPathOf, localeDetails } from '#languages/locales.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { translator } from '#languages/messages.ts';

export const shareImage = { path: '/images/og-image.jpg', width: 1200, height: 630 } as const;

/**
 * A later page of a list (`?page=N`) as search engines must see it: a page of its own, with a title
 * and description of its own.
 */
function asListPage(entry: PageSummary, page: ListedPage | undefined): PageSummary {
  if (!page || page.page === 1) return entry;
  const t = translator({ locale: entry.locale, messages: messagesFor(entry.locale) });
  const position = { page: page.page, pages: page.pageCount };
  return {
    ...entry,
    title: t('catalogue.pageTitle', { title: entry.title, ...position }),
    description: t('catalogue.pageDescription', { description: entry.description, ...position }),
  };
}

/**
 * Every head tag of a page: title, description, canonical, Open Graph, Twitter. The page is the
 * page list's entry of the address, or, for an address the list does not hold, the page its loader
 * describes (a recall notice's, made from its recall); a product page reads as its product does in
 * `catalogue`; a list's later page (`listed`) is its own address.
 */
export function pageMeta(
  pathname: string,
  routed?: PageSummary,
  catalogue: PageCatalogue = shippedPageCatalogue(),
  listed?: ListedPage,
): MetaDescriptor[] {
  const found = findPage(pathname) ?? routed;
  if (!found) return [{ title: documentTitle(notFoundTitle) }, { name: 'robots', content: 'noindex' }];
  const entry = asListPage(pageReadsNow(found, catalogue), listed);
  const addressOf = (path: string) => absoluteUrl(listPageAddress(path, listed?.page));

  const messages = messagesFor(entry.locale);
  const t = translator({ locale: entry.locale, messages });
  const siteName = messages['site.name'] ?? siteConfig.name;
  const title = documentTitle(entry.title, {
    name: siteName,
    shortName: messages['site.shortName'] ?? siteConfig.shortName,
  });
  const url = addressOf(entry.path);
  // A product page, in any language, shares its own pack shot, every other page the company card,
  // each described in the page's language.
  const englishPath = englishPathOf(entry.path);
  const shipped = catalogue.entries.find((candidate) => candidate.path === englishPath)?.product;
  const product = shipped && catalogue.localise(shipped, entry.locale);
  const share = product
    ? {
        url: absoluteUrl(packShotShareUrl(product)),
        ...packShotShareSize,
        alt: t('catalogue.packShotAlt', packShotAltValues(product, entry.locale)),
      }
    : {
        url: absoluteUrl(shareImage.path),
        ...shareImage,
        alt: t('layout.shareCardAlt', { name: siteName }),
      };
  const image = share.url;
  const versions = languageVersions(entry.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: entry.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    ...versions.map(({ locale, path }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: localeDetails[locale].tag,
      href: addressOf(path),
    })),
    // Visitors whose language is none of these get the English page.
    ...versions
      .filter(({ locale }) => locale === 'en')
      .map(({ path }) => ({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: addressOf(path),
      })),
    { property: 'og:locale', content: localeDetails[entry.locale].ogLocale },
    { property: 'og:title', content: title },
    { property: 'og:description', content: entry.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(share.width) },
    { property: 'og:image:height', content: String(share.height) },
    { property: 'og:image:alt', content: share.alt },
    // X reads the title, description and image from the og: tags above when it has no twitter: ones.
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image:alt', content: share.alt },
  ];
  if (!entry.indexable) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/**
 * The tags a client-side navigation must update, because the tab, the address bar's page and
 * assistive technology read them: title, description, canonical, robots. Link previews and
 * crawlers read the rest from the prerendered HTML.
 */
function neededInBrowser(tag: MetaDescriptor): boolean {
  return !('property' in tag) && !('name' in tag && String(tag.name).startsWith('twitter:'));
}

/** The head tags of the page's loader data, shipped to the browser. */
export function browserMeta(
  pathname: string,
  routed?: PageSummary,
  catalogue?: PageCatalogue,
  listed?: ListedPage,
): MetaDescriptor[] {
  return pageMeta(pathname, routed, catalogue, listed).filter(neededInBrowser);
}

/**
 * What only the rendered HTML carries: the share tags and the JSON-LD. `routed` is the page the
 * route's loader describes, for an address the page list does not hold.
 */
export function prerenderedHead(
  pathname: string,
  routed?: PageSummary,
  catalogue?: PageCatalogue,
  listed?: ListedPage,
): PrerenderedHead {
  const meta = pageMeta(pathname, routed, catalogue, listed)
    .filter((tag) => !neededInBrowser(tag))
    .map((tag) => tag as { name?: string; property?: string; content: string });
  return { meta, jsonLd: structuredDataFor(pathname, routed, catalogue, listed) };
}
