/**
 * Draws a product's pack shot as SVG from its catalogue data: a carton, a blister strip or a bottle
 * in the product's colour, labelled with its name, strength and dosage form. scripts/pack-shots.ts
 * renders it to AVIF, WebP and JPEG at build time.
 */
import type { CatalogueColour, CatalogueProduct } from '#catalogue/catalogue.ts';
import { packShotSize } from '../app/data/pack-shot.ts';

type Drawable = Pick<
  CatalogueProduct,
  'name' | 'strength' | 'dosageForm' | 'pack' | 'colour' | 'prescriptionRequired' | 'manufacturer' | 'icon'
>;

/** The shapes of each icon of the app's sprite (app/components/ui/icons.svg), by name. */
export type IconShapes = ReadonlyMap<string, string>;

/** Reads the inner markup of every `<symbol>` in the sprite: Lucide's 24 × 24 strokes. */
export function iconShapes(sprite: string): IconShapes {
  const shapes = new Map<string, string>();
  for (const match of sprite.matchAll(
    /<symbol id="([^"]+)" viewBox="0 0 24 24"[^>]*>([\s\S]*?)<\/symbol>/g,
  )) {
    shapes.set(match[1]!, match[2]!);
  }
  return shapes;
}

/** The product's icon, `size` pixels square with its top left at x, y, stroked in `colour`. */
function icon(shapes: IconShapes, name: string, x: number, y: number, size: number, colour: string): string {
  const markup = shapes.get(name);
  if (markup === undefined) throw new Error(`The icon sprite has no "${name}"`);
  return `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${markup}</g>`;
}

/** Tailwind's 700, 100 and 900 shades: white text on the main shade stays above 4.5:1. */
export const packColours: Record<CatalogueColour, { main: string; tint: string; deep: string }> = {
  rose: { main: '#be123c', tint: '#ffe4e6', deep: '#881337' },
  violet: { main: '#6d28d9', tint: '#ede9fe', deep: '#4c1d95' },
  amber: { main: '#b45309', tint: '#fef3c7', deep: '#78350f' },
  sky: { main: '#0369a1', tint: '#e0f2fe', deep: '#0c4a6e' },
  emerald: { main: '#047857', tint: '#d1fae5', deep: '#064e3b' },
  teal: { main: '#0f766e', tint: '#ccfbf1', deep: '#134e4a' },
  indigo: { main: '#4338ca', tint: '#e0e7ff', deep: '#312e81' },
  orange: { main: '#c2410c', tint: '#ffedd5', deep: '#7c2d12' },
};

const font = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif\"";

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Splits text into at most `maxLines` lines of about `maxChars` characters, ending in "…" if cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || line === '') line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  return kept;
}

interface LabelBox {
  x: number;
  y: number;
  width: number;
  /** The text stays above y + height. */
  height: number;
  /** Text colour of the name; the rest is drawn a little lighter. */
  ink: string;
  soft: string;
  anchor: 'start' | 'middle';
}

/**
 * Name (bold, up to 3 lines), strength and dosage form (up to 2 lines each), stacked from the top of
 * the box: at full size when they fit, else at the largest of a few smaller sizes that does.
 */
function label(product: Drawable, box: LabelBox): string {
  const x = box.anchor === 'middle' ? box.x + box.width / 2 : box.x;
  const layout = (scale: number) => {
    const nameSize = 30 * scale;
    const detailSize = 19 * scale;
    const perLine = (size: number) => Math.floor(box.width / (size * 0.6));
    const name = wrapText(product.name, perLine(nameSize), 3);
    const strength = wrapText(product.strength, perLine(detailSize), 2);
    const form = wrapText(product.dosageForm, perLine(detailSize), 2);
    const height =
      name.length * nameSize * 1.15 + 8 + (strength.length + form.length) * detailSize * 1.25 + 8;
    return { nameSize, detailSize, name, strength, form, height };
  };
  const scales = [1, 0.9, 0.8, 0.7, 0.6];
  const fitted = scales.map(layout).find((candidate) => candidate.height <= box.height) ?? layout(0.6);
  const { nameSize, detailSize } = fitted;
  const parts: string[] = [];
  let y = box.y + nameSize;
  for (const line of fitted.name) {
    parts.push(
      `<text x="${x}" y="${y}" ${font} font-size="${nameSize}" font-weight="700" fill="${box.ink}" text-anchor="${box.anchor}">${escapeXml(line)}</text>`,
    );
    y += nameSize * 1.15;
  }
  y += 8 - nameSize * 0.15 + detailSize * 0.1;
  for (const [lines, weight] of [
    [fitted.strength, 700],
    [fitted.form, 400],
  ] as const) {
    for (const line of lines) {
      parts.push(
        `<text x="${x}" y="${y}" ${font} font-size="${detailSize}" font-weight="${weight}" fill="${box.soft}" text-anchor="${box.anchor}">${escapeXml(line)}</text>`,
      );
      y += detailSize * 1.25;
    }
    y += 4;
  }
  return parts.join('');
}

