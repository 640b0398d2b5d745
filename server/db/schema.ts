import type { ColumnType } from 'kysely';

/** PostgreSQL answers timestamptz columns as Date; SQLite keeps the ISO text that was written. */
type Timestamp = ColumnType<Date | string, string, string>;

export interface TabletsTable {
  id: string;
  name: string;
  generic_name: string;
  price_paise: number;
  description: string | null;
  /** Lower-cased name and generic name: the name sort key and what `?q=` searches. */
  search_text: string;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Facts about the store itself, e.g. whether the starter catalogue was ever seeded. */
export interface StoreMetaTable {
  key: string;
  value: string;
}

export interface Database {
  tablets: TabletsTable;
  store_meta: StoreMetaTable;
}

export type Engine = 'sqlite' | 'postgres';
