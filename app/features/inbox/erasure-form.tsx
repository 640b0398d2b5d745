import type { FormEvent } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { BoundField, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { erasureQuerySchema } from '#contract/inbox.ts';
import { useErasePersonalData } from './inbox-queries.ts';

/** A refusal is shown in the form's alert, not beside the address. */
const field = staffFormFields(erasureQuerySchema, { email: "Erase a person's data (email address)" }, {});

/** Erases every submission of one email address (DPDP Act), after the member of staff confirms. */
export function ErasureForm() {
  const erasure = useErasePersonalData();
  const body = erasure.data;
  const message = body
    ? `Erased ${body.erased} submissions; removed the reporter's details from ${body.anonymised} adverse-event reports${body.recallSubscriptions > 0 ? `; deleted ${body.recallSubscriptions} subscriptions to recall notices` : ''}${body.unsentMails > 0 ? `; dropped ${body.unsentMails} unsent mails to the address` : ''}.`
    : undefined;
  const error = erasure.error ? failureMessage(erasure.error, String(erasure.error)) : undefined;

  function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email || !window.confirm(`Erase every submission from ${email}? This cannot be undone.`)) return;
    erasure.mutate(email);
  }

  return (
    <form onSubmit={erase} aria-label="Erase personal data" className="flex flex-wrap items-end gap-3">
      <BoundField field={field('email')} className="min-w-64 flex-1">
        {(control) => <TextInput {...control({ type: 'email' })} />}
      </BoundField>
      <Button type="submit" variant="secondary" size="field">
        Erase
      </Button>
      <p role="status" className="w-full text-sm text-slate-800">
        {message}
      </p>
      <FormAlert message={error} />
    </form>
  );
}
