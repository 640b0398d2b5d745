/** The tablet form's values as typed, and their check with the schema the server enforces. */
import { fieldErrors } from '#contract/api-error.ts';
import { type TabletInput, tabletInputSchema } from '#contract/tablet.ts';
import type { ListedTablet } from './tablets-api.ts';

/** What the form's fields hold: the raw text of each input. */
export interface TabletFormValues {
  name: string;
  genericName: string;
  price: string;
  description: string;
}

export type TabletFormField = keyof TabletFormValues;
export type TabletFormErrors = Partial<Record<TabletFormField, string>>;

export const tabletFormFields: readonly TabletFormField[] = ['name', 'genericName', 'price', 'description'];

export const emptyTabletFormValues: TabletFormValues = {
  name: '',
  genericName: '',
  price: '',
  description: '',
};

export function tabletFormValues(tablet: ListedTablet): TabletFormValues {
  return {
    name: tablet.name,
    genericName: tablet.genericName,
    price: String(tablet.price),
    description: tablet.description ?? '',
  };
}

/** SPEC §5: an empty or non-numeric price counts as 0. */
export function parsePrice(raw: string): number {
  const trimmed = raw.trim();
  if (trimmed === '') return 0;
  const price = Number(trimmed);
  return Number.isFinite(price) ? price : 0;
}

function isFormField(key: string): key is TabletFormField {
  return (tabletFormFields as readonly string[]).includes(key);
}

/** Keeps the messages that belong to a field of the form. */
export function formFieldErrors(fields: Readonly<Record<string, string>> | undefined): TabletFormErrors {
  const errors: TabletFormErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (isFormField(key)) errors[key] = message;
  }
  return errors;
}

type TabletFormValidation = { ok: true; input: TabletInput } | { ok: false; errors: TabletFormErrors };

/** Validates the form with the schema the server enforces. */
export function validateTabletForm(values: TabletFormValues): TabletFormValidation {
  const result = tabletInputSchema.safeParse({
    name: values.name,
    genericName: values.genericName,
    price: parsePrice(values.price),
    description: values.description,
  });
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: formFieldErrors(fieldErrors(result.error)) };
}
