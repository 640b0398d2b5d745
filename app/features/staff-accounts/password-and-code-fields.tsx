import { BoundField, TextInput } from '#app/components/ui/form.tsx';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';

/*
 * The account's password and a code from its authenticator app (or a recovery code): the two
 * factors both signing in and confirming it is you ask for. Two fields, not one part holding both,
 * so each stays where it was in its form's tree and keeps the id React gives it there.
 */

/** The account's current password; `onChange` clears the field's error as it is edited. */
export function CurrentPasswordField({
  field,
  onChange,
}: {
  field: FieldBinding<'password'>;
  onChange: () => void;
}) {
  return (
    <BoundField field={field}>
      {(control) => (
        <TextInput {...control({ type: 'password', autoComplete: 'current-password', onChange })} />
      )}
    </BoundField>
  );
}

/** A code from the authenticator app or a recovery code; `onChange` clears the field's error as it is edited. */
export function AuthenticatorCodeField({
  field,
  hint,
  onChange,
}: {
  field: FieldBinding<'code'>;
  hint?: string;
  onChange: () => void;
}) {
  return (
    <BoundField field={field} hint={hint}>
      {(control) => (
        <TextInput {...control({ autoComplete: 'one-time-code', spellCheck: false, onChange })} />
      )}
    </BoundField>
  );
}
