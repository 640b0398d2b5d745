import { type FormEvent, useEffect, useRef, useState } from 'react';
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
          <input
            {...describedControl('fullName', errors.fullName)}
            type="text"
            autoComplete="name"
            required
            value={values.fullName}
            onChange={(event) => update('fullName', event.target.value)}
            className={controlClasses(errors.fullName)}
          />
        </FormField>

        <FormField name="email" label="Email address" required error={errors.email}>
          <input
            {...describedControl('email', errors.email)}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            className={controlClasses(errors.email)}
          />
        </FormField>

        <FormField name="phone" label="Phone number" error={errors.phone}>
          <input
            {...describedControl('phone', errors.phone)}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => update('phone', event.target.value)}
            className={controlClasses(errors.phone)}
          />
        </FormField>

        <FormField name="company" label="Company or organisation" error={errors.company}>
          <input
            {...describedControl('company', errors.company)}
            type="text"
            autoComplete="organization"
            value={values.company}
            onChange={(event) => update('company', event.target.value)}
            className={controlClasses(errors.company)}
          />
        </FormField>

        <FormField name="productName" label="Product name" required error={errors.productName}>
          <input
            {...describedControl('productName', errors.productName)}
            type="text"
            required
            value={values.productName}
            onChange={(event) => update('productName', event.target.value)}
            className={controlClasses(errors.productName)}
          />
        </FormField>

        <FormField
          name="quantity"
          label="Quantity"
          required
          hint="Number of units, packs or devices."
          error={errors.quantity}
        >
          <input
            {...describedControl('quantity', errors.quantity, true)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            value={values.quantity}
            onChange={(event) => update('quantity', event.target.value)}
            className={controlClasses(errors.quantity)}
          />
        </FormField>

        <FormField
          name="requirements"
          label="Requirements"
          hint="Strengths, pack sizes, delivery location, licences or anything else we should know."
          error={errors.requirements}
          className="md:col-span-2"
        >
          <textarea
            {...describedControl('requirements', errors.requirements, true)}
            rows={5}
            value={values.requirements}
            onChange={(event) => update('requirements', event.target.value)}
            className={controlClasses(errors.requirements)}
          />
        </FormField>

        <FormField name="timeline" label="Timeline" error={errors.timeline}>
          <select
            {...describedControl('timeline', errors.timeline)}
            value={values.timeline}
            onChange={(event) => update('timeline', event.target.value)}
            className={controlClasses(errors.timeline)}
          >
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
