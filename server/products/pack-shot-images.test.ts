import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { packShotMessages } from '#contract/product-pack-shots.ts';
import { makePackShot, PackShotImageError } from './pack-shot-images.ts';

const red = { r: 185, g: 28, b: 28 };

/** A picture of one colour, as a phone would save it: with EXIF, GPS among it. */
function photograph(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: red } }).withExif({
    IFD0: { ImageDescription: 'Pack on the desk', Artist: 'R. Sharma' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '17/1 23/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '78/1 29/1 0/1',
    },
  });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, check]);
}

/** A PNG whose header claims a size, with a few bytes of pixels behind it: decoding it would fail. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(made: Promise<unknown>) {
  const error = await made.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PackShotImageError);
  return (error as PackShotImageError).message;
}

describe('makePackShot', () => {
  it('makes every rendition the pages use from a PNG, fitted whole onto white, without its EXIF', async () => {
    const original = await photograph(1600, 900).png().toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const made = await makePackShot('heartguard-coq10', original);
    expect(made.id).toMatch(/^heartguard-coq10-[0-9a-f]{12}$/);
    expect(made.originalType).toBe('image/png');
    const renditions = await Promise.all(
      made.files.map(async (file) => {
        const metadata = await sharp(file.bytes).metadata();
        return {
          name: file.name,
          contentType: file.contentType,
          format: metadata.format,
          size: `${metadata.width}x${metadata.height}`,
          metadata: [metadata.exif, metadata.xmp, metadata.iptc].filter(Boolean).length,
        };
      }),
    );
    expect(renditions).toEqual([
      {
        name: `${made.id}-320.avif`,
        contentType: 'image/avif',
        format: 'heif',
        size: '320x240',
        metadata: 0,
      },
      {
        name: `${made.id}-320.webp`,
        contentType: 'image/webp',
        format: 'webp',
        size: '320x240',
        metadata: 0,
      },
      {
        name: `${made.id}-640.avif`,
        contentType: 'image/avif',
        format: 'heif',
        size: '640x480',
        metadata: 0,
      },
      {
        name: `${made.id}-640.webp`,
        contentType: 'image/webp',
        format: 'webp',
        size: '640x480',
        metadata: 0,
      },
      {
        name: `${made.id}-share.jpg`,
        contentType: 'image/jpeg',
        format: 'jpeg',
        size: '1200x630',
        metadata: 0,
      },
    ]);

    // 16:9 into 4:3: white bands above and below, the picture whole between them.
    const largest = made.files.find((file) => file.name.endsWith('-640.webp'))!;
    const { data, info } = await sharp(largest.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    for (const channel of pixel(320, 10)) expect(channel).toBeGreaterThan(245);
    const [r, g, b] = pixel(320, 240);
    expect([Math.abs(r! - red.r), Math.abs(g! - red.g), Math.abs(b! - red.b)].every((gap) => gap < 12)).toBe(
      true,
    );
    for (const channel of pixel(5, 240)) expect(channel).toBeLessThan(245);
  });

  it('names the same picture the same, and another picture otherwise', async () => {
    const original = await photograph(800, 600).jpeg().toBuffer();
    const again = await makePackShot('neurovital', Buffer.from(original));
    expect((await makePackShot('neurovital', original)).id).toBe(again.id);
    const other = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    expect((await makePackShot('neurovital', other)).id).not.toBe(again.id);
    expect(again.originalType).toBe('image/jpeg');
  });

  it('turns a photograph upright as its EXIF orientation says before judging its size', async () => {
    // Stored 600 wide and 800 high, seen 800 wide and 600 high.
    const sideways = await sharp({ create: { width: 600, height: 800, channels: 3, background: red } })
      .withMetadata({ orientation: 6 })
      .webp()
      .toBuffer();
    const made = await makePackShot('neurovital', sideways);
    expect(made.originalType).toBe('image/webp');
    expect(made.files).toHaveLength(5);
  });

  it('refuses a picture smaller than the product page shows, saying its size', async () => {
    const small = await photograph(300, 200).png().toBuffer();
    expect(await refusal(makePackShot('neurovital', small))).toBe(packShotMessages.tooSmall(300, 200));
    const narrow = await photograph(639, 2000).jpeg().toBuffer();
    expect(await refusal(makePackShot('neurovital', narrow))).toBe(packShotMessages.tooSmall(639, 2000));
  });

  it('refuses a picture over 40 megapixels from its header, without decoding it', async () => {
    expect(await refusal(makePackShot('neurovital', pngHeaderOnly(8000, 5001)))).toBe(
      packShotMessages.tooLarge(8000, 5001),
    );
  });

  it('refuses what is not a JPEG, PNG or WebP picture', async () => {
    const text = Buffer.from('Batch NV-2291, expiry 12/2027\n');
    expect(await refusal(makePackShot('neurovital', text))).toBe(packShotMessages.notAnImage);
    expect(await refusal(makePackShot('neurovital', Buffer.alloc(0)))).toBe(packShotMessages.notAnImage);
    const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: red } })
      .gif()
      .toBuffer();
    expect(await refusal(makePackShot('neurovital', gif))).toBe(packShotMessages.notAnImage);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );
    expect(await refusal(makePackShot('neurovital', svg))).toBe(packShotMessages.notAnImage);
    // A JPEG cut short in its pixels: its header reads, the picture does not.
    const whole = await photograph(1600, 900).jpeg().toBuffer();
    expect(await refusal(makePackShot('neurovital', whole.subarray(0, 2000)))).toBe(
      packShotMessages.notAnImage,
    );
  });
});
