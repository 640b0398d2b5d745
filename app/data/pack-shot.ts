/**
 * Where a product's pack-shot image lives and how a page asks for it. The images themselves are
 * drawn from the catalogue at build time (scripts/pack-shots.ts); this module only names them, so
 * pages and the build agree on every address without sharing any drawing code.
 */
import type { CatalogueProduct } from '#catalogue/catalogue.ts';

/** Intrinsic size of the largest rendition; every rendition keeps this 4:3 ratio. */
export const packShotSize = { width: 640, height: 480 } as const;
export const packShotWidths = [320, 640] as const;
/** Best first: a browser takes the first source type it supports. */
export const packShotFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;
/** The social-card rendition (og:image): JPEG, which every link preview reads. */
export const packShotShareSize = { width: 1200, height: 630 } as const;
export const packShotDirectory = '/images/packs';

export type PackShotFormat = (typeof packShotFormats)[number]['extension'];

export function packShotUrl(slug: string, width: number, format: PackShotFormat): string {
  return `${packShotDirectory}/${slug}-${width}.${format}`;
}

export function packShotShareUrl(slug: string): string {
  return `${packShotDirectory}/${slug}-share.jpg`;
}

/** What a page needs to draw a product's image: sources per format, a fallback and the intrinsic size. */
export interface PackShot {
  src: string;
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
}

/** Computed from the slug alone, so page data carries a slug rather than every address. */
export function packShotFor(slug: string): PackShot {
  const largest = packShotWidths[packShotWidths.length - 1] ?? packShotSize.width;
  return {
    src: packShotUrl(slug, largest, 'webp'),
    sources: packShotFormats.map((format) => ({
      type: format.type,
      srcSet: packShotWidths
        .map((width) => `${packShotUrl(slug, width, format.extension)} ${width}w`)
        .join(', '),
    })),
    width: packShotSize.width,
    height: packShotSize.height,
  };
}

/** The image's text alternative where the product's name is not already beside it. */
export function packShotAlt(product: Pick<CatalogueProduct, 'name' | 'strength' | 'dosageForm'>): string {
  return `Pack of ${product.name}: ${product.dosageForm.toLowerCase()}, ${product.strength}`;
}
