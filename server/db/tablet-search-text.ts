/**
 * What `?q=` is matched against: the name and the generic name, lower-cased here rather than in
 * SQL so SQLite (ASCII-only lower()) and PostgreSQL fold every script alike. The line break keeps
 * a search from matching across the two names; a query cannot contain one.
 */
export function tabletSearchText(name: string, genericName: string): string {
  return `${name.toLowerCase()}\n${genericName.toLowerCase()}`;
}

/** The query folded the same way. */
export function foldSearchQuery(q: string): string {
  return q.toLowerCase();
}
