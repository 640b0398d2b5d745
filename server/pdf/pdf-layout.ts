import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, rgb } from 'pdf-lib';

/** What every PDF the company sends or publishes is laid out with: A4, its margins, colours and face. */
export const a4 = { width: 595.28, height: 841.89 } as const;
export const margin = 48;
export const ink = rgb(0.06, 0.09, 0.16);
export const muted = rgb(0.28, 0.33, 0.41);
export const rule = rgb(0.8, 0.84, 0.88);

/**
 * Inter, the site's typeface, as TrueType (the site's own files are WOFF2, which PDF cannot embed):
 * it has the rupee sign. Read once. Embedded whole (about 180 KB a style): pdf-lib's subsetting
 * drops most of Inter's glyphs, so viewers show gaps while the text still reads back whole.
 */
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
const fontBytes = () =>
  (fonts ??= Promise.all([
    readFile(fileURLToPath(import.meta.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'))),
    readFile(fileURLToPath(import.meta.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'))),
  ]).then(([regular, bold]) => ({ regular, bold })));

/** Inter regular and bold, embedded in `pdf`. */
export async function embedInter(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  const bytes = await fontBytes();
  return {
    regular: await pdf.embedFont(bytes.regular, { subset: false }),
    bold: await pdf.embedFont(bytes.bold, { subset: false }),
  };
}

/** Words of `text` in lines no wider than `width` at `fontSize`; a word wider than that is cut. */
export function wrap(text: string, font: PDFFont, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, fontSize) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (font.widthOfTextAtSize(rest, fontSize) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), fontSize) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}
