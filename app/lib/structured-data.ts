import {
  catalogue,
  type CatalogueEntry,
  catalogueEntries,
  type CategoryId,
  productCategories,
  productPath,
} from '#app/data/catalogue.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { packShotShareUrl, packShotUrl, packShotWidths } from '#app/lib/pack-shot.ts';

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

function openingHours(): JsonLd[] {
  return siteConfig.businessHours.flatMap(({ days, hours }) => {
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

/** A page's trail from the home page, e.g. Home › Products › Supplements › HeartGuard CoQ10. */
export function breadcrumbList(crumbs: { name: string; path: string }[]): JsonLd {
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

/** The crumbs of a product page: Home, Products, its category, itself. */
export function productCrumbs(entry: CatalogueEntry): { name: string; path: string }[] {
  const category = productCategories.find((candidate) => candidate.id === entry.categoryId);
  return [
    { name: 'Home', path: '/' },
    { name: 'Products', path: '/products' },
    { name: category?.name ?? entry.categoryId, path: category?.link ?? '/products' },
    { name: entry.product.name, path: entry.path },
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
      absoluteUrl(packShotShareUrl(product.slug)),
      absoluteUrl(packShotUrl(product.slug, packShotWidths[packShotWidths.length - 1] ?? 640, 'webp')),
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

/**
 * One list page's items: medicines as Drug (with prescription status), the rest as Product, each
 * pointing at its own page, which describes it in full. No offers.
 */
export function catalogueJsonLd(categoryId: CategoryId): JsonLd {
  const category = productCategories.find((entry) => entry.id === categoryId);
  const items = catalogue[categoryId];
  const medicine = isMedicine(categoryId);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: category?.name,
    url: absoluteUrl(category?.link ?? '/products'),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': medicine ? 'Drug' : 'Product',
        name: item.name,
        url: absoluteUrl(productPath(categoryId, item.slug)),
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

/** The JSON-LD blocks of a page, none for most. */
export function structuredDataFor(pathname: string): JsonLd[] {
  if (pathname === '/') return [organizationJsonLd()];
  const category = productCategories.find((entry) => entry.link === pathname);
  if (category) return [catalogueJsonLd(category.id)];
  const product = catalogueEntries().find((entry) => entry.path === pathname);
  return product ? [productJsonLd(product), breadcrumbList(productCrumbs(product))] : [];
}
