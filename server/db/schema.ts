import type { ColumnType, Generated } from 'kysely';

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
  /** The product of the master this tablet shows (migration 029); null for rows loaded in bulk. */
  product_slug: string | null;
}

/** Facts about the store itself, e.g. when /tablets joined the product master. */
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
  /** The staff account signed in; null for a session opened with the admin key. */
  account_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the person last proved who they are with both factors or a passkey; null for the admin key. */
  confirmed_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/** A member of staff: roles are comma-separated role names. */
export interface StaffAccountsTable {
  id: string;
  email: string;
  display_name: string;
  roles: string;
  disabled_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  created_at: Millis;
  updated_at: Millis;
}

/** How a staff account signs in without a passkey: a password hash and a sealed TOTP secret. */
export interface StaffCredentialsTable {
  account_id: string;
  password_hash: string | null;
  totp_secret: string | null;
  /** The last TOTP time step accepted. */
  totp_step: ColumnType<number | string | null, number | null | undefined, number | null>;
  updated_at: Millis;
}

export interface StaffRecoveryCodesTable {
  account_id: string;
  code_hash: string;
  used_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export interface StaffPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  account_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: Millis;
  /** Comma-separated transports the authenticator named. */
  transports: string;
  name: string;
  created_at: Millis;
  last_used_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

export interface StaffWebauthnChallengesTable {
  challenge: string;
  account_id: string | null;
  purpose: string;
  expires_at: Millis;
}

export interface StaffInvitationsTable {
  token_hash: string;
  account_id: string;
  created_at: Millis;
  expires_at: Millis;
  used_at: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/** One failed sign-in counted in one bucket (a device, an address, or all untrusted clients). */
export interface LoginFailuresTable {
  bucket: string;
  failed_at: Millis;
}

export interface LeadsTable {
  id: Generated<number>;
  kind: string;
  status: ColumnType<string, string | undefined, string>;
  name: string | null;
  email: string | null;
  summary: string;
  /** The submission's fields as JSON. */
  fields: string;
  /** Lower-case text of every field, for the inbox search. */
  search_text: string;
  /** The human reference, e.g. Q-2026-7K3M9PXD (set on every row; the column came with migration 008). */
  reference: ColumnType<string, string, never>;
  /** The hash of the receipt that lets the sender's confirmation page show the reference. */
  receipt_hash: ColumnType<string | null, string | null | undefined, never>;
  created_at: Timestamp;
  consent_at: Timestamp | null;
  read_at: Timestamp | null;
  /** The staff account it is assigned to; null: nobody (migration 012). */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When staff first replied; null while nobody has (migration 013). */
  first_reply_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The visitor's language, `en`, `te` or `hi`: every mail to them is in it (migration 022). */
  language: ColumnType<string, string | undefined, string>;
}

export interface LeadStatusChangesTable {
  id: Generated<number>;
  lead_id: number;
  at: Timestamp;
  from_status: string;
  to_status: string;
  note: string | null;
}

/** One assignment of a submission: who it went from and to (null: nobody), and who made it (null: the admin key). */
export interface LeadAssignmentsTable {
  id: Generated<number>;
  lead_id: number;
  at: Timestamp;
  from_account_id: string | null;
  to_account_id: string | null;
  by_account_id: string | null;
}

/** A reply from staff in a submission's thread (null author: the admin key). */
export interface LeadRepliesTable {
  id: Generated<number>;
  lead_id: number;
  at: Timestamp;
  author_account_id: string | null;
  body: string;
  /** 1 when it was queued for the visitor's address, else 0. */
  mailed: number;
  /** The quotation it carried, as JSON; null: none. */
  quotation: ColumnType<string | null, string | null | undefined, never>;
  /** 1 when the visitor wrote it on their request's page, else 0 (a reply from staff). */
  from_visitor: ColumnType<number, number | undefined, never>;
}

/** A browser in which a member of staff turned on alerts: its Web Push subscription. */
export interface StaffPushSubscriptionsTable {
  id: string;
  account_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Comma-separated kinds of submission it alerts for. */
  kinds: string;
  user_agent: string | null;
  created_at: Millis;
}

/** A token that opens a submission's page for its visitor: only its hash is kept. */
export interface LeadAccessTokensTable {
  token_hash: string;
  lead_id: number;
  created_at: Timestamp;
}

/** The Idempotency-Key a submission was sent with (hashed), for a day. */
export interface SubmissionKeysTable {
  key_hash: string;
  request_hash: string;
  lead_id: number;
  created_at: Timestamp;
}

/** Drug safety's assessment of an adverse-event report (dates as YYYY-MM-DD). */
export interface LeadSafetyCasesTable {
  lead_id: number;
  /** JSON array of ICH E2A criteria; [] is not serious. */
  criteria: string;
  day_zero: string;
  pvpi_reported_on: string | null;
  pvpi_reference: string | null;
  updated_at: Timestamp;
  /** The account that assessed it last; null: the admin key. */
  updated_by: string | null;
}

/** A reply template of one kind of submission. */
export interface ReplyTemplatesTable {
  id: Generated<number>;
  kind: string;
  name: string;
  body: string;
  updated_at: Timestamp;
}

/** A notification still to send: one row per new submission, deleted once the mail server took it. */
export interface LeadOutboxTable {
  lead_id: number;
  attempts: ColumnType<number, number | undefined, number>;
  /** Milliseconds since the epoch; also pushed ahead while an instance is sending, as its lease. */
  next_attempt_at: ColumnType<number, number, number>;
  last_error: string | null;
}

/**
 * A sealed message for one channel (a mail, or an alert for one staff browser), until its
 * transport takes it or it expires (migration 024).
 */
export interface OutboxTable {
  id: string;
  channel: 'mail' | 'push';
  /** The message as JSON, sealed (SealedText, purpose `mail-outbox`). */
  payload: string;
  attempts: ColumnType<number, number | undefined, number>;
  /** Also pushed ahead while an instance is sending, as its lease. */
  next_attempt_at: Millis;
  /** Past this the message is dropped unsent: it is of no more use. */
  expires_at: Millis;
  last_error: string | null;
  created_at: Millis;
}

/** A change of store data that pages show, with the tags of those pages as JSON (migration 025). */
export interface PageChangesTable {
  id: Generated<number>;
  tags: string;
  changed_at: Millis;
}

/** A product with a page, as the product master holds it now (migration 026). */
export interface ProductsTable {
  slug: string;
  category_id: string;
  place: 'list' | 'showcase';
  /** Its place in its category's list, or in the showcase. */
  position: number;
  name: string;
  /** Its fields in English as JSON (CatalogueProduct, or ShowcaseProduct with its badge). */
  record: string;
  /** The Telugu and Hindi of each text field as JSON: { te: { field: text }, hi: { … } }. */
  translations: string;
  /** 0 for a product made on /tablets and never published: it has no page. */
  version: number;
  /** Null while the product is as the shipped catalogue has it. */
  edited_by: string | null;
  updated_at: Millis;
}

/** Every version of a product's record and translations, the current one included. */
export interface ProductVersionsTable {
  slug: string;
  version: number;
  record: string;
  translations: string;
  edited_by: string | null;
  created_at: Millis;
  /** The version this one restored (migration 027); null for an edit or the shipped catalogue's. */
  restored_from: number | null;
}

/** The change staff are making to a product, beside its live version (migration 026). */
export interface ProductDraftsTable {
  slug: string;
  base_version: number;
  record: string;
  translations: string;
  /** JSON: ProductReview (server/products/product-review.ts). */
  review: string;
  author: string;
  approved_by: string | null;
  saved_at: Millis;
}

/** A pack shot staff uploaded for a product: the original as it came (migration 028). */
export interface PackShotsTable {
  /** The product's slug and the first 12 hex digits of the original's SHA-256. */
  id: string;
  slug: string;
  original: Uint8Array;
  /** The original's media type: image/jpeg, image/png or image/webp. */
  original_type: string;
  uploaded_by: string;
  uploaded_at: Millis;
}

/** One rendition of an uploaded pack shot, by the file name the pages ask for (migration 028). */
export interface PackShotFilesTable {
  name: string;
  pack_shot_id: string;
  content_type: string;
  bytes: Uint8Array;
}

/**
 * A sealed mail to a person as the version before migration 024 queued it: read only to move it
 * into `outbox`, until a later migration drops the table.
 */
export interface MailOutboxTable {
  id: string;
  /** The recipient, subject and text as JSON, sealed (SealedText, purpose `mail-outbox`). */
  message: string;
  attempts: ColumnType<number, number | undefined, number>;
  /** Also pushed ahead while an instance is sending, as its lease. */
  next_attempt_at: Millis;
  /** Past this the mail is dropped unsent: what it carries no longer works. */
  expires_at: Millis;
  last_error: string | null;
  created_at: Millis;
}

export interface LeadRateLimitsTable {
  key: string;
  window_ends_at: ColumnType<number, number, number>;
  hits: number;
}

/** One entry of the staff audit log, chained to the one before by its hash (migration 009). */
export interface AuditLogTable {
  seq: number;
  at: Millis;
  account_id: string | null;
  session_ref: string | null;
  action: string;
  record_type: string | null;
  record_id: string | null;
  /** A JSON object. */
  details: string;
  /** HMAC of the client address, never the address. */
  address_hash: string | null;
  prev_hash: string;
  hash: string;
}

/** The one row (id 1) that audit writers lock first: the chain's last entry and its pruning anchor. */
export interface AuditHeadTable {
  id: number;
  last_seq: number;
  last_hash: string;
  pruned_through_seq: number;
  pruned_hash: string;
}

/** One batch of a catalogue product (migration 019); dates as YYYY-MM-DD. */
export interface BatchesTable {
  id: Generated<number>;
  product_slug: string;
  batch_number: string;
  manufactured_on: string;
  expires_on: string;
  quantity: number;
  site_id: string;
  status: string;
  labels_issued: ColumnType<number, number | undefined, number>;
  packs_seen_often: ColumnType<number, number | undefined, number>;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** How often one pack's code was checked from one network (migration 019). */
export interface PackSightingsTable {
  batch_id: number;
  serial: number;
  /** A keyed hash of the network, never its address. */
  network: string;
  checks: number;
  first_at: Timestamp;
  last_at: Timestamp;
}

/** A recall notice (migration 020). */
export interface RecallsTable {
  id: Generated<number>;
  product_slug: string;
  recall_class: string;
  reason: string;
  details: string;
  patient_action: string;
  pharmacy_action: string;
  doctor_action: string;
  status: string;
  published_at: Timestamp;
  completed_at: Timestamp | null;
  version: number;
  updated_at: Timestamp;
}

/** The batches a notice recalls (migration 020). */
export interface RecallBatchesTable {
  recall_id: number;
  batch_id: number;
}

/** A visitor's address for mail about recalls of one product (migration 020). */
export interface RecallSubscriptionsTable {
  id: Generated<number>;
  email: string;
  product_slug: string;
  /** The hash of the confirmation link's token; null once confirmed. */
  confirm_hash: string | null;
  confirmed_at: Timestamp | null;
  created_at: Timestamp;
  /** The subscriber's language, `en`, `te` or `hi`: their mails are in it (migration 022). */
  language: ColumnType<string, string | undefined, string>;
}

export interface Database {
  tablets: TabletsTable;
  store_meta: StoreMetaTable;
  admin_sessions: AdminSessionsTable;
  staff_accounts: StaffAccountsTable;
  staff_credentials: StaffCredentialsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_invitations: StaffInvitationsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_webauthn_challenges: StaffWebauthnChallengesTable;
  login_failures: LoginFailuresTable;
  leads: LeadsTable;
  lead_status_changes: LeadStatusChangesTable;
  lead_assignments: LeadAssignmentsTable;
  lead_replies: LeadRepliesTable;
  lead_access_tokens: LeadAccessTokensTable;
  submission_keys: SubmissionKeysTable;
  staff_push_subscriptions: StaffPushSubscriptionsTable;
  lead_safety_cases: LeadSafetyCasesTable;
  reply_templates: ReplyTemplatesTable;
  lead_outbox: LeadOutboxTable;
  lead_rate_limits: LeadRateLimitsTable;
  mail_outbox: MailOutboxTable;
  outbox: OutboxTable;
  page_changes: PageChangesTable;
  products: ProductsTable;
  product_versions: ProductVersionsTable;
  product_drafts: ProductDraftsTable;
  pack_shots: PackShotsTable;
  pack_shot_files: PackShotFilesTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  batches: BatchesTable;
  pack_sightings: PackSightingsTable;
  recalls: RecallsTable;
  recall_batches: RecallBatchesTable;
  recall_subscriptions: RecallSubscriptionsTable;
}

export type Engine = 'sqlite' | 'postgres';
