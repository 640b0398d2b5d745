import type { PageCatalogue } from '#app/data/page-catalogue.ts';
import {
  prescribingInfoDescription,
  prescribingInfoTitle,
} from '#app/data/prescribing-info/leaflet-heads.ts';
import { prescribingInfoPathOf } from '#contract/prescribing-info.ts';
import { languageVersions } from '#languages/language-versions.ts';
import { englishPathOf, localeOfPath } from '#languages/locales.ts';
import { productPageDescription } from './description-policy.ts';
import type { PageSummary } from './page-entry.ts';

/*
 * The page list is made from the shipped catalogue; staff rename products and publish new ones in
 * the product master. These read the list's product pages as the master has them now.
 */

/**
 * A page's entry as its product now reads in the catalogue: a product page its name and the
 * description made from its texts, in the page's language; a medicine's prescribing information
 * its title and description from its name. Any other page's entry as it is.
 */
export function pageReadsNow(entry: PageSummary, catalogue: PageCatalogue): PageSummary {
  if (entry.kind === 'product') {
    const english = catalogue.entries.find(
      (candidate) => candidate.path === englishPathOf(entry.path),
    )?.product;
    if (!english) return entry;
    const product = catalogue.localise(english, entry.locale);
    return { ...entry, title: product.name, description: productPageDescription(product, entry.locale) };
  }
  if (entry.kind === 'prescribing-info') {
    const product = catalogue.entries.find(
      (candidate) => prescribingInfoPathOf(candidate.product.slug) === entry.path,
    )?.product;
    if (!product) return entry;
    return {
      ...entry,
      title: prescribingInfoTitle(product),
      description: prescribingInfoDescription(product),
    };
  }
  return entry;
}

/** The entry of a product's page the page list does not hold (published since the build), in its language. */
export function unlistedProductPage(path: string, catalogue: PageCatalogue): PageSummary {
  const blank = { path, title: '', description: '', kind: 'product' as const, indexable: true };
  return pageReadsNow({ ...blank, locale: localeOfPath(path) }, catalogue);
}

/** The entry of a medicine's prescribing information the page list does not hold (its leaflet written since the build). */
export function unlistedLeafletPage(path: string, catalogue: PageCatalogue): PageSummary {
  const blank = { path, title: '', description: '', locale: 'en' as const, indexable: false };
  return pageReadsNow({ ...blank, kind: 'prescribing-info' }, catalogue);
}

/**
 * Every page as the catalogue has it now: the list's, its product pages and leaflets read from
 * their products, and the pages of the products published since the build, in each language.
 */
export function pagesNow(pages: readonly PageSummary[], catalogue: PageCatalogue): PageSummary[] {
  return [
    ...pages.map((entry) => pageReadsNow(entry, catalogue)),
    ...pathsPublishedSince(pages, catalogue).map((path) => unlistedProductPage(path, catalogue)),
  ];
}

/** The addresses of the product pages the page list does not hold, each in every language it has. */
export function pathsPublishedSince(
  pages: readonly Pick<PageSummary, 'path'>[],
  catalogue: Pick<PageCatalogue, 'entries'>,
): string[] {
  const listed = new Set(pages.map((entry) => entry.path));
  return catalogue.entries
    .flatMap(({ path }) => {
      const versions = languageVersions(path).map((version) => version.path);
      return versions.length > 0 ? versions : [path];
    })
    .filter((path) => !listed.has(path));
}
