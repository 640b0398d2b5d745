/**
 * The path of a request URL as the router matches it: without the query and percent-decoded, so
 * /%61pi/tablets is the API like /api/tablets. A path that cannot be decoded is taken as written
 * (it names no route).
 */
export function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The query part of a request URL, with its "?", or "". */
export function querySuffix(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
