import { type ComponentProps, createContext, type ReactNode, use, useContext } from 'react';
import { Button, type ButtonProps } from './button.tsx';
import { cn } from './class-names.ts';
import { useDomId } from '#app/lib/dom-id.ts';
import { MessagesContext } from '#languages/messages.ts';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';
import { type FormKitTextId, formKitTexts } from './form-texts.ts';

/** One of the kit's words in the page's language (English on the staff screens). */
function useKitText(id: FormKitTextId): string {
  return use(MessagesContext).messages[id] ?? formKitTexts[id];
}

/**
 * The one form kit: a FormField gives its control a label, an optional hint and an error, and ties
 * them together for assistive technology; the controls take those ties from the field around them.
 * Controls are uncontrolled (a real form's own values), so what a visitor types before the page's
 * script runs is kept, and a form posts without JavaScript.
 */

interface FieldContext {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContext | undefined>(undefined);

export function useField(): Partial<FieldContext> {
  return useContext(FieldContext) ?? {};
}

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** On dark backgrounds (the footer). */
  tone?: 'light' | 'dark';
  /** The error is announced as it appears (a refusal from the server, not a field's own check). */
  announceError?: boolean;
  children: ReactNode;
}

export function FormField({
  label,
  required,
  hint,
  error,
  className,
  tone = 'light',
  announceError,
  children,
}: FormFieldProps) {
  const id = useDomId();
  const ids = { control: `${id}-control`, hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [hint ? ids.hint : undefined, error ? ids.error : undefined].filter(Boolean).join(' ');
  const dark = tone === 'dark';
  const optional = useKitText('form.optional');
  return (
    <div className={className}>
      <label
        htmlFor={ids.control}
        className={cn('block text-sm font-semibold', dark ? 'text-slate-200' : 'text-slate-800')}
      >
        {label}
        {required ? (
          <span className={dark ? 'text-red-300' : 'text-red-700'} aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className={cn('font-normal', dark ? 'text-slate-300' : 'text-slate-600')}>{optional}</span>
        )}
      </label>
      {hint && (
        <p id={ids.hint} className={cn('mt-1 text-sm', dark ? 'text-slate-300' : 'text-slate-600')}>
          {hint}
        </p>
      )}
      <div className="mt-1.5">
        <FieldContext
          value={{
            controlId: ids.control,
            describedBy: describedBy || undefined,
            invalid: !!error,
            required: !!required,
          }}
        >
          {children}
        </FieldContext>
      </div>
      <FieldError id={ids.error} error={error} tone={tone} live={announceError} />
    </div>
  );
}

/**
 * A control's attributes around the ones its call gives: the field's name first and its maxLength
 * last, the order they have always rendered in, so the prerendered pages stay as they were.
 */
export type BoundControl = <const Attributes extends object = Record<never, never>>(
  attributes?: Attributes,
) => { name: string } & Attributes & { maxLength?: number };

/** A FormField for a bound field: the label, `required` and the error come from the binding. */
export function BoundField({
  field: { name, maxLength, ...shown },
  children,
  ...layout
}: Omit<FormFieldProps, 'label' | 'required' | 'error' | 'children'> & {
  field: FieldBinding;
  /** The field's control, given its attributes. */
  children: (control: BoundControl) => ReactNode;
}) {
  const control: BoundControl = <Attributes extends object>(attributes?: Attributes) => ({
    name,
    ...(attributes ?? ({} as Attributes)),
    ...(maxLength === undefined ? {} : { maxLength }),
  });
  return (
    <FormField {...shown} {...layout}>
      {children(control)}
    </FormField>
  );
}

/** One choice of a bound group: its input's id (for the choice's label) and the attributes the binding gives. */
export type BoundChoice = (value: string) => {
  id: string;
  name: string;
  value: string;
  required: true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A group of choices of one bound field (radio buttons): a fieldset whose legend is the field's
 * label, with its hint and its error; each choice's input takes the field's name, `required` and
 * the group's description from `choice(value)`, and the choices' layout stays with the form.
 */
export function BoundChoiceGroup({
  field: { name, label, required, error },
  hint,
  className,
  children,
}: {
  field: FieldBinding;
  hint?: ReactNode;
  className?: string;
  children: (choice: BoundChoice) => ReactNode;
}) {
  const id = useDomId();
  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  const describedBy = [hint ? ids.hint : undefined, error ? ids.error : undefined].filter(Boolean).join(' ');
  const optional = useKitText('form.optional');
  const choice: BoundChoice = (value) => ({
    id: `${id}-${value}`,
    name,
    value,
    required: required || undefined,
    'aria-describedby': describedBy || undefined,
  });
  return (
    <fieldset className={className} data-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600">{optional}</span>
        )}
      </legend>
      {hint && (
        <p id={ids.hint} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children(choice)}
      <FieldError id={ids.error} error={error} />
    </fieldset>
  );
}

/** A field's error, the same everywhere: a warning sign and the contract's message. */
export function FieldError({
  id,
  error,
  tone = 'light',
  live,
}: {
  id: string;
  error?: string;
  tone?: 'light' | 'dark';
  /** An alert region that is always there, so what appears in it is announced. */
  live?: boolean;
}) {
  if (!error && !live) return null;
  return (
    <p
      id={id}
      role={live ? 'alert' : undefined}
      className={
        error
          ? cn('mt-1.5 text-sm font-medium', tone === 'dark' ? 'text-red-200' : 'text-red-700')
          : 'sr-only'
      }
    >
      {error && <span aria-hidden="true">⚠ </span>}
      {error}
    </p>
  );
}

/** Border colours: slate-500 meets 3:1 against white; red-700 marks an invalid control. */
export function controlClass(invalid: boolean | undefined, className?: string) {
  return cn(
    'w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500',
    invalid ? 'border-red-700' : 'border-slate-500',
    className,
  );
}

export function fieldAttributes(field: Partial<FieldContext>) {
  return {
    id: field.controlId,
    'aria-invalid': field.invalid ? true : undefined,
    'aria-describedby': field.describedBy,
    required: field.required || undefined,
  } as const;
}

export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  const field = useField();
  return (
    <input
      type="text"
      {...fieldAttributes(field)}
      {...props}
      className={controlClass(field.invalid, className)}
    />
  );
}

/** The form's submit button: disabled with its busy label (SPEC's 'Sending...', 'Processing...') while busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: Omit<ButtonProps, 'type'> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy} aria-disabled={busy || undefined} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}

/**
 * The honeypot: hidden from people and from assistive technology, so only a robot fills it in,
 * and the server then refuses the submission.
 */
export function HoneypotField() {
  const id = useDomId();
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
      <label htmlFor={id}>{useKitText('form.leaveEmpty')}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
