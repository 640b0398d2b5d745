import { type FormEvent, useState } from 'react';
import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox, FormAlert } from '#app/components/ui/form-controls.tsx';
import { SubmitButton } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { alertMessages } from '#contract/staff-alerts.ts';
import { alertsSupported } from './alerts-api.ts';
import {
  type AlertsChange,
  type AlertsChangeAnswer,
  useAlertSettings,
  useAlertsChange,
} from './alerts-queries.ts';

export const alertTexts = {
  heading: 'Alerts in your browser',
  intro:
    'Get an alert on this computer or phone when a submission arrives, even with the site closed. It says what arrived and its reference, nothing more.',
  unsupported:
    'This browser cannot show alerts from a website. Try a current Chrome, Edge, Firefox or Safari.',
  kindsLegend: 'Alert me about',
  always: 'always, for drug safety',
  turnOn: 'Turn on alerts in this browser',
  turningOn: 'Waiting for your browser…',
  refused:
    'Alerts are not allowed for this site in this browser. Allow notifications in the browser’s site settings, then try again.',
  on: 'Alerts are on in this browser.',
  browsers: 'Browsers with alerts on',
  none: 'Alerts are not on in any of your browsers.',
  turnOff: 'Turn off',
  test: 'Send a test alert',
} as const;

/** Why a change did not happen, in the words the person needs. */
function refusal(error: Error, request: AlertsChange | undefined): string {
  if (error.name === 'NotAllowedError') return alertTexts.refused;
  if (isApiError(error) && error.fields?.kinds) return error.fields.kinds;
  const fallback =
    request?.kind === 'on'
      ? 'Failed to turn alerts on'
      : request?.kind === 'off'
        ? 'Failed to turn alerts off'
        : 'Failed to send a test alert';
  return failureMessage(error, fallback);
}

function statusAfter(answer: AlertsChangeAnswer): string {
  if (answer.kind === 'on') return alertTexts.on;
  if (answer.kind === 'off') return 'Alerts are off in that browser.';
  const { sent, failed } = answer;
  return (
    `Test alert sent to ${sent} ${sent === 1 ? 'browser' : 'browsers'}` +
    (failed > 0 ? `; ${failed} could not be reached and may need alerts turned on again.` : '.')
  );
}

/**
 * Turning alerts (Web Push) on in this browser for the kinds of submission the account's roles
 * cover, the browsers that have them on, and a test alert.
 */
export function AlertsPanel() {
  const { data: settings, error: loadError } = useAlertSettings();
  const change = useAlertsChange();
  const [picked, setPicked] = useState<LeadKind[]>();
  const [noKinds, setNoKinds] = useState(false);
  const chosen = picked ?? settings?.kinds.filter((kind) => kind !== 'newsletter') ?? [];
  // Asked once the settings are read: the screen runs only in a browser by then.
  const supported = settings ? alertsSupported() : undefined;
  const error = noKinds
    ? alertMessages.kindsRequired
    : change.error
      ? refusal(change.error, change.variables)
      : loadError
        ? failureMessage(loadError, 'Failed to load your alerts')
        : undefined;
  const status = change.data && statusAfter(change.data);
  const busy = change.isPending && change.variables.kind === 'on';

  /** Each change starts with nothing said about the one before. */
  function run(request: AlertsChange) {
    setNoKinds(false);
    change.mutate(request);
  }

  function turnOn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!settings || busy) return;
    const kinds = [...new Set([...chosen, ...settings.alwaysKinds])];
    if (kinds.length === 0) {
      change.reset();
      setNoKinds(true);
      return;
    }
    run({ kind: 'on', publicKey: settings.publicKey, kinds });
  }

  const toggle = (kind: LeadKind) =>
    setPicked(chosen.includes(kind) ? chosen.filter((each) => each !== kind) : [...chosen, kind]);

  return (
    <StaffPanel headingId="alerts-heading" title={alertTexts.heading} intro={alertTexts.intro}>
      <p role="status" className="mt-3 text-slate-800">
        {status ?? (settings === undefined && !error ? 'Loading your alerts…' : '')}
      </p>
      <FormAlert message={error} />
      {settings && supported === false && <p className="mt-3 text-slate-700">{alertTexts.unsupported}</p>}
      {settings && supported && (
        <form noValidate aria-label={alertTexts.turnOn} onSubmit={turnOn} className="mt-4">
          <fieldset>
            <legend className="font-semibold text-slate-900">{alertTexts.kindsLegend}</legend>
            <div className="mt-2 space-y-2">
              {settings.kinds.map((kind) => {
                const always = settings.alwaysKinds.includes(kind);
                return (
                  <Checkbox
                    key={kind}
                    name="kinds"
                    value={kind}
                    label={
                      always ? `${leadKindLabels[kind]}s (${alertTexts.always})` : `${leadKindLabels[kind]}s`
                    }
                    checked={always || chosen.includes(kind)}
                    disabled={always}
                    onChange={() => toggle(kind)}
                  />
                );
              })}
            </div>
          </fieldset>
          <SubmitButton busy={busy} busyLabel={alertTexts.turningOn} size="field" className="mt-4">
            {alertTexts.turnOn}
          </SubmitButton>
        </form>
      )}
      {settings && (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">{alertTexts.browsers}</h3>
          {settings.subscriptions.length === 0 ? (
            <p className="mt-2 text-slate-700">{alertTexts.none}</p>
          ) : (
            <>
              <ul className="mt-2 divide-y divide-slate-200" aria-label={alertTexts.browsers}>
                {settings.subscriptions.map((subscription) => (
                  <li
                    key={subscription.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-slate-900">
                        <bdi>{subscription.userAgent?.slice(0, 80) ?? 'An unknown browser'}</bdi>
                      </p>
                      <p className="text-sm text-slate-700">
                        Since {istDateTime(subscription.createdAt)}:{' '}
                        {subscription.kinds
                          .map((kind) => `${leadKindLabels[kind].toLowerCase()}s`)
                          .join(', ')}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="dangerOutline"
                      onClick={() => run({ kind: 'off', id: subscription.id })}
                    >
                      {alertTexts.turnOff}{' '}
                      <span className="sr-only">
                        alerts in the browser added {istDateTime(subscription.createdAt)}
                      </span>
                    </Button>
                  </li>
                ))}
              </ul>
              <Button variant="secondary" size="field" className="mt-3" onClick={() => run({ kind: 'test' })}>
                {alertTexts.test}
              </Button>
            </>
          )}
        </>
      )}
    </StaffPanel>
  );
}
