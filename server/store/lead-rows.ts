/** Lead rows as the contract's summaries and details, for the repositories that read them. */
import type { Kysely, Selectable } from 'kysely';
import type { LeadDetail, LeadSummary, StatusChange } from '#contract/inbox.ts';
import type { LeadKind, LeadStatus, SubmissionFields } from '#contract/lead-fields.ts';
import type { Database, LeadsTable } from '../db/schema.ts';

export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toSummary(row: Selectable<LeadsTable>): LeadSummary {
  return {
    id: Number(row.id),
    reference: row.reference,
    kind: row.kind as LeadKind,
    status: row.status as LeadStatus,
    ...(row.name ? { name: row.name } : {}),
    ...(row.email ? { email: row.email } : {}),
    summary: row.summary,
    createdAt: iso(row.created_at),
  };
}

/** The row with its fields and status history, read through `db` (the caller's transaction, if any). */
export async function toDetail(db: Kysely<Database>, row: Selectable<LeadsTable>): Promise<LeadDetail> {
  const changes = await db
    .selectFrom('lead_status_changes')
    .selectAll()
    .where('lead_id', '=', row.id)
    .orderBy('id')
    .execute();
  const history: StatusChange[] = changes.map((change) => ({
    at: iso(change.at),
    from: change.from_status as LeadStatus,
    to: change.to_status as LeadStatus,
    ...(change.note ? { note: change.note } : {}),
  }));
  return {
    ...toSummary(row),
    fields: JSON.parse(row.fields) as SubmissionFields,
    ...(row.consent_at ? { consentAt: iso(row.consent_at) } : {}),
    history,
  };
}
