/** Lead rows as the contract's summaries and details, for the repositories that read them. */
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type {
  AssignmentChange,
  LeadDetail,
  LeadSummary,
  StaffMemberRef,
  StatusChange,
  ThreadMessage,
} from '#contract/inbox.ts';
import type { LeadKind, LeadStatus, SubmissionFields } from '#contract/lead-fields.ts';
import { chosenValues } from '#contract/lead-values.ts';
import type { Quotation } from '#contract/quotation.ts';
import { initialSafetyCase, type SafetyCase, type SeriousnessCriterion } from '#contract/safety-case.ts';
import type { Database, LeadsTable } from '../db/schema.ts';

/** A lead row, with its assignee's name when the query selected it (`assigneeNameColumn`). */
export type LeadRow = Selectable<LeadsTable> & { assignee_name?: string | null };

/** Selects the assignee's display name beside a row of `leads`, as `assignee_name`. */
export const assigneeNameColumn = (eb: ExpressionBuilder<Database, 'leads'>) =>
  eb
    .selectFrom('staff_accounts')
    .select('display_name')
    .whereRef('staff_accounts.id', '=', 'leads.assignee_id')
    .as('assignee_name');

/** Kinds for an `in (…)` condition, which SQL does not allow empty: none matches no row. */
export const kindList = (kinds: readonly LeadKind[]): string[] => (kinds.length > 0 ? [...kinds] : ['']);

export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toSummary(row: LeadRow): LeadSummary {
  const choices = chosenValues(JSON.parse(row.fields) as SubmissionFields);
  return {
    id: Number(row.id),
    reference: row.reference,
    kind: row.kind as LeadKind,
    status: row.status as LeadStatus,
    ...(row.name ? { name: row.name } : {}),
    ...(row.email ? { email: row.email } : {}),
    summary: row.summary,
    createdAt: iso(row.created_at),
    ...(row.assignee_id
      ? { assignee: { id: row.assignee_id, displayName: row.assignee_name ?? row.assignee_id } }
      : {}),
    ...(Object.keys(choices).length > 0 ? { choices } : {}),
    ...(row.first_reply_at ? { firstReplyAt: iso(row.first_reply_at) } : {}),
    unread: row.read_at === null,
  };
}

/** The report's drug-safety case: as drug safety assessed it, or as the reporter described it. */
async function safetyCaseOf(db: Kysely<Database>, row: LeadRow): Promise<SafetyCase> {
  const assessed = await db
    .selectFrom('lead_safety_cases')
    .selectAll()
    .where('lead_id', '=', row.id)
    .executeTakeFirst();
  if (!assessed) return initialSafetyCase(JSON.parse(row.fields) as SubmissionFields, iso(row.created_at));
  return {
    criteria: JSON.parse(assessed.criteria) as SeriousnessCriterion[],
    dayZero: assessed.day_zero,
    assessed: true,
    ...(assessed.pvpi_reported_on && assessed.pvpi_reference
      ? { pvpi: { reportedOn: assessed.pvpi_reported_on, reference: assessed.pvpi_reference } }
      : {}),
  };
}

/** The display names of these accounts, read through `db`. */
async function displayNames(db: Kysely<Database>, ids: Set<string>): Promise<Map<string, string>> {
  if (ids.size === 0) return new Map();
  const rows = await db
    .selectFrom('staff_accounts')
    .select(['id', 'display_name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

/**
 * The row with its fields, its status history, its assignment history, its replies and (for an
 * adverse-event report) its drug-safety case, read through `db` (the
 * caller's transaction, if any).
 */
export async function toDetail(db: Kysely<Database>, row: LeadRow): Promise<LeadDetail> {
  const changes = await db
    .selectFrom('lead_status_changes')
    .selectAll()
    .where('lead_id', '=', row.id)
    .orderBy('id')
    .execute();
  const assignmentRows = await db
    .selectFrom('lead_assignments')
    .selectAll()
    .where('lead_id', '=', row.id)
    .orderBy('id')
    .execute();
  const replyRows = await db
    .selectFrom('lead_replies')
    .selectAll()
    .where('lead_id', '=', row.id)
    .orderBy('id')
    .execute();
  const ids = new Set<string>();
  for (const id of [
    row.assignee_id,
    ...assignmentRows.flatMap((change) => [
      change.from_account_id,
      change.to_account_id,
      change.by_account_id,
    ]),
    ...replyRows.map((reply) => reply.author_account_id),
  ])
    if (id) ids.add(id);
  const names = await displayNames(db, ids);
  const member = (id: string | null): StaffMemberRef | null =>
    id === null ? null : { id, displayName: names.get(id) ?? id };
  const history: StatusChange[] = changes.map((change) => ({
    at: iso(change.at),
    from: change.from_status as LeadStatus,
    to: change.to_status as LeadStatus,
    ...(change.note ? { note: change.note } : {}),
  }));
  const assignments: AssignmentChange[] = assignmentRows.map((change) => ({
    at: iso(change.at),
    from: member(change.from_account_id),
    to: member(change.to_account_id),
    by: member(change.by_account_id),
  }));
  const safetyCase = row.kind === 'adverse-event' ? await safetyCaseOf(db, row) : undefined;
  const thread: ThreadMessage[] = replyRows.map((reply) => ({
    at: iso(reply.at),
    from: Number(reply.from_visitor) === 1 ? 'visitor' : 'staff',
    author: member(reply.author_account_id),
    body: reply.body,
    mailed: Number(reply.mailed) === 1,
    ...(reply.quotation ? { quotation: JSON.parse(reply.quotation) as Quotation } : {}),
  }));
  return {
    ...toSummary({ ...row, assignee_name: row.assignee_id ? names.get(row.assignee_id) : null }),
    fields: JSON.parse(row.fields) as SubmissionFields,
    ...(row.consent_at ? { consentAt: iso(row.consent_at) } : {}),
    history,
    assignments,
    thread,
    ...(safetyCase ? { safetyCase } : {}),
  };
}