function rxMark(x: number, y: number, colour: string): string {
  return `<rect x="${x}" y="${y}" width="52" height="34" rx="6" fill="#ffffff" stroke="${colour}" stroke-width="3"/><text x="${x + 26}" y="${y + 25}" ${font} font-size="20" font-weight="700" fill="${colour}" text-anchor="middle">Rx</text>`;
}

function carton(product: Drawable, shapes: IconShapes): string {
  const { main, deep } = packColours[product.colour];
  return [
    // side and top faces, then the front
    `<path d="M470 110 L520 80 L520 380 L470 410 Z" fill="${deep}"/>`,
    `<path d="M150 110 L200 80 L520 80 L470 110 Z" fill="${main}" opacity="0.8"/>`,
    `<rect x="150" y="110" width="320" height="300" fill="#ffffff" stroke="${deep}" stroke-width="2"/>`,
    `<rect x="150" y="110" width="320" height="46" fill="${main}"/>`,
    `<text x="166" y="142" ${font} font-size="20" font-weight="700" fill="#ffffff">${escapeXml(product.manufacturer)}</text>`,
    icon(shapes, product.icon, 424, 117, 32, '#ffffff'),
    label(product, { x: 166, y: 170, width: 288, height: 200, ink: deep, soft: '#334155', anchor: 'start' }),
    `<rect x="150" y="384" width="320" height="26" fill="${main}"/>`,
    product.prescriptionRequired ? rxMark(404, 338, main) : '',
  ].join('');
}

function strip(product: Drawable, shapes: IconShapes): string {
  const { main, deep } = packColours[product.colour];
  const capsule = /capsule|softgel/i.test(product.dosageForm);
  const blisters: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const cx = 350 + column * 50;
      const cy = 314 + row * 62;
      blisters.push(
        capsule
          ? `<rect x="${cx - 15}" y="${cy - 26}" width="30" height="52" rx="15" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/><rect x="${cx - 15}" y="${cy - 26}" width="30" height="26" rx="15" fill="${main}" opacity="0.85"/>`
          : `<circle cx="${cx}" cy="${cy}" r="20" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="14" fill="${main}" opacity="0.25"/>`,
      );
    }
  }
  return [
    `<rect x="70" y="70" width="520" height="350" rx="18" fill="#e2e8f0" stroke="#94a3b8" stroke-width="2"/>`,
    `<rect x="70" y="70" width="520" height="190" rx="18" fill="${main}"/>`,
    `<rect x="70" y="220" width="520" height="40" fill="${main}"/>`,
    label(product, {
      x: 96,
      y: 86,
      width: 410,
      height: 164,
      ink: '#ffffff',
      soft: '#ffffff',
      anchor: 'start',
    }),
    icon(shapes, product.icon, 516, 92, 48, '#ffffff'),
    `<text x="96" y="314" ${font} font-size="15" font-weight="700" fill="${deep}">${escapeXml(product.manufacturer)}</text>`,
    product.prescriptionRequired ? rxMark(96, 340, deep) : '',
    ...blisters,
  ].join('');
}

function bottle(product: Drawable, shapes: IconShapes): string {
  const { main, deep } = packColours[product.colour];
  return [
    `<rect x="270" y="42" width="100" height="50" rx="8" fill="${deep}"/>`,
    `<rect x="290" y="92" width="60" height="22" fill="${main}" opacity="0.7"/>`,
    `<path d="M290 114 L350 114 Q470 130 470 190 L470 410 Q470 430 450 430 L190 430 Q170 430 170 410 L170 190 Q170 130 290 114 Z" fill="${main}"/>`,
    icon(shapes, product.icon, 304, 128, 32, '#ffffff'),
    `<rect x="186" y="168" width="268" height="236" rx="10" fill="#ffffff"/>`,
    `<text x="320" y="196" ${font} font-size="16" font-weight="700" fill="${main}" text-anchor="middle">${escapeXml(product.manufacturer)}</text>`,
    label(product, { x: 196, y: 206, width: 248, height: 190, ink: deep, soft: '#334155', anchor: 'middle' }),
    product.prescriptionRequired ? rxMark(294, 360, main) : '',
  ].join('');
}

const packs = { carton, strip, bottle } as const;

/** The product's pack shot as a standalone SVG document, 640 × 480, with its icon from the sprite. */
export function packShotSvg(product: Drawable, shapes: IconShapes): string {
  const { width, height } = packShotSize;
  const { main, tint } = packColours[product.colour];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${tint}"/>`,
    `<ellipse cx="320" cy="446" rx="250" ry="16" fill="${main}" opacity="0.18"/>`,
    packs[product.pack](product, shapes),
    '</svg>',
  ].join('');
}
