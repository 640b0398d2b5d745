import './zod-setup.ts';
import { z } from 'zod';

/** How a list endpoint pages: its page size unless asked, the largest it gives, and its cursor's longest length. */
export interface ListPaging {
  defaultLimit: number;
  maxLimit: number;
  cursorMax: number;
}

/**
 * The `limit` and `cursor` of a paged list's query string, refused with the list's own messages:
 * `limit` a whole number of rows per page, `cursor` the opaque `nextCursor` of an earlier answer.
 */
export function listPagingFields(
  paging: ListPaging,
  messages: { limit: string; cursor: string },
  what: { rows: string; cursorOf: string },
) {
  return {
    limit: z
      .string({ error: messages.limit })
      .regex(new RegExp(`^\\d{1,${String(paging.maxLimit).length}}$`), messages.limit)
      .transform(Number)
      .pipe(z.number().int().min(1, messages.limit).max(paging.maxLimit, messages.limit))
      .default(paging.defaultLimit)
      .meta({
        description: `${what.rows} per page, 1 to ${paging.maxLimit}; ${paging.defaultLimit} by default.`,
      }),
    cursor: z
      .string({ error: messages.cursor })
      .min(1, messages.cursor)
      .max(paging.cursorMax, messages.cursor)
      .optional()
      .meta({ description: `The nextCursor of the previous page with the same ${what.cursorOf}.` }),
  };
}
