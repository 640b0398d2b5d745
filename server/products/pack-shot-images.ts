import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  packShotFileNames,
  packShotFormats,
  packShotShareSize,
  packShotSize,
  packShotWidths,
} from '#catalogue/pack-shot-files.ts';
import { packShotLimits, packShotMessages } from '#contract/product-pack-shots.ts';
import type { PackShotFile } from '../store/pack-shot-repository.ts';

/** A picture that cannot be a pack shot; its message says why, in words for the person uploading it. */
export class PackShotImageError extends Error {
  override name = 'PackShotImageError';
}

/** The pictures taken, by sharp's name of their format. */
const readableTypes: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The same encoder settings as the build's pack shots (scripts/pack-shots.ts). */
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 4 }),
} as const;

const white = { r: 255, g: 255, b: 255 };

/** An uploaded pack shot, ready to keep: its id, its original's type and every rendition the pages ask for. */
export interface MadePackShot {
  /** The product's slug and the first 12 hex digits of the original's SHA-256. */
  id: string;
  originalType: string;
  files: PackShotFile[];
}

/** The picture's format and its size as it is meant to be seen (turned as its EXIF orientation says). */
async function readHeader(original: Buffer): Promise<{ type: string; width: number; height: number }> {
  if (original.length === 0) throw new PackShotImageError(packShotMessages.notAnImage);
  const metadata = await sharp(original)
    .metadata()
    .catch(() => {
      throw new PackShotImageError(packShotMessages.notAnImage);
    });
  const type = readableTypes[metadata.format];
  if (type === undefined) throw new PackShotImageError(packShotMessages.notAnImage);
  return { type, ...metadata.autoOrient };
}

/**
 * Makes a product's pack shot from an uploaded picture: refuses what is not a JPEG, PNG or WebP
 * picture, or is too small for the product's page or too large to read, then makes each rendition
 * the pages use, fitted whole onto white (no part of the pack is cut), without the picture's
 * metadata (EXIF, GPS: where and by whom it was taken is nobody else's business).
 */
export async function makePackShot(slug: string, original: Buffer): Promise<MadePackShot> {
  const { type, width, height } = await readHeader(original);
  // Judged from the header alone, before a pixel is decoded.
  if (width * height > packShotLimits.pixelsMax)
    throw new PackShotImageError(packShotMessages.tooLarge(width, height));
  if (width < packShotLimits.minWidth || height < packShotLimits.minHeight)
    throw new PackShotImageError(packShotMessages.tooSmall(width, height));

  // Decoded once, upright and on white, no larger than the largest rendition needs.
  const upright = await sharp(original, { limitInputPixels: packShotLimits.pixelsMax })
    .autoOrient()
    .resize({
      width: packShotShareSize.width,
      height: packShotShareSize.width,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: white })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new PackShotImageError(packShotMessages.notAnImage);
    });
  const fitted = (size: { width: number; height: number }) =>
    sharp(upright.data, { raw: upright.info }).resize({ ...size, fit: 'contain', background: white });

  const id = `${slug}-${createHash('sha256').update(original).digest('hex').slice(0, 12)}`;
  const scaled = packShotWidths.flatMap((width) =>
    packShotFormats.map(async (format): Promise<PackShotFile> => {
      const size = { width, height: Math.round((width * packShotSize.height) / packShotSize.width) };
      return {
        name: packShotFileNames.scaled(id, width, format.extension),
        contentType: format.type,
        bytes: await encoders[format.extension](fitted(size)).toBuffer(),
      };
    }),
  );
  const share = (async (): Promise<PackShotFile> => ({
    name: packShotFileNames.share(id),
    contentType: 'image/jpeg',
    bytes: await fitted(packShotShareSize).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  }))();
  return { id, originalType: type, files: await Promise.all([...scaled, share]) };
}
