import { Checkbox } from '#app/components/ui/form-controls.tsx';

const linkClass = 'font-medium text-teal-800 underline hover:text-teal-900';

/** The `agreed` tick a form needs before it is sent: the terms and conditions and the privacy policy. */
export function TermsAgreement({ error, className }: { error?: string; className?: string }) {
  return (
    <Checkbox
      name="agreed"
      required
      error={error}
      className={className}
      label={
        <>
          I agree to the{' '}
          <a href="/terms" className={linkClass}>
            terms and conditions
          </a>{' '}
          and the{' '}
          <a href="/privacy" className={linkClass}>
            privacy policy
          </a>
          .
        </>
      }
    />
  );
}
