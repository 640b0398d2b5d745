/**
 * `%text%` for a LIKE, with `%`, `_` and the escape character `\` in the text taken literally
 * (PostgreSQL's LIKE escapes with `\`; SQLite's `like` is run with the same pattern).
 */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
