import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appSourceText,
  catalogueTexts,
  type CodePointRange,
  type FontFile,
  fontFaceRules,
  interLineMetrics,
  latinFace,
  type ScriptFace,
  scriptFaces,
  type SubsetFace,
  subsetFontFile,
  toRanges,
  unicodeRange,
  weightSpan,
} from './subset-fonts.ts';

const require = createRequire(import.meta.url);

const inRanges = (codePoint: number, ranges: readonly CodePointRange[]) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

const codePointsOf = ([first, last]: CodePointRange) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);

type Font = ReturnType<typeof fontkit.create>;

const missingFrom = (font: Font, codePoints: number[]) =>
  codePoints
    .filter((codePoint) => !font.hasGlyphForCodePoint(codePoint))
    .map((codePoint) => `U+${codePoint.toString(16).toUpperCase()}`);

/** The code points of every text of a language's catalogue. */
async function catalogueCodePoints(locale: ScriptFace['locale']): Promise<number[]> {
  const text = (await catalogueTexts(locale)).join('');
  return [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))];
}

function expectSplitWithoutGapOrOverlap(subset: SubsetFace, whole: Font) {
  const both = [...subset.subsetRange, ...subset.restRange].flatMap(codePointsOf);
  expect(new Set(both).size).toBe(both.length);
  // Both together: every code point of the file's range that the whole file draws.
  const drawn = subset.file.range
    .flatMap(codePointsOf)
    .filter((codePoint) => whole.hasGlyphForCodePoint(codePoint));
  expect(toRanges(both)).toEqual(toRanges(drawn));
}

async function wholeFont(file: FontFile): Promise<Font> {
  return fontkit.create(await readFile(require.resolve(file.source)));
}

function expectWeightSpan(font: Font) {
  // fontkit reads the fvar table into `variationAxes`; @pdf-lib/fontkit's types leave it out.
  const { variationAxes } = font as Font & { variationAxes: Record<string, { min: number; max: number }> };
  expect(variationAxes.wght).toMatchObject({ min: weightSpan.min, max: weightSpan.max });
}

describe.each(scriptFaces)('the $locale font subset', (face) => {
  let subset: SubsetFace;
  let font: Font;
  let scriptLetters: number[];

  beforeAll(async () => {
    subset = await subsetFontFile(face, await appSourceText());
    font = fontkit.create(subset.woff2);
    scriptLetters = (await catalogueCodePoints(face.locale)).filter((codePoint) =>
      inRanges(codePoint, face.range),
    );
  }, 60_000);

  it('draws every letter of the catalogue that its script face stands for', () => {
    expect(scriptLetters.length).toBeGreaterThan(40);
    expect(missingFrom(font, scriptLetters)).toEqual([]);
  });

  it('claims those letters in its unicode-range, and leaves them out of the whole file’s', () => {
    for (const codePoint of scriptLetters) {
      expect(inRanges(codePoint, subset.subsetRange)).toBe(true);
      expect(inRanges(codePoint, subset.restRange)).toBe(false);
    }
  });

  it('leaves a letter no text uses to the whole file', () => {
    // The vocalic long RR, in neither catalogue nor any page text.
    const unused = face.locale === 'te' ? 0x0c60 : 0x0960;
    expect(scriptLetters).not.toContain(unused);
    expect(font.hasGlyphForCodePoint(unused)).toBe(false);
    expect(inRanges(unused, subset.restRange)).toBe(true);
  });

  it('splits the script’s range between the two faces without a gap or an overlap', async () => {
    expectSplitWithoutGapOrOverlap(subset, await wholeFont(face));
  });

  it('keeps the weight axis over the weights the design uses', () => {
    expectWeightSpan(font);
  });

  it('has faces of its own line metrics', () => {
    expect(fontFaceRules(subset)).not.toContain('override');
  });
});

describe('the Latin subset of Telugu and Hindi pages', () => {
  let subset: SubsetFace;
  let font: Font;
  let whole: Font;

  beforeAll(async () => {
    subset = await subsetFontFile(latinFace, await appSourceText());
    font = fontkit.create(subset.woff2);
    whole = await wholeFont(latinFace);
  }, 60_000);

  it.each(scriptFaces.map((face) => face.locale))(
    'draws every Latin letter of the %s catalogue, and every printable ASCII character',
    async (locale) => {
      const latin = (await catalogueCodePoints(locale)).filter((codePoint) =>
        inRanges(codePoint, latinFace.range),
      );
      // Product names, the brand, numbers and signs such as ± and µ stand in every catalogue.
      expect(latin).toEqual(expect.arrayContaining([0x41, 0x30, 0xb1, 0xb5]));
      const ascii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i);
      expect(missingFrom(font, [...latin, ...ascii])).toEqual([]);
      for (const codePoint of [...latin, ...ascii])
        expect(inRanges(codePoint, subset.subsetRange)).toBe(true);
    },
  );

  it('leaves a letter no text uses to the whole file, and the joiners to the script', () => {
    expect(inRanges(0x00e9, subset.restRange)).toBe(true);
    for (const joiner of [0x200c, 0x200d]) expect(inRanges(joiner, latinFace.range)).toBe(false);
  });

  it('splits its range between the two faces without a gap or an overlap', () => {
    expectSplitWithoutGapOrOverlap(subset, whole);
  });

  it('keeps the weight axis over the weights the design uses', () => {
    expectWeightSpan(font);
  });

  it('gives both its faces Inter’s line metrics', async () => {
    const metrics = await interLineMetrics();
    // Inter: ascender 1984 and descender 494 in 2048 units.
    expect(metrics).toEqual({ ascent: 96.875, descent: 24.121 });
    const rules = fontFaceRules(subset, metrics);
    expect(rules.match(/ascent-override: 96\.875%;/g)).toHaveLength(2);
    expect(rules.match(/descent-override: 24\.121%;/g)).toHaveLength(2);
    expect(rules).toContain(`src: url('./${latinFace.subsetFile}')`);
  });
});

describe('unicodeRange', () => {
  it('writes runs of code points as ranges and single ones alone', () => {
    expect(unicodeRange(toRanges([0x0c05, 0x0c06, 0x0c07, 0x0964, 0x25cc]))).toBe(
      'U+0964, U+0C05-0C07, U+25CC',
    );
  });
});
