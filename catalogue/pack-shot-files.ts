/**
 * The files of a product's pack shot, named alike by the build that draws them, the server that makes
 * them from an upload and the pages that show them. Data only, so the home page's islands carry none
 * of the API's schemas with it.
 */

/** Intrinsic size of the largest rendition; every rendition but the share card keeps this 4:3 ratio. */
export const packShotSize = { width: 640, height: 480 } as const;
export const packShotWidths = [320, 640] as const;
/** Best first: a browser takes the first source type it supports. */
export const packShotFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;
/** The social-card rendition (og:image): JPEG, which every link preview reads. */
export const packShotShareSize = { width: 1200, height: 630 } as const;

export type PackShotFormat = (typeof packShotFormats)[number]['extension'];

/** Where the server serves the renditions of uploaded pack shots, by file name. */
export const uploadedPackShotDirectory = '/media/packs';

/**
 * The file names of a pack shot's renditions, after its stem: a product's slug for a drawn one, the
 * id of an uploaded one.
 */
export const packShotFileNames = {
  scaled: (stem: string, width: number, format: PackShotFormat) => `${stem}-${width}.${format}`,
  share: (stem: string) => `${stem}-share.jpg`,
};
