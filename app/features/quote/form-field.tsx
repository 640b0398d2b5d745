import type { ReactNode } from 'react';

export const fieldIds = (name: string) => ({
  control: `quote-${name}`,
  error: `quote-${name}-error`,
  hint: `quote-${name}-hint`,
});

/** The attributes that tie a control to its label, hint and error message. */
export function describedControl(name: string, error: string | undefined, hasHint = false) {
  const ids = fieldIds(name);
  const describedBy = [hasHint ? ids.hint : undefined, error ? ids.error : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    id: ids.control,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export function FieldError({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldIds(name).error} className="mt-1.5 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  );
}

interface FormFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A label, the control given as children, an optional hint and the field's error. */
export function FormField({ name, label, required, hint, error, className, children }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={fieldIds(name).control} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {hint && (
        <p id={fieldIds(name).hint} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1.5">{children}</div>
      <FieldError name={name} error={error} />
    </div>
  );
}

/** Border colours: slate-500 meets 3:1 against white; red-700 marks an invalid control. */
export function controlClasses(error: string | undefined): string {
  return `w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 ${
    error ? 'border-red-700' : 'border-slate-500'
  }`;
}
