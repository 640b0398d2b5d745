import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type TabletInput, tabletLimits } from '#contract/tablet.ts';
import { primaryButton, secondaryButton, textInput } from '../ui-classes.ts';
import { FormField } from './form-field.tsx';
import {
  type TabletFormErrors,
  type TabletFormField,
  type TabletFormValues,
  tabletFormFields,
  validateTabletForm,
} from './tablet-form-values.ts';

export const validationToast = {
  title: 'Validation Error',
  description: 'Please fill in all required fields correctly.',
} as const;

/** What became of a save: done, or refused with messages for some fields. */
export type TabletSaveOutcome = { saved: true } | { saved: false; fieldErrors?: TabletFormErrors };

interface TabletFormProps {
  heading: string;
  submitLabel: string;
  initialValues: TabletFormValues;
  saving: boolean;
  onSave: (input: TabletInput) => Promise<TabletSaveOutcome>;
  onCancel: () => void;
}

/** The add and edit form: validated with the shared schema, each message under its field. */
export function TabletForm({
  heading,
  submitLabel,
  initialValues,
  saving,
  onSave,
  onCancel,
}: TabletFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TabletFormErrors>({});
  const ids = useId();
  const fieldId = (field: TabletFormField) => `${ids}-${field}`;
  const firstInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstInput.current?.focus();
  }, []);

  function focusFirstError(fieldsWithErrors: TabletFormErrors) {
    const first = tabletFormFields.find((field) => fieldsWithErrors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function change(field: TabletFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const validation = validateTabletForm(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      toast.error(validationToast.title, { description: validationToast.description });
      focusFirstError(validation.errors);
      return;
    }
    setErrors({});
    const outcome = await onSave(validation.input);
    if (!outcome.saved && outcome.fieldErrors) {
      setErrors(outcome.fieldErrors);
      focusFirstError(outcome.fieldErrors);
    }
  }

  const inputProps = (field: TabletFormField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <section aria-labelledby={`${ids}-heading`} className="mx-auto mt-6 max-w-2xl">
      <h2 id={`${ids}-heading`} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <form noValidate onSubmit={submit} aria-busy={saving || undefined} className="mt-6 space-y-5">
        <FormField id={fieldId('name')} label="Medicine name" error={errors.name}>
          {(describedBy) => (
            <input
              ref={firstInput}
              type="text"
              required
              maxLength={tabletLimits.nameMax}
              autoComplete="off"
              placeholder="e.g. Paracetamol 650"
              aria-describedby={describedBy}
              className={textInput}
              {...inputProps('name')}
            />
          )}
        </FormField>
        <FormField id={fieldId('genericName')} label="Generic name" error={errors.genericName}>
          {(describedBy) => (
            <input
              type="text"
              required
              maxLength={tabletLimits.nameMax}
              autoComplete="off"
              placeholder="e.g. Paracetamol"
              aria-describedby={describedBy}
              className={textInput}
              {...inputProps('genericName')}
            />
          )}
        </FormField>
        <FormField id={fieldId('price')} label="Price (₹)" error={errors.price}>
          {(describedBy) => (
            <input
              type="number"
              required
              step="0.01"
              min={tabletLimits.priceMin}
              max={tabletLimits.priceMax}
              inputMode="decimal"
              placeholder="0.00"
              aria-describedby={describedBy}
              className={textInput}
              {...inputProps('price')}
            />
          )}
        </FormField>
        <FormField id={fieldId('description')} label="Description" optional error={errors.description}>
          {(describedBy) => (
            <textarea
              rows={4}
              maxLength={tabletLimits.descriptionMax}
              placeholder="What it treats, strength, pack size…"
              aria-describedby={describedBy}
              className={textInput}
              {...inputProps('description')}
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5">
          <button type="button" onClick={onCancel} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" aria-disabled={saving || undefined} className={primaryButton}>
            {saving ? 'Saving…' : submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
