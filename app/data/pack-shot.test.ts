import { describe, expect, it } from 'vitest';
import { packShotFor, packShotShareUrl, packShotUrl } from './pack-shot.ts';

describe('a product’s pack shot addresses', () => {
  it('names the drawn pack shot by the product’s slug', () => {
    const drawn = { slug: 'neurovital' };
    expect(packShotFor(drawn).src).toBe('/images/packs/neurovital-640.webp');
    expect(packShotShareUrl(drawn)).toBe('/images/packs/neurovital-share.jpg');
  });

  it('names an uploaded pack shot by its id, under /media/packs', () => {
    const uploaded = { slug: 'neurovital', packShot: 'neurovital-0123456789ab' };
    expect(packShotFor(uploaded)).toEqual({
      src: '/media/packs/neurovital-0123456789ab-640.webp',
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/media/packs/neurovital-0123456789ab-320.avif 320w, /media/packs/neurovital-0123456789ab-640.avif 640w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/media/packs/neurovital-0123456789ab-320.webp 320w, /media/packs/neurovital-0123456789ab-640.webp 640w',
        },
      ],
      width: 640,
      height: 480,
    });
    expect(packShotUrl(uploaded, 320, 'avif')).toBe('/media/packs/neurovital-0123456789ab-320.avif');
    expect(packShotShareUrl(uploaded)).toBe('/media/packs/neurovital-0123456789ab-share.jpg');
  });
});
