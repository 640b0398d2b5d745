/** The add and edit form of a tablet. */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type TabletInput, tabletInputSchema, tabletLimits } from '#contract/tablet.ts';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { Button } from '#app/components/ui/button.tsx';
import { BoundField, type BoundControl, TextInput } from '#app/components/ui/form.tsx';
import { Textarea } from '#app/components/ui/form-controls.tsx';
import {
  type TabletFormErrors,
  type TabletFormField,
  type TabletFormValues,
  tabletFormFields,
  validateTabletForm,
} from './tablet-form-values.ts';

const validationToast = {
  title: 'Validation Error',
  description: 'Please fill in all required fields correctly.',
} as const;

const tabletFieldLabels = {
  name: 'Medicine name',
  genericName: 'Generic name',
  price: 'Price (₹)',
  description: 'Description',
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
  const headingId = `${useId()}-heading`;
  const form = useRef<HTMLFormElement>(null);
  const firstInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstInput.current?.focus();
  }, []);

  function focusFirstError(fieldsWithErrors: TabletFormErrors) {
    const first = tabletFormFields.find((field) => fieldsWithErrors[field]);
    const control = first ? form.current?.elements.namedItem(first) : null;
    if (!(control instanceof HTMLElement)) return;
    // In the middle of the screen, below the toast that says what is wrong (at the top).
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'center' });
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

  const field = staffFormFields(tabletInputSchema, tabletFieldLabels, errors);

  /** A bound control with its field's value and change handler; editing a field clears its error only. */
  function bind<const Attributes extends object>(control: BoundControl, attributes?: Attributes) {
    const bound = control(attributes);
    // The labels' names are the schema's, and the form holds a value for each.
    const name = bound.name as TabletFormField;
    return {
      ...bound,
      value: values[name],
      autoComplete: 'off',
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
      },
    };
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto mt-6 max-w-2xl">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        aria-busy={saving || undefined}
        className="mt-6 space-y-5"
      >
        <BoundField field={field('name')}>
          {(control) => (
            <TextInput {...bind(control, { ref: firstInput, placeholder: 'e.g. Paracetamol 650' })} />
          )}
        </BoundField>
        <BoundField field={field('genericName')}>
          {(control) => <TextInput {...bind(control, { placeholder: 'e.g. Paracetamol' })} />}
        </BoundField>
        <BoundField field={field('price')}>
          {(control) => (
            <TextInput
              {...bind(control, {
                type: 'number',
                step: '0.01',
                min: tabletLimits.priceMin,
                max: tabletLimits.priceMax,
                inputMode: 'decimal',
                placeholder: '0.00',
              })}
            />
          )}
        </BoundField>
        <BoundField field={field('description')}>
          {(control) => (
            <Textarea {...bind(control, { rows: 4, placeholder: 'What it treats, strength, pack size…' })} />
          )}
        </BoundField>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={saving || undefined}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
