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

/** Milliseconds since 1970; PostgreSQL's bigint arrives as a string. */
type Millis = ColumnType<number | string, number, number>;

/** A staff session: the cookie holds a random id, the store only its SHA-256. */
export interface AdminSessionsTable {
  id_hash: string;
  /** Which admin key opened it: a session opened with another key is no longer valid. */
  key_fingerprint: string;
  client_address: string;
  user_agent: string | null;
  created_at: Millis;
  last_used_at: Millis;
  expires_at: Millis;
}

/** One failed sign-in counted in one bucket (a device, an address, or all untrusted clients). */
export interface LoginFailuresTable {
  bucket: string;
  failed_at: Millis;
}

export interface Database {
  tablets: TabletsTable;
  store_meta: StoreMetaTable;
  admin_sessions: AdminSessionsTable;
  login_failures: LoginFailuresTable;
}

export type Engine = 'sqlite' | 'postgres';
