import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { controlClasses, describedControl, FieldError, fieldIds, FormField } from './form-field.tsx';
import { QuoteConfirmation } from './quote-confirmation.tsx';
import {
  emptyQuoteForm,
  fieldError,
  firstInvalidField,
  type QuoteErrors,
  type QuoteField,
  type QuoteFormValues,
  timelineOptions,
  validateQuoteRequest,
} from './quote-request.ts';

/** SPEC §9: the simulated send takes 1.5 s. Nothing leaves the browser. */
export const quoteProcessingMs = 1500;

type Status = 'idle' | 'processing' | 'submitted';
type TextField = Exclude<QuoteField, 'agreed'>;

export function QuoteForm({ initialProduct = '' }: { initialProduct?: string }) {
  const [values, setValues] = useState<QuoteFormValues>(() => emptyQuoteForm(initialProduct));
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const confirmationRef = useRef<HTMLDivElement>(null);
  const processingTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(processingTimer.current), []);

  useEffect(() => {
    if (status === 'submitted') confirmationRef.current?.focus();
  }, [status]);

  const update = <F extends QuoteField>(field: F, value: QuoteFormValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown error follows the correction as it is typed; no new errors appear before the next submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: fieldError(next, field) }));
  };

  /** What every text, number, select and textarea control takes: ids, value, change handler, classes. */
  const textControl = (field: TextField, hasHint = false) => ({
    ...describedControl(field, errors[field], hasHint),
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(field, event.target.value),
    className: controlClasses(errors[field]),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'processing') return;
    const result = validateQuoteRequest(values);
    if (!result.ok) {
      // Render the messages first, so the focused field is announced with its error.
      flushSync(() => {
        setErrors(result.errors);
        setStatus('idle');
      });
      const first = firstInvalidField(result.errors);
      if (first) document.getElementById(fieldIds(first).control)?.focus();
      return;
    }
    setErrors({});
    setStatus('processing');
    processingTimer.current = window.setTimeout(() => {
      setValues(emptyQuoteForm());
      setStatus('submitted');
    }, quoteProcessingMs);
  };

  const processing = status === 'processing';

  return (
    <>
      <QuoteConfirmation visible={status === 'submitted'} regionRef={confirmationRef} />
      <form noValidate onSubmit={submit} aria-label="Quote request" className="grid gap-6 md:grid-cols-2">
        <p className="text-sm text-slate-700 md:col-span-2">
          Fields marked{' '}
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>

        <FormField name="fullName" label="Full name" required error={errors.fullName}>
          <input {...textControl('fullName')} type="text" autoComplete="name" required />
        </FormField>

        <FormField name="email" label="Email address" required error={errors.email}>
          <input {...textControl('email')} type="email" autoComplete="email" spellCheck={false} required />
        </FormField>

        <FormField name="phone" label="Phone number" error={errors.phone}>
          <input {...textControl('phone')} type="tel" autoComplete="tel" />
        </FormField>

        <FormField name="company" label="Company or organisation" error={errors.company}>
          <input {...textControl('company')} type="text" autoComplete="organization" />
        </FormField>

        <FormField name="productName" label="Product name" required error={errors.productName}>
          <input {...textControl('productName')} type="text" required />
        </FormField>

        <FormField
          name="quantity"
          label="Quantity"
          required
          hint="Number of units, packs or devices."
          error={errors.quantity}
        >
          <input
            {...textControl('quantity', true)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
          />
        </FormField>

        <FormField
          name="requirements"
          label="Requirements"
          hint="Strengths, pack sizes, delivery location, licences or anything else we should know."
          error={errors.requirements}
          className="md:col-span-2"
        >
          <textarea {...textControl('requirements', true)} rows={5} />
        </FormField>

        <FormField name="timeline" label="Timeline" error={errors.timeline}>
          <select {...textControl('timeline')}>
            <option value="">Select a timeline</option>
            {timelineOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FormField>

        <div className="md:col-span-2">
          <div className="flex items-start gap-3">
            <input
              {...describedControl('agreed', errors.agreed)}
              type="checkbox"
              required
              checked={values.agreed}
              onChange={(event) => update('agreed', event.target.checked)}
              className="mt-1 size-5 shrink-0 accent-teal-700"
            />
            <label htmlFor={fieldIds('agreed').control} className="text-slate-800">
              I agree to the{' '}
              <Link to="/terms" className="font-medium text-teal-800 underline hover:text-teal-900">
                terms and conditions
              </Link>{' '}
              and the{' '}
              <Link to="/privacy" className="font-medium text-teal-800 underline hover:text-teal-900">
                privacy policy
              </Link>
              .
              <span className="text-red-700" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
          </div>
          <FieldError name="agreed" error={errors.agreed} />
        </div>

        <div className="md:col-span-2">
          <button
            type="submit"
            disabled={processing}
            className="w-full rounded-md bg-teal-700 px-6 py-3 text-lg font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:bg-slate-600 sm:w-auto"
          >
            {processing ? 'Processing...' : 'Submit Quote Request'}
          </button>
        </div>
      </form>
    </>
  );
}
