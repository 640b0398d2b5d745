import './zod-setup.ts';
import { z } from 'zod';
import { bodyTooLargeAnswer, defineEndpoint, errorAnswer, staffOnly } from './endpoint.ts';
import { productEndpoints, productMessages } from './products.ts';

/**
 * A product's pack shot: the picture its page, its list card, the home page's showcase and its
 * share card show. The build draws one for every product; staff may upload a photograph instead,
 * which the server makes into the same renditions and puts on the product's draft.
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

export const packShotLimits = {
  /** Bytes of one upload: a phone's photograph, with room to spare. */
  uploadBytesMax: 8 * 1024 * 1024,
  /** The largest rendition's size: a smaller picture would be blown up on the product's page. */
  minWidth: packShotSize.width,
  minHeight: packShotSize.height,
  /** Pixels of the largest picture read: more only costs memory and time. */
  pixelsMax: 40_000_000,
} as const;

export const packShotMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

const pixels = (width: number, height: number) =>
  `${width.toLocaleString('en-IN')} × ${height.toLocaleString('en-IN')} pixels`;

export const packShotMessages = {
  notAnImage:
    'The file is not a JPEG, PNG or WebP image. Save the picture as one of those and upload it again.',
  tooSmall: (width: number, height: number) =>
    `The picture is ${pixels(width, height)}: the product’s page shows it at up to ${pixels(packShotLimits.minWidth, packShotLimits.minHeight)}. Upload a larger picture.`,
  tooLarge: (width: number, height: number) =>
    `The picture is ${pixels(width, height)}, over ${packShotLimits.pixelsMax / 1_000_000} megapixels. Upload a smaller picture.`,
  draftBehind:
    'The draft was made from an older version of this product: save the draft again, then upload the picture.',
} as const;

const upload = defineEndpoint({
  method: 'PUT',
  path: '/api/products/{slug}/pack-shot',
  operationId: 'uploadProductPackShot',
  summary: 'Upload a product’s pack shot to its draft',
  description:
    'Takes a JPEG, PNG or WebP picture as the body, at least 640 × 480 pixels and at most 40 megapixels; its ' +
    'type is read from its bytes. The server removes its metadata (EXIF, GPS), makes the renditions the pages ' +
    'show (320 and 640 pixels wide in AVIF and WebP, fitted whole into 4:3 on white, and a 1200 × 630 JPEG ' +
    'share card), served at /media/packs/{file}, and keeps the original. The pack shot goes on the product’s ' +
    'draft, made from the live version when there is none; publishing the draft puts it on the pages. A ' +
    'picture needs no medical approval, but saving the draft withdraws an approval it had.',
  tags: ['products'],
  access: staffOnly('catalogue'),
  params: productEndpoints.read.params,
  body: z
    .instanceof(Uint8Array, { error: packShotMessages.notAnImage })
    .meta({ type: 'string', format: 'binary', description: 'The picture’s bytes.' }),
  bodyMediaTypes: packShotMediaTypes,
  bodyLimit: packShotLimits.uploadBytesMax,
  answers: {
    200: {
      description: 'The product, its draft naming the new pack shot in `record.packShot`.',
      schema: productEndpoints.read.answers[200].schema,
    },
    400: errorAnswer(`${packShotMessages.notAnImage} Also a picture too small or too large.`),
    404: errorAnswer(productMessages.notFound),
    409: errorAnswer(
      `${packShotMessages.draftBehind} Also “${productMessages.staleVersion}” when the product changed meanwhile.`,
    ),
    413: bodyTooLargeAnswer(packShotLimits.uploadBytesMax),
  },
});

export const productPackShotEndpoints = { upload };
