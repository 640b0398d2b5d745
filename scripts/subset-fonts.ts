/**
 * Build step (before Vite, like the pack shots; `npm run dev` runs it too): cuts Noto Sans Telugu and
 * Noto Sans Devanagari down to the letters the site's Telugu and Hindi pages use, and writes them with
 * the @font-face rules that name them into app/fonts/ (not committed), which app/app.css imports.
 * Each script gets two faces of one family: the subset, which the page preloads (app/root.tsx), and
 * the whole script file for every other code point of its range (a recall notice or a chat message
 * with a rarer letter), which the browser fetches only for a page that has such a letter.
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

export interface ScriptFace {
  locale: 'te' | 'hi';
  family: string;
  /** The whole script's file from @fontsource-variable, as a module specifier. */
  source: string;
  /** The file name of the subset in app/fonts/. */
  subsetFile: string;
  /** Every code point the script's face stands for (fontsource's own unicode-range for the file). */
  range: readonly CodePointRange[];
}

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
  },
];

/**
 * The weights the design uses (docs/design.md, type scale: 400 to 800). The subset keeps the wght
 * axis over just that span: one file for every weight, and the deltas beyond it dropped.
 */
export const weightSpan = { min: 400, max: 800 } as const;

/**
 * Always in the subset, whatever the texts hold today: the dandas, the joiners that select a
 * conjunct's form, the dotted circle that shaping draws under a lone sign, and the rupee sign. The
 * script files have no Latin letters or digits (Inter draws those), so those are not listed.
 */
const alwaysKept = '\u0964\u0965\u200c\u200d\u25cc\u20b9';

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
  face: ScriptFace;
  woff2: Buffer;
  /** What the subset draws: the code points of its range that the texts use and the font has. */
  subsetRange: CodePointRange[];
  /** The rest of the script's range, left to the whole file. */
  restRange: CodePointRange[];
}

/** Cuts one script's font down to the code points of its range that `text` uses. */
export async function subsetScriptFace(face: ScriptFace, text: string): Promise<SubsetFace> {
  const wanted = [...new Set([...text, ...alwaysKept])]
    .map((char) => char.codePointAt(0) ?? 0)
    .filter((codePoint) => inRanges(codePoint, face.range));
  const source = await readFile(require.resolve(face.source));
  const woff2 = await subsetFont(source, String.fromCodePoint(...wanted), {
    targetFormat: 'woff2',
    variationAxes: { wght: weightSpan },
  });
  const drawn = new Set(
    fontkit.create(woff2).characterSet.filter((codePoint) => inRanges(codePoint, face.range)),
  );
  return {
    face,
    woff2,
    subsetRange: toRanges(drawn),
    restRange: toRanges(rangeCodePoints(face.range).filter((codePoint) => !drawn.has(codePoint))),
  };
}

/**
 * Both faces of a script's family. Their descriptors are the same (weight 400 to 800 too for the
 * whole file), since a browser composes faces by unicode-range only within one set of descriptors.
 * `optional` as for Inter (app/app.css): a face that is late is not swapped in, so nothing shifts.
 */
export function fontFaceRules(subset: SubsetFace): string {
  const whole = path.relative(fontsDir, require.resolve(subset.face.source)).split(path.sep).join('/');
  const rule = (comment: string, url: string, ranges: readonly CodePointRange[]) =>
    [
      `/* ${comment} */`,
      '@font-face {',
      `  font-family: '${subset.face.family}';`,
      '  font-style: normal;',
      '  font-display: optional;',
      `  font-weight: ${weightSpan.min} ${weightSpan.max};`,
      `  src: url('${url}') format('woff2-variations');`,
      `  unicode-range: ${unicodeRange(ranges)};`,
      '}',
    ].join('\n');
  return [
    rule(
      'The letters the pages use, preloaded by app/root.tsx.',
      `./${subset.face.subsetFile}`,
      subset.subsetRange,
    ),
    rule('Every other letter of the script: fetched only by a page that has one.', whole, subset.restRange),
  ].join('\n\n');
}

/** Writes both subsets and their rules into app/fonts/. */
export async function writeScriptFonts(): Promise<SubsetFace[]> {
  const text = await appSourceText();
  const subsets = await Promise.all(scriptFaces.map((face) => subsetScriptFace(face, text)));
  await mkdir(fontsDir, { recursive: true });
  for (const subset of subsets) await writeFile(path.join(fontsDir, subset.face.subsetFile), subset.woff2);
  const css = [
    '/* Written by scripts/subset-fonts.ts at each build; not committed. */',
    ...subsets.map(fontFaceRules),
  ].join('\n\n');
  await writeFile(path.join(fontsDir, 'script-faces.css'), `${css}\n`);
  return subsets;
}

if (import.meta.main) {
  for (const subset of await writeScriptFonts()) {
    console.log(
      `fonts: ${subset.face.subsetFile} ${(subset.woff2.length / 1024).toFixed(1)} KB, ${unicodeRange(subset.subsetRange)}`,
    );
  }
}
