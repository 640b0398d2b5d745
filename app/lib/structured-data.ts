import { catalogue, type CategoryId, productCategories } from '#app/data/catalogue.ts';
import { siteConfig } from '#app/lib/site-config.ts';

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

/** One list page's items: medicines as Drug (with prescription status), the rest as Product. No offers. */
export function catalogueJsonLd(categoryId: CategoryId): JsonLd {
  const category = productCategories.find((entry) => entry.id === categoryId);
  const items = catalogue[categoryId];
  const isMedicine = categoryId === 'prescription-medicines' || categoryId === 'otc-products';
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
        '@type': isMedicine ? 'Drug' : 'Product',
        name: item.name,
        description: item.description,
        category: item.category,
        manufacturer: { '@type': 'Organization', name: item.manufacturer },
        ...(isMedicine
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

export function structuredDataFor(pathname: string): JsonLd | undefined {
  if (pathname === '/') return organizationJsonLd();
  const category = productCategories.find((entry) => entry.link === pathname);
  return category ? catalogueJsonLd(category.id) : undefined;
}
