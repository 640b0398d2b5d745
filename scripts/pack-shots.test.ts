import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { catalogueEntries } from '#catalogue/catalogue.ts';
import { packShotFor, packShotWidths } from '../app/data/pack-shot.ts';
import { packShotSvg, wrapText } from './pack-shot-svg.ts';
import { loadIconShapes, render, renditionsFor } from './pack-shots.ts';

const products = catalogueEntries().map((entry) => entry.product);
const shapes = await loadIconShapes();

describe('pack shots', () => {
  it('has the build write, for every product, each width in AVIF and WebP and a social card', () => {
    for (const product of products) {
      const urls = renditionsFor(product).map(
        (rendition) => `${rendition.url} ${rendition.width}x${rendition.height}`,
      );
      const expected = packShotWidths.flatMap((width) =>
        ['avif', 'webp'].map(
          (format) => `/images/packs/${product.slug}-${width}.${format} ${width}x${width * 0.75}`,
        ),
      );
      expect(urls).toEqual([...expected, `/images/packs/${product.slug}-share.jpg 1200x630`]);
    }
  });

  it('points every page at exactly the files the build writes', () => {
    for (const product of products) {
      const image = packShotFor(product);
      const written = new Set(renditionsFor(product).map((rendition) => rendition.url));
      const referenced = [
        image.src,
        ...image.sources.flatMap((source) =>
          source.srcSet.split(', ').map((candidate) => candidate.split(' ')[0]),
        ),
      ];
      for (const url of referenced) expect(written, url).toContain(url);
      expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
      expect([image.width, image.height]).toEqual([640, 480]);
    }
  });

  it('labels each pack with the product name, strength and dosage form', () => {
    const product = products.find((candidate) => candidate.slug === 'heartguard-coq10')!;
    const text = (svg: string) => [...svg.matchAll(/>([^<]*)<\/text>/g)].map((match) => match[1]).join(' ');
    const label = text(packShotSvg(product, shapes));
    expect(label).toContain('HeartGuard CoQ10');
    expect(label).toContain('100 mg per softgel');
    expect(label).toContain('Softgel capsule');
    expect(text(packShotSvg({ ...product, name: 'A & B <C>' }, shapes))).toContain('A &amp; B &lt;C&gt;');
  });

  it('draws every product with its icon from the sprite', () => {
    for (const product of products) {
      const svg = packShotSvg(product, shapes);
      expect(svg).toContain(shapes.get(product.icon));
    }
    expect(() => packShotSvg({ ...products[0]!, icon: 'no-such-icon' as never }, shapes)).toThrow(
      /no-such-icon/,
    );
  });

  it('wraps long text and cuts it with an ellipsis past the last line', () => {
    expect(wrapText('Vitamin D3 60,000 IU Softgel Capsules', 20, 3)).toEqual([
      'Vitamin D3 60,000 IU',
      'Softgel Capsules',
    ]);
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
  });

  // One product of each shape, every rendition: decoded back to check format and size.
  const samples = ['strip', 'bottle', 'carton'].map((shape) =>
    products.find((product) => product.pack === shape)!,
  );
  it.each(samples.map((product) => [product.pack, product] as const))(
    'renders a %s at every size',
    async (_shape, product) => {
      for (const rendition of renditionsFor(product)) {
        const metadata = await sharp(await render(product, shapes, rendition)).metadata();
        expect(metadata.format).toBe(
          rendition.format === 'jpg' ? 'jpeg' : rendition.format === 'avif' ? 'heif' : 'webp',
        );
        expect([metadata.width, metadata.height]).toEqual([rendition.width, rendition.height]);
      }
    },
  );
});
