/**
 * Build step (before Vite, like the pack shots; `npm run dev` runs it too): cuts Noto Sans Telugu,
 * Noto Sans Devanagari and the Latin of Noto Sans (which those pages set their Latin letters in) down
 * to the letters the site's Telugu and Hindi pages use, and writes them with the @font-face rules
 * that name them into app/fonts/ (not committed), which app/app.css imports. Each file has two
 * faces: the cut, which a page in that language preloads (app/root.tsx), and the whole file for
 * every other code point of its range (a recall notice or a chat message with a rarer letter), which
 * the browser fetches only for a page that has such a letter.
 * See docs/decisions/055-script-fonts-cut-to-the-site-letters.md.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import fontkit from '@pdf-lib/fontkit';

const root = path.resolve(import.meta.dirname, '..');
const appDir = path.join(root, 'app');
const languagesDir = path.join(root, 'languages');
export const fontsDir = path.join(appDir, 'fonts');
const require = createRequire(import.meta.url);

/** An inclusive range of code points, as a unicode-range lists them. */
export type CodePointRange = readonly [first: number, last: number];

/** One font file: cut to what the pages use, the rest of it left to the whole file. */
export interface FontFile {
  /** The CSS family its faces belong to. */
  family: string;
  /** The whole file from @fontsource-variable, as a module specifier. */
  source: string;
  /** The file name of the cut in app/fonts/. */
  subsetFile: string;
  /** Every code point the file stands for (fontsource's own unicode-range for it). */
  range: readonly CodePointRange[];
  /** In the cut whatever the texts hold today. */
  alwaysKept: string;
}

export interface ScriptFace extends FontFile {
  locale: 'te' | 'hi';
}

/**
 * Always in a script's cut: the dandas, the joiners that select a conjunct's form, the dotted
 * circle that shaping draws under a lone sign, and the rupee sign.
 */
const scriptAlwaysKept = '\u0964\u0965\u200c\u200d\u25cc\u20b9';

export const scriptFaces: readonly ScriptFace[] = [
  {
    locale: 'te',
    family: 'Noto Sans Telugu Variable',
    source: '@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2',
    subsetFile: 'noto-sans-telugu-subset.woff2',
    range: [
      [0x0951, 0x0952],
      [0x0964, 0x0965],
      [0x0c00, 0x0c7f],
      [0x1cda, 0x1cda],
      [0x1cf2, 0x1cf2],
      [0x200c, 0x200d],
      [0x25cc, 0x25cc],
    ],
    alwaysKept: scriptAlwaysKept,
  },
  {
    locale: 'hi',
    family: 'Noto Sans Devanagari Variable',
    source:
      '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    subsetFile: 'noto-sans-devanagari-subset.woff2',
    range: [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cf9],
      [0x200c, 0x200d],
      [0x20a8, 0x20a8],
      [0x20b9, 0x20b9],
      [0x20f0, 0x20f0],
      [0x25cc, 0x25cc],
      [0xa830, 0xa839],
      [0xa8e0, 0xa8ff],
    ],
    alwaysKept: scriptAlwaysKept,
  },
];

/**
 * The Latin letters of a Telugu or Hindi page (the brand, product names, numbers): Noto Sans, the
 * Latin the Noto script faces are drawn to sit beside, so such a page fetches one family, not Inter
 * as well. Its range is fontsource's for the Latin file but the joiners, which stay with the script.
 */
export const latinFace: FontFile = {
  family: 'Noto Sans Variable',
  source: '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  subsetFile: 'noto-sans-latin-subset.woff2',
  range: [
    [0x0000, 0x00ff],
    [0x0131, 0x0131],
    [0x0152, 0x0153],
    [0x02bb, 0x02bc],
    [0x02c6, 0x02c6],
    [0x02da, 0x02da],
    [0x02dc, 0x02dc],
    [0x0304, 0x0304],
    [0x0308, 0x0308],
    [0x0329, 0x0329],
    [0x2000, 0x200b],
    [0x200e, 0x206f],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2191, 0x2191],
    [0x2193, 0x2193],
    [0x2212, 0x2212],
    [0x2215, 0x2215],
    [0xfeff, 0xfeff],
    [0xfffd, 0xfffd],
  ],
  // Every printable ASCII character, for a name or a number staff write later.
  alwaysKept: String.fromCodePoint(...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i)),
};

/**
 * The weights a Telugu or Hindi page is set in (docs/design.md, type scale): 400 to 700. The cuts
 * keep the wght axis over just that span: one file for every weight, and the deltas beyond it
 * dropped. The display and figure styles' 800 is drawn at 700 there: Noto Sans Telugu's deltas
 * from 700 to 800 alone weigh 18 KB of its 59, a third of what such a page waits for before its
 * first paint beyond an English one (decision 055).
 */
export const weightSpan = { min: 400, max: 700 } as const;

/** Inter's file, whose line metrics the Latin face takes (see `writeScriptFonts`). */
const interSource = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The catalogue messages of a language, one string each. */
export async function catalogueTexts(locale: ScriptFace['locale']): Promise<string[]> {
  const dir = path.join(languagesDir, 'messages', locale);
  const texts: string[] = [];
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.json')).sort()) {
    const catalogue = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<
      string,
      { text: string }
    >;
    for (const message of Object.values(catalogue)) texts.push(message.text);
  }
  return texts;
}

/**
 * Every text of the app that a page could show: its sources and data (product content, Telugu and
 * Hindi texts kept beside their feature, the languages and their catalogues), not its tests.
 */
