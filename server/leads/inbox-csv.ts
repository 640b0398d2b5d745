import type { LeadDetail } from '#contract/inbox.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { leadKinds } from '#contract/lead-fields.ts';
import { leadFieldLabels } from '#contract/lead-field-labels.ts';
import { leadKindLabels, leadStatusLabels } from '#contract/lead-texts.ts';
import { leadValueText } from '#contract/lead-values.ts';
import { furtherLineOf, quoteLines } from '#contract/quote-lines.ts';
import type { SubmissionFieldName } from '#contract/submissions.ts';
import { personalFields } from '../store/lead-personal-fields.ts';

interface Column {
  header: string;
  value: (lead: LeadDetail) => string | undefined;
}

/** A field's value as its form shows it; undefined when the submission has none. */
function shown(lead: LeadDetail, field: string | undefined): string | undefined {
  if (field === undefined) return undefined;
  const value = lead.fields[field];
  return value === undefined ? undefined : leadValueText(field, value);
}

/** Fields that have a column of their own before the forms' other fields. */
const ownColumnFields = new Set<string>(
  leadKinds.flatMap((kind) => {
    const { name, email, phone } = personalFields[kind];
    return [name, email, phone].filter((field) => field !== undefined);
  }),
);

/**
 * The terms ticks every quote and contact form needs: always yes, so the time of that consent
 * stands in for them.
 */
const consentTicks = new Set<string>(['agreed', 'terms'] satisfies SubmissionFieldName[]);

/** Headers where the form's label speaks to the visitor ("You are") rather than of them. */
const headerOverrides: Partial<Record<SubmissionFieldName, string>> = {
  productName: 'Product',
  reporterType: 'Reporter',
  consentToContact: 'May be contacted',
  institution: 'Institution',
};

/** A quote's lines after the first, in one cell, a line each: "Product × quantity". */
const furtherProductsColumn: Column = {
  header: 'Further products',
  value: (lead) =>
    lead.kind === 'quote'
      ? quoteLines(lead.fields)
          .slice(1)
          .map((line) => `${line.product} × ${line.quantity}`)
          .join('\n') || undefined
      : undefined,
};

/** Every other field of any form, once (the quote's and the report's product share one), in form order. */
const fieldColumns: Column[] = [];
const placed = new Set<string>([...ownColumnFields, ...consentTicks]);
for (const kind of leadKinds) {
  // Looked up by the stored names, which are plain strings.
  const labels: Readonly<Record<string, string>> = leadFieldLabels[kind];
  for (const [field, label] of Object.entries(labels)) {
    if (placed.has(field) || furtherLineOf(field) !== undefined) continue;
    placed.add(field);
    const header = headerOverrides[field as SubmissionFieldName] ?? label;
    fieldColumns.push({ header, value: (lead) => shown(lead, field) });
    if (field === 'quantity') fieldColumns.push(furtherProductsColumn);
  }
}

const columns: Column[] = [
  { header: 'Reference', value: (lead) => lead.reference },
  { header: 'Kind', value: (lead) => leadKindLabels[lead.kind] },
  { header: 'Status', value: (lead) => leadStatusLabels[lead.status] },
  { header: 'Received', value: (lead) => istDateTime(lead.createdAt) },
  { header: 'Assigned to', value: (lead) => lead.assignee?.displayName },
  { header: 'Name', value: (lead) => shown(lead, personalFields[lead.kind].name) },
  { header: 'Email', value: (lead) => shown(lead, personalFields[lead.kind].email) },
  { header: 'Phone', value: (lead) => shown(lead, personalFields[lead.kind].phone) },
  ...fieldColumns,
  { header: 'Agreed to the terms', value: (lead) => lead.consentAt && istDateTime(lead.consentAt) },
];

/** The header row of the inbox CSV: each column once. */
export const inboxCsvHeader: readonly string[] = columns.map((column) => column.header);

/** One submission as a row of cells under `inboxCsvHeader`, its values as the forms show them. */
export function inboxCsvRow(lead: LeadDetail): (string | undefined)[] {
  return columns.map((column) => column.value(lead));
}
