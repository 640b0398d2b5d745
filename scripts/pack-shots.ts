/**
 * Build step (before `react-router build`, and before `npm run dev`): draws every product's pack
 * shot from the catalogue and renders it with sharp to AVIF and WebP at each width, plus a JPEG
 * social card, into public/images/packs/ (not committed). Renders are cached by the hash of their
 * SVG and settings in node_modules/.cache/pack-shots, so an unchanged product costs a file copy.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { catalogueEntries, type CatalogueProduct } from '#catalogue/catalogue.ts';
import {
  packShotFormats,
  packShotShareSize,
  packShotShareUrl,
  packShotSize,
  packShotUrl,
  packShotWidths,
} from '../app/data/pack-shot.ts';
import { iconShapes, type IconShapes, packColours, packShotSvg } from './pack-shot-svg.ts';

const root = path.resolve(import.meta.dirname, '..');
const outputDir = path.join(root, 'public');
const cacheDir = path.join(root, 'node_modules', '.cache', 'pack-shots');

/** The icons of the app's sprite, which the pack shots draw the products' icons from. */
export async function loadIconShapes(): Promise<IconShapes> {
  return iconShapes(await readFile(path.join(root, 'app', 'components', 'ui', 'icons.svg'), 'utf8'));
}

/** Encoder settings; part of the cache key, so changing them renders everything again. */
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 4 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 82, mozjpeg: true }),
} as const;
const settingsKey = `v1 ${sharp.versions.sharp} avif55e2 webp80e4 jpg82m`;

export interface Rendition {
  /** Site path, e.g. /images/packs/insulin-pen-320.avif. */
  url: string;
  width: number;
  height: number;
  format: keyof typeof encoders;
}

/** Every file the build writes for one product. */
export function renditionsFor(product: Pick<CatalogueProduct, 'slug'>): Rendition[] {
  const drawn = { slug: product.slug };
  const scaled = packShotWidths.flatMap((width) =>
    packShotFormats.map((format) => ({
      url: packShotUrl(drawn, width, format.extension),
      width,
      height: Math.round((width * packShotSize.height) / packShotSize.width),
      format: format.extension,
    })),
  );
  return [...scaled, { url: packShotShareUrl(drawn), ...packShotShareSize, format: 'jpg' }];
}

/** Renders one rendition of a product's pack shot to an encoded image buffer. */
export async function render(
  product: Parameters<typeof packShotSvg>[0],
  shapes: IconShapes,
  rendition: Rendition,
): Promise<Buffer> {
  const svg = Buffer.from(packShotSvg(product, shapes));
  const density = (72 * rendition.height) / packShotSize.height;
  let image = sharp(svg, { density }).resize({ height: rendition.height });
  if (rendition.width / rendition.height !== packShotSize.width / packShotSize.height) {
    // The social card is wider than the pack shot: centre it on the product's tint.
    const drawnWidth = Math.round((rendition.height * packShotSize.width) / packShotSize.height);
    const side = (rendition.width - drawnWidth) / 2;
    image = sharp(await image.png().toBuffer()).extend({
      left: Math.floor(side),
      right: Math.ceil(side),
      background: packColours[product.colour].tint,
    });
  }
  return encoders[rendition.format](image).toBuffer();
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes every product's renditions into public/, rendering only what the cache lacks. */
export async function writePackShots() {
  const started = performance.now();
  await mkdir(cacheDir, { recursive: true });
  const written = new Set<string>();
  const shapes = await loadIconShapes();
  let rendered = 0;
  for (const { product } of catalogueEntries()) {
    const svg = packShotSvg(product, shapes);
    for (const rendition of renditionsFor(product)) {
      const key = createHash('sha256')
        .update(`${settingsKey}\n${rendition.width}x${rendition.height}.${rendition.format}\n${svg}`)
        .digest('hex')
        .slice(0, 24);
      const cached = path.join(cacheDir, `${key}.${rendition.format}`);
      if (!(await exists(cached))) {
        await writeFile(cached, await render(product, shapes, rendition));
        rendered += 1;
      }
      const target = path.join(outputDir, rendition.url);
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(cached, target);
      written.add(target);
    }
  }
  // Products that left the catalogue leave no image behind.
  const packsDir = path.dirname([...written][0] ?? outputDir);
  for (const file of await readdir(packsDir)) {
    const full = path.join(packsDir, file);
    if (!written.has(full)) await rm(full);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`pack shots: ${written.size} files (${rendered} rendered, the rest cached) in ${seconds} s`);
}

if (import.meta.main) await writePackShots();
