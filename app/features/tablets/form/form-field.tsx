import type { ReactNode } from 'react';
import { fieldError, fieldLabel } from '../ui-classes.ts';

interface FormFieldProps {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  hint?: string;
  /** Receives the ids the control must reference in aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, a control and the control's error message under it. */
export function FormField({ id, label, optional, error, hint, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1.5">{children(describedBy)}</div>
      {error && (
        <p id={errorId} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
