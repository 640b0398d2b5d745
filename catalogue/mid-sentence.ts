/**
 * A catalogue name as it reads inside a sentence: "Search OTC products by name…", not
 * "Search otc products…". Only a word spelt as in a title (a capital, then small letters)
 * is lowercased, so abbreviations (OTC, AA), names with inner capitals (CoQ10) and letters with
 * numbers (D3, B12) keep their spelling. Scripts without case (Telugu, Devanagari) are left as they are.
 */
export function midSentence(name: string, locale: string): string {
  return name.replace(/[\p{L}\p{N}]+/gu, (word) =>
    /^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLocaleLowerCase(`${locale}-IN`) : word,
  );
}
