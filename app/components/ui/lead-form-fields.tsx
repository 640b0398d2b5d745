import type { ReactNode } from 'react';
import { ChoiceSelect } from './choice-select.tsx';
import { FormAlert } from './form-controls.tsx';
import { BoundField, SubmitButton, TextInput } from './form.tsx';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';

/**
 * The parts the public lead forms (contact, adverse event, medical information, stockist) are
 * built of, so each asks the same kind of question the same way.
 */

/** A titled group of a two-column lead form, across both columns. */
export function FieldGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid gap-6 md:col-span-2 md:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The visitor's mail address, which their browser may fill in. */
export function EmailField({ field, hint }: { field: FieldBinding; hint?: string }) {
  return (
    <BoundField field={field} hint={hint}>
      {(control) => <TextInput {...control({ type: 'email', autoComplete: 'email' })} />}
    </BoundField>
  );
}

/** The visitor's phone number, which their browser may fill in. */
export function PhoneField({ field }: { field: FieldBinding }) {
  return (
    <BoundField field={field}>
      {(control) => <TextInput {...control({ type: 'tel', autoComplete: 'tel' })} />}
    </BoundField>
  );
}

/** One of a contract's choices, none chosen at first, each shown by its label in the page's language. */
export function ChoiceField({
  field,
  choices,
  labels,
  placeholder,
}: {
  field: FieldBinding;
  choices: readonly { value: string }[];
  labels: Readonly<Record<string, string | undefined>>;
  placeholder: string;
}) {
  return (
    <BoundField field={field}>
      {(control) => (
        <ChoiceSelect {...control()} choices={choices} labels={labels} placeholder={placeholder} />
      )}
    </BoundField>
  );
}

/** The form's refusal, if any, above its send button, which says it is busy while the form is sent. */
export function SendRow({
  formError,
  busy,
  busyLabel,
  className,
  children,
}: {
  formError?: string;
  busy: boolean;
  busyLabel: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel={busyLabel} size="lg" className="w-full sm:w-auto">
        {children}
      </SubmitButton>
    </div>
  );
}
