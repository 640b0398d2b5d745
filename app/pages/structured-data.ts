import {
  type CatalogueEntry,
  type CatalogueProduct,
  type CategoryId,
  productCategories,
  productPath,
} from '#catalogue/catalogue.ts';
import { type PageSummary, findPage } from '#app/pages.ts';
import { type Locale, englishPathOf, localeOfPath, pathInLocale } from '#languages/locales.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { type PageCatalogue, shippedPageCatalogue } from '#app/data/page-catalogue.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { packShotShareUrl, packShotUrl, packShotWidths } from '#app/data/pack-shot.ts';

type JsonLd = Record<string, unknown>;

export function absoluteUrl(pathname: string): string {
  return new URL(pathname, siteConfig.url).href;
}

const dayNames: Record<string, string[]> = {
  'Monday–Friday': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Saturday: ['Saturday'],
};

function to24h(time: string): string {
  const match = /^(\d{1,2})\s*(AM|PM)$/.exec(time.trim());
  if (!match) throw new Error(`Unreadable time ${time}`);
  const hour = (Number(match[1]) % 12) + (match[2] === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:00`;
}

/** When the contact point's phone line is answered (site-config.ts: `phoneHours`). */
function openingHours(): JsonLd[] {
  return siteConfig.phoneHours.flatMap(({ days, hours }) => {
    const dayOfWeek = dayNames[days];
    if (!dayOfWeek || hours === 'Closed') return [];
    const [opens = '', closes = ''] = hours.split('–');
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek, opens: to24h(opens), closes: to24h(closes) }];
  });
}

/** The company, for the home page. An Organization: the company is neither a pharmacy nor a clinic. */
export function organizationJsonLd(): JsonLd {
  const { address } = siteConfig;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/logo.png'),
    description: siteConfig.blurb,
    foundingDate: String(siteConfig.foundedYear),
    email: siteConfig.email.display,
    telephone: siteConfig.phone.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: siteConfig.phone.display,
      email: siteConfig.email.display,
      areaServed: 'IN',
      availableLanguage: ['English', 'Hindi', 'Telugu'],
      hoursAvailable: openingHours(),
    },
    sameAs: siteConfig.social.map((profile) => profile.href),
  };
}

/** Medicines (prescription and OTC) are described as Drug; supplements and devices as Product. */
function isMedicine(categoryId: CategoryId): boolean {
  return categoryId === 'prescription-medicines' || categoryId === 'otc-products';
}

/** The crumbs of a product page in a language: Home, Products, its category, itself. */
export function productCrumbs(entry: CatalogueEntry, locale: Locale = 'en'): Crumb[] {
  const category = productCategories.find((candidate) => candidate.id === entry.categoryId);
  const messages = messagesFor(locale);
  const categoryName = category
    ? (messages[`category.${category.id}.name`] ?? category.name)
    : entry.categoryId;
  return [
    { name: messages['nav.Home'] ?? 'Home', path: pathInLocale('/', locale) },
    { name: messages['catalogue.productsCrumb'] ?? 'Products', path: pathInLocale('/products', locale) },
    { name: categoryName, path: pathInLocale(category?.link ?? '/products', locale) },
    { name: entry.product.name, path: pathInLocale(entry.path, locale) },
  ];
}

/**
 * One product page's item. Drug carries the active ingredients, dosage form and prescription status;
 * Product (supplements, devices) has no such properties in schema.org, so supplements list their
 * ingredients as additionalProperty and devices their material. No offers: the site does not sell.
 */
export function productJsonLd(entry: CatalogueEntry): JsonLd {
  const { product } = entry;
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.description,
    url: absoluteUrl(entry.path),
    image: [
      absoluteUrl(packShotShareUrl(product)),
      absoluteUrl(packShotUrl(product, packShotWidths[packShotWidths.length - 1] ?? 640, 'webp')),
    ],
    category: product.category,
    manufacturer: { '@type': 'Organization', name: product.manufacturer },
  };
  if (isMedicine(entry.categoryId)) {
    return {
      ...common,
      '@type': 'Drug',
      activeIngredient: product.composition.map(
        (ingredient) => `${ingredient.substance} ${ingredient.amount}`,
      ),
      nonProprietaryName: product.composition.map((ingredient) => ingredient.substance).join(' + '),
      dosageForm: product.dosageForm,
      isProprietary: true,
      prescriptionStatus: product.prescriptionRequired
        ? 'https://schema.org/PrescriptionOnly'
        : 'https://schema.org/OTC',
    };
  }
  return {
    ...common,
    '@type': 'Product',
    brand: { '@type': 'Brand', name: product.manufacturer },
    ...(product.materials ? { material: product.materials } : {}),
    ...(product.composition.length > 0
      ? {
          additionalProperty: product.composition.map((ingredient) => ({
            '@type': 'PropertyValue',
            name: ingredient.substance,
            value: ingredient.amount,
          })),
        }
      : {}),
  };
}

/** What a list's JSON-LD says of each of its products. */
type ListedProduct = Pick<
  CatalogueProduct,
  'slug' | 'name' | 'manufacturer' | 'prescriptionRequired' | 'packShot'
>;

/**
 * The page of a category's list a loader shows (its data's `listed`), for its head: the products
 * on it and where it stands among the list's pages.
 */
export interface ListedPage {
  products: readonly ListedProduct[];
  /** The place of its first product in the list, or in what the list's search found: 1 on page 1. */
  firstPosition: number;
  page: number;
  pageCount: number;
}

/** The address of a list's page: the list's own for the first, `?page=N` for the others. */
export const listPageAddress = (path: string, page = 1) => (page > 1 ? `${path}?page=${page}` : path);

/**
 * One list page's items: medicines as Drug (with prescription status), the rest as Product, each
 * pointing at its own page, which describes it in full. No offers.
 */
export function catalogueJsonLd(categoryId: CategoryId, listed: Omit<ListedPage, 'pageCount'>): JsonLd {
  const category = productCategories.find((entry) => entry.id === categoryId);
  const items = listed.products;
  const medicine = isMedicine(categoryId);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: category?.name,
    url: absoluteUrl(listPageAddress(category?.link ?? '/products', listed.page)),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: listed.firstPosition + index,
      item: {
        '@type': medicine ? 'Drug' : 'Product',
        name: item.name,
        url: absoluteUrl(productPath(categoryId, item.slug)),
        image: absoluteUrl(packShotShareUrl(item)),
        manufacturer: { '@type': 'Organization', name: item.manufacturer },
        ...(medicine
          ? {
              prescriptionStatus: item.prescriptionRequired
                ? 'https://schema.org/PrescriptionOnly'
                : 'https://schema.org/OTC',
            }
          : {}),
      },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** A trail of pages from the home page down, as schema.org's BreadcrumbList. */
export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * The trail to a page, from the page list: the home page in the page's language, then each page
 * whose path leads to this one (`/products` for `/products/supplements`), then the page. Empty for a
 * home page, in any language. `routed` is the page a route's loader describes at an address the
 * list does not hold (a recall notice).
 */
export function breadcrumbsFor(pathname: string, routed?: Crumb & { locale: Locale }): Crumb[] {
  const listed = findPage(pathname);
  const entry = listed ? { name: listed.title, path: listed.path, locale: listed.locale } : routed;
  if (!entry) return [];
  const home = pathInLocale('/', entry.locale);
  if (entry.path === home) return [];
  const segments = entry.path.split('/').filter(Boolean);
  const ancestors = segments
    .slice(0, -1)
    .map((_, index) => findPage(`/${segments.slice(0, index + 1).join('/')}`))
    .filter((page) => page !== undefined)
    .filter((page) => page.path !== home);
  const trail = [
    ...ancestors.map((page) => ({ name: page.title, path: page.path })),
    { name: entry.name, path: entry.path },
  ];
  return [{ name: messagesFor(entry.locale)['nav.Home'] ?? 'Home', path: home }, ...trail];
}

/**
 * Every JSON-LD block of a page: what it describes, and the trail to it, from the page's catalogue;
 * a list's from the page of it its loader shows (`listed`), else from the whole list.
 */
export function structuredDataFor(
  pathname: string,
  routed?: PageSummary,
  catalogue: PageCatalogue = shippedPageCatalogue(),
  listed?: ListedPage,
): JsonLd[] {
  const blocks: JsonLd[] = [];
  const locale = localeOfPath(pathname);
  const englishPath = englishPathOf(pathname);
  if (pathname === '/') blocks.push(organizationJsonLd());
  const category = productCategories.find((entry) => entry.link === pathname);
  if (category)
    blocks.push(
      catalogueJsonLd(
        category.id,
        listed ?? { products: catalogue.list(category.id), firstPosition: 1, page: 1 },
      ),
    );
  const product = catalogue.entries.find((entry) => entry.path === englishPath);
  if (product) {
    // A translated page describes the product in its language, at its own address.
    blocks.push(
      productJsonLd({
        ...product,
        path: pathname,
        product: catalogue.localise(product.product, locale),
      }),
    );
  }
  const crumbs = product
    ? productCrumbs(product, locale)
    : breadcrumbsFor(pathname, routed && { name: routed.title, path: routed.path, locale: routed.locale });
  if (crumbs.length > 0) blocks.push(breadcrumbList(crumbs));
  return blocks;
}
