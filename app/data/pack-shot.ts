/**
 * Where a product's pack-shot image lives and how a page asks for it. The images themselves are
 * drawn from the catalogue at build time (scripts/pack-shots.ts), or made by the server from a
 * picture staff uploaded (server/products/pack-shot-images.ts); this module only names them, so
 * pages, the build and the server agree on every address without sharing any drawing code.
 */
import type { CatalogueProduct } from '#catalogue/catalogue.ts';
import {
  packShotFileNames,
  type PackShotFormat,
  packShotFormats,
  packShotSize,
  packShotWidths,
  uploadedPackShotDirectory,
} from '#catalogue/pack-shot-files.ts';
import englishCataloguePages from '#languages/messages/en/catalogue-pages.json' with { type: 'json' };
import { formatMessage } from '#languages/messages.ts';
import { midSentence } from '#catalogue/mid-sentence.ts';

export {
  packShotFormats,
  packShotShareSize,
  packShotSize,
  packShotWidths,
} from '#catalogue/pack-shot-files.ts';

export const packShotDirectory = '/images/packs';

/** What names a product's pack shot: its slug, and the id of the picture staff uploaded, if any. */
export type PackShotOf = Pick<CatalogueProduct, 'slug' | 'packShot'>;

/** The uploaded picture's folder and id, else the build's folder and the product's slug. */
function placeOf(product: PackShotOf): { directory: string; stem: string } {
  return product.packShot === undefined
    ? { directory: packShotDirectory, stem: product.slug }
    : { directory: uploadedPackShotDirectory, stem: product.packShot };
}

export function packShotUrl(product: PackShotOf, width: number, format: PackShotFormat): string {
  const { directory, stem } = placeOf(product);
  return `${directory}/${packShotFileNames.scaled(stem, width, format)}`;
}

export function packShotShareUrl(product: PackShotOf): string {
  const { directory, stem } = placeOf(product);
  return `${directory}/${packShotFileNames.share(stem)}`;
}

/** What a page needs to draw a product's image: sources per format, a fallback and the intrinsic size. */
export interface PackShot {
  src: string;
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
}

/** Computed from the slug and the upload's id alone, so page data carries those rather than every address. */
export function packShotFor(product: PackShotOf): PackShot {
  const largest = packShotWidths[packShotWidths.length - 1] ?? packShotSize.width;
  return {
    src: packShotUrl(product, largest, 'webp'),
    sources: packShotFormats.map((format) => ({
      type: format.type,
      srcSet: packShotWidths
        .map((width) => `${packShotUrl(product, width, format.extension)} ${width}w`)
        .join(', '),
    })),
    width: packShotSize.width,
    height: packShotSize.height,
  };
}

type Described = Pick<CatalogueProduct, 'name' | 'strength' | 'dosageForm'>;

/** What the message `catalogue.packShotAlt` ("Pack of {name}: {form}, {strength}") says of a product in `locale`. */
export function packShotAltValues(product: Described, locale: string) {
  return { name: product.name, form: midSentence(product.dosageForm, locale), strength: product.strength };
}

/** The image's text alternative in English (the staff screens') where the product's name is not already beside it. */
export function packShotAlt(product: Described): string {
  return formatMessage(
    englishCataloguePages['catalogue.packShotAlt'],
    'en',
    packShotAltValues(product, 'en'),
  );
}
