import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { useSignEveryoneOut } from './staff-accounts-queries.ts';

/** The owner's answer to a suspected break-in: every other session ends at once, on every instance. */
export function SignEveryoneOut() {
  const signOut = useSignEveryoneOut();
  const ended = signOut.data;
  const notice =
    ended === undefined
      ? ''
      : `Everyone else is signed out (${ended === 1 ? '1 session' : `${ended} sessions`} ended).`;
  const error = signOut.error ? failureMessage(signOut.error, 'Failed to sign everyone out') : undefined;

  const run = () => {
    if (
      !window.confirm(
        'Sign everyone out? Every other session ends at once, yours stays; everyone can sign in again.',
      )
    )
      return;
    signOut.mutate();
  };

  return (
    <StaffPanel
      headingId="everyone-out-heading"
      title="Sign everyone out"
      intro="If a device or a password may be in the wrong hands: ends every session of every account and every other session opened with the admin key. Yours stays open."
    >
      <div className="mt-4">
        <Button variant="danger" size="sm" disabled={signOut.isPending} onClick={run}>
          Sign everyone out
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-800">
        {notice}
      </p>
      <FormAlert message={error} />
    </StaffPanel>
  );
}
