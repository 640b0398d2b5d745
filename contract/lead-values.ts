import type { SubmissionFields } from './lead-fields.ts';
import { optionsByField } from './lead-options.ts';
import type { SubmissionFieldName } from './submissions.ts';
import { gstStates } from './trade-identifiers.ts';

type Options = readonly { readonly value: string; readonly label: string }[];

/**
 * The fields whose value the visitor picks from a list, with the list their form shows: the one
 * mapping from a stored value to the words the visitor saw, for the inbox, its CSV and the staff mail.
 */
export const choiceFieldOptions = {
  ...optionsByField,
  state: gstStates.map((state) => ({ value: state, label: state })),
} as const satisfies Partial<Record<SubmissionFieldName, Options>>;

// Looked up by stored names, which are plain strings.
const optionsOf: Readonly<Record<string, Options | undefined>> = choiceFieldOptions;

/**
 * A stored value as its form showed it: a choice by its label, a tick as Yes or No, anything typed
 * as typed. A value no longer on its list (a choice since removed) is shown as stored.
 */
export function leadValueText(field: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return optionsOf[field]?.find((option) => option.value === value)?.label ?? String(value);
}

/** The values a submission's visitor picked from lists, by field, as stored. */
export function chosenValues(fields: SubmissionFields): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [field, value] of Object.entries(fields))
    if (optionsOf[field] && typeof value === 'string') chosen[field] = value;
  return chosen;
}
