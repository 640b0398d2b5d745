import fontkit from '@pdf-lib/fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appSourceText,
  catalogueTexts,
  type CodePointRange,
  scriptFaces,
  type SubsetFace,
  subsetScriptFace,
  toRanges,
  unicodeRange,
  weightSpan,
} from './subset-fonts.ts';

const inRanges = (codePoint: number, ranges: readonly CodePointRange[]) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

const codePointsOf = ([first, last]: CodePointRange) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe.each(scriptFaces)('the $locale font subset', (face) => {
  let subset: SubsetFace;
  let font: ReturnType<typeof fontkit.create>;
  let catalogueCodePoints: number[];

  beforeAll(async () => {
    subset = await subsetScriptFace(face, await appSourceText());
    font = fontkit.create(subset.woff2);
    const text = (await catalogueTexts(face.locale)).join('');
    catalogueCodePoints = [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))].filter(
      (codePoint) => inRanges(codePoint, face.range),
    );
  }, 60_000);

  it('draws every letter of the catalogue that its script face stands for', () => {
    expect(catalogueCodePoints.length).toBeGreaterThan(40);
    const missing = catalogueCodePoints.filter((codePoint) => !font.hasGlyphForCodePoint(codePoint));
    expect(missing.map((codePoint) => `U+${codePoint.toString(16).toUpperCase()}`)).toEqual([]);
  });

  it('claims those letters in its unicode-range, and leaves them out of the whole file’s', () => {
    for (const codePoint of catalogueCodePoints) {
      expect(inRanges(codePoint, subset.subsetRange)).toBe(true);
      expect(inRanges(codePoint, subset.restRange)).toBe(false);
    }
  });

  it('leaves a letter no text uses to the whole file', () => {
    // The vocalic long RR, in neither catalogue nor any page text.
    const unused = face.locale === 'te' ? 0x0c60 : 0x0960;
    expect(catalogueCodePoints).not.toContain(unused);
    expect(font.hasGlyphForCodePoint(unused)).toBe(false);
    expect(inRanges(unused, subset.restRange)).toBe(true);
  });

  it('splits the script’s range between the two faces without a gap or an overlap', () => {
    const both = [...subset.subsetRange, ...subset.restRange].flatMap(codePointsOf);
    expect(new Set(both).size).toBe(both.length);
    expect(toRanges(both)).toEqual(toRanges(face.range.flatMap(codePointsOf)));
  });

  it('keeps the weight axis over the weights the design uses', () => {
    // fontkit reads the fvar table into `variationAxes`; @pdf-lib/fontkit's types leave it out.
    const { variationAxes } = font as typeof font & {
      variationAxes: Record<string, { min: number; max: number }>;
    };
    expect(variationAxes.wght).toMatchObject({ min: weightSpan.min, max: weightSpan.max });
  });
});

describe('unicodeRange', () => {
  it('writes runs of code points as ranges and single ones alone', () => {
    expect(unicodeRange(toRanges([0x0c05, 0x0c06, 0x0c07, 0x0964, 0x25cc]))).toBe(
      'U+0964, U+0C05-0C07, U+25CC',
    );
  });
});
