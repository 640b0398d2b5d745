import { TermsAgreement } from '#app/components/terms-agreement.tsx';
import { SendRow } from '#app/components/ui/lead-form-fields.tsx';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';

/** How a professional's two-column form ends: the terms to agree to, then the send row, across both columns. */
export function AgreeAndSend({
  agreement,
  formError,
  busy,
  texts,
}: {
  agreement: FieldBinding;
  formError?: string;
  busy: boolean;
  /** The send button's words, and what it says while the form is sent. */
  texts: { send: string; sending: string };
}) {
  return (
    <>
      <TermsAgreement error={agreement.error} className="md:col-span-2" />
      <SendRow
        formError={formError}
        busy={busy}
        busyLabel={texts.sending}
        className="space-y-4 md:col-span-2"
      >
        {texts.send}
      </SendRow>
    </>
  );
}