export async function appSourceText(dirs: readonly string[] = [appDir, languagesDir]): Promise<string> {
  let text = '';
  for (const dir of dirs)
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== fontsDir) text += await appSourceText([full]);
      } else if (/\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        text += await readFile(full, 'utf8');
      }
    }
  return text;
}

function inRanges(codePoint: number, ranges: readonly CodePointRange[]) {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** Sorted code points as ranges of consecutive ones. */
export function toRanges(codePoints: Iterable<number>): CodePointRange[] {
  const ranges: [number, number][] = [];
  for (const codePoint of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

function rangeCodePoints(ranges: readonly CodePointRange[]): number[] {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
}

export function unicodeRange(ranges: readonly CodePointRange[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

export interface SubsetFace {
  file: FontFile;
  woff2: Buffer;
  /** What the cut draws: the code points of its range that the texts use and the font has. */
  subsetRange: CodePointRange[];
  /**
   * What the whole file draws of the rest of its range. A code point the file has no letter for is
   * in neither, so a page with one does not fetch the whole file in vain.
   */
  restRange: CodePointRange[];
}

/** Cuts one font file down to the code points of its range that `text` uses. */
export async function subsetFontFile(file: FontFile, text: string): Promise<SubsetFace> {
  const wanted = [...new Set([...text, ...file.alwaysKept])]
    .map((char) => char.codePointAt(0) ?? 0)
    .filter((codePoint) => inRanges(codePoint, file.range));
  const source = await readFile(require.resolve(file.source));
  const woff2 = await subsetFont(source, String.fromCodePoint(...wanted), {
    targetFormat: 'woff2',
    variationAxes: { wght: weightSpan },
  });
  const drawnBy = (font: Buffer) =>
    new Set(fontkit.create(font).characterSet.filter((codePoint) => inRanges(codePoint, file.range)));
  const drawn = drawnBy(woff2);
  const wholeDraws = drawnBy(source);
  return {
    file,
    woff2,
    subsetRange: toRanges(drawn),
    restRange: toRanges(
      rangeCodePoints(file.range).filter((codePoint) => wholeDraws.has(codePoint) && !drawn.has(codePoint)),
    ),
  };
}

/** Ascent and descent as percentages of the font size, as @font-face overrides take them. */
export interface LineMetrics {
  ascent: number;
  descent: number;
}

/** Inter's own line metrics (its hhea and OS/2 typo values are the same). */
export async function interLineMetrics(): Promise<LineMetrics> {
  const font = fontkit.create(await readFile(require.resolve(interSource)));
  const percent = (units: number) => Math.round((Math.abs(units) / font.unitsPerEm) * 100_000) / 1000;
  return { ascent: percent(font.ascent), descent: percent(font.descent) };
}

/**
 * A file's two faces: its cut and the whole file. Their descriptors are the same (weight 400 to 800
 * too for the whole file), since a browser composes faces by unicode-range only within one set of
 * descriptors. `optional` as for Inter (app/app.css): a face that is late is not swapped in, so
 * nothing shifts. With `metrics`, both take those line metrics.
 */
export function fontFaceRules(subset: SubsetFace, metrics?: LineMetrics): string {
  const whole = path.relative(fontsDir, require.resolve(subset.file.source)).split(path.sep).join('/');
  const rule = (comment: string, url: string, ranges: readonly CodePointRange[]) =>
    [
      `/* ${comment} */`,
      '@font-face {',
      `  font-family: '${subset.file.family}';`,
      '  font-style: normal;',
      '  font-display: optional;',
      `  font-weight: ${weightSpan.min} ${weightSpan.max};`,
      `  src: url('${url}') format('woff2-variations');`,
      `  unicode-range: ${unicodeRange(ranges)};`,
      ...(metrics
        ? [
            `  ascent-override: ${metrics.ascent}%;`,
            `  descent-override: ${metrics.descent}%;`,
            '  line-gap-override: 0%;',
          ]
        : []),
      '}',
    ].join('\n');
  return [
    rule(
      'The letters the pages use, preloaded by app/root.tsx.',
      `./${subset.file.subsetFile}`,
      subset.subsetRange,
    ),
    rule('Every other letter of the file: fetched only by a page that has one.', whole, subset.restRange),
  ].join('\n\n');
}

/** Writes the cuts of both scripts and of their Latin, and the rules that name them, into app/fonts/. */
export async function writeScriptFonts(): Promise<SubsetFace[]> {
  const text = await appSourceText();
  const [latin, scripts] = await Promise.all([
    subsetFontFile(latinFace, text),
    Promise.all(scriptFaces.map((face) => subsetFontFile(face, text))),
  ]);
  await mkdir(fontsDir, { recursive: true });
  for (const subset of [latin, ...scripts])
    await writeFile(path.join(fontsDir, subset.file.subsetFile), subset.woff2);
  const css = [
    '/* Written by scripts/subset-fonts.ts at each build; not committed. */',
    // The Latin face keeps Inter's line metrics: a line on a Telugu or Hindi page is as tall, and its
    // text sits as high, as on an English one.
    fontFaceRules(latin, await interLineMetrics()),
    ...scripts.map((subset) => fontFaceRules(subset)),
  ].join('\n\n');
  await writeFile(path.join(fontsDir, 'script-faces.css'), `${css}\n`);
  return [latin, ...scripts];
}

if (import.meta.main) {
  for (const subset of await writeScriptFonts())
    console.log(
      `fonts: ${subset.file.subsetFile} ${(subset.woff2.length / 1024).toFixed(1)} KB, ${unicodeRange(subset.subsetRange)}`,
    );
}
