import './zod-setup.ts';
import { z } from 'zod';
import { defineEndpoint, errorAnswer, staffOnly } from './endpoint.ts';
import { productEndpoints, productMessages } from './products.ts';
import { packShotSize } from '#catalogue/pack-shot-files.ts';

/**
 * A product's pack shot: the picture its page, its list card, the home page's showcase and its
 * share card show. The build draws one for every product; staff may upload a photograph instead,
 * which the server makes into the same renditions and puts on the product's draft.
 */

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
  },
});

export const productPackShotEndpoints = { upload };
