import type { z } from 'zod';

/** A `?cursor=` this server did not hand out for the same list and search: answered 400 with the list's message. */
export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
}

/** Where a page ended, as the opaque `nextCursor` a list answers with: base64url JSON. */
export function encodeListCursor(position: object): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

/**
 * The position a cursor names, when it is one `schema` reads and `belongs` accepts (the same
 * search, the same order); otherwise InvalidCursorError with the list's `message`.
 */
export function decodeListCursor<Position>(
  cursor: string,
  schema: z.ZodType<Position>,
  message: string,
  belongs: (position: Position) => boolean,
): Position {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError(message);
  }
  const parsed = schema.safeParse(decoded);
  if (!parsed.success || !belongs(parsed.data)) throw new InvalidCursorError(message);
  return parsed.data;
}
