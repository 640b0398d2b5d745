import type { ReactNode } from 'react';
import { TermsAgreement } from '#app/components/terms-agreement.tsx';
import { SendRow } from '#app/components/ui/lead-form-fields.tsx';

/** How a professional's two-column form ends: the terms to agree to, then the send row, across both columns. */
export function AgreeAndSend({
  agreementError,
  formError,
  busy,
  busyLabel,
  children,
}: {
  agreementError?: string;
  formError?: string;
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <TermsAgreement error={agreementError} className="md:col-span-2" />
      <SendRow formError={formError} busy={busy} busyLabel={busyLabel} className="space-y-4 md:col-span-2">
        {children}
      </SendRow>
    </>
  );
}
