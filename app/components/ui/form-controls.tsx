import { type ComponentProps, type ReactNode } from 'react';
import { controlClass, FieldError, fieldAttributes, useField } from './form.tsx';
import { useDomId } from '#app/lib/dom-id.ts';

/**
 * The form kit's controls that only some forms use (the footer's newsletter does not), kept apart
 * from form.tsx so that pages without them do not load them.
 */

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  const field = useField();
  return (
    <textarea
      rows={5}
      {...fieldAttributes(field)}
      {...props}
      className={controlClass(field.invalid, className)}
    />
  );
}

export function Select({
  className,
  options,
  placeholder,
  // A choice has no length to limit: a bound field's maxLength stops here, as <select> has none.
  maxLength: _noLength,
  ...props
}: ComponentProps<'select'> & {
  maxLength?: number;
  /** `disabled`: shown but not choosable; say why beside the field. */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  placeholder?: string;
}) {
  const field = useField();
  return (
    <select {...fieldAttributes(field)} {...props} className={controlClass(field.invalid, className)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A checkbox with its label beside it and its own error below. */
export function Checkbox({
  label,
  error,
  required,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string }) {
  const id = useDomId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-brand-700"
          {...props}
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
          {required && (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A message about the whole form (the server refused it or could not be reached). */
export function FormAlert({ message }: { message?: string }) {
  return (
    <div
      role="alert"
      className={message ? 'rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800' : undefined}
    >
      {message}
    </div>
  );
}
