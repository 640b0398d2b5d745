import type { Selectable } from 'kysely';
import { z } from 'zod';
import { tabletListMessages, type TabletSort } from '#contract/tablet.ts';
import type { TabletsTable } from '../db/schema.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';

type SortColumn = 'search_text' | 'price_paise' | 'updated_at';

const columns: Record<string, SortColumn> = {
  name: 'search_text',
  price: 'price_paise',
  updated: 'updated_at',
};

/** The column a sort orders by (the id breaks ties) and its direction. */
export function sortOrder(sort: TabletSort): { column: SortColumn; direction: 'asc' | 'desc' } {
  const descending = sort.startsWith('-');
  return { column: columns[descending ? sort.slice(1) : sort]!, direction: descending ? 'desc' : 'asc' };
}

/** Where a page ended: the sort key and id of its last row, and the search and sort it belongs to. */
export interface CursorPosition {
  sort: TabletSort;
  q: string;
  key: string | number;
  id: string;
}

const positionSchema = z.strictObject({
  s: z.string(),
  q: z.string(),
  k: z.union([z.string(), z.number().int()]),
  i: z.uuid(),
});

export function sortKeyOf(row: Selectable<TabletsTable>, sort: TabletSort): string | number {
  const { column } = sortOrder(sort);
  if (column === 'price_paise') return Number(row.price_paise);
  if (column === 'updated_at')
    return row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at;
  return row.search_text;
}

export function encodeCursor(position: CursorPosition): string {
  const { sort, q, key, id } = position;
  return encodeListCursor({ s: sort, q, k: key, i: id });
}

/** The position a cursor names, checked against the request's own search and sort. */
export function decodeCursor(
  cursor: string,
  sort: TabletSort,
  q: string,
): Pick<CursorPosition, 'key' | 'id'> {
  const { column } = sortOrder(sort);
  const position = decodeListCursor(
    cursor,
    positionSchema,
    tabletListMessages.cursor,
    ({ s, q: searched, k: key }) => {
      if (s !== sort || searched !== q) return false;
      return column === 'price_paise'
        ? typeof key === 'number'
        : typeof key === 'string' && (column === 'search_text' || z.iso.datetime().safeParse(key).success);
    },
  );
  return { key: position.k, id: position.i };
}
