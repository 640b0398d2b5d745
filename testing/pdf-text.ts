import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, one string per line as pdf.js reads it (Mozilla's reader, as a browser shows it). */
export async function pdfText(bytes: Uint8Array): Promise<{ lines: string[]; pages: number }> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    let current = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      current += current && item.str && !current.endsWith(' ') ? ` ${item.str}` : item.str;
      if (item.hasEOL) {
        lines.push(current.replace(/\s+/g, ' ').trim());
        current = '';
      }
    }
    if (current.trim()) lines.push(current.replace(/\s+/g, ' ').trim());
  }
  const pages = document.numPages;
  await document.destroy();
  return { lines, pages };
}
