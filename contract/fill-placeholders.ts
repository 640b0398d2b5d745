/**
 * Fills a text's `{name}` placeholders with words; a placeholder it is not given stays as written.
 * The one way every page, answer and message fills its texts (a `$` in a word stays a `$`).
 */
export function fillPlaceholders(template: string, words: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => words[name] ?? whole);
}
