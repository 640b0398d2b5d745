/** The account's alert settings as TanStack Query sees them, and the changes the alerts panel makes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadKind } from '#contract/lead-fields.ts';
import type { AlertSettings } from '#contract/staff-alerts.ts';
import { fetchAlertSettings, sendTestAlert, turnOffAlerts, turnOnAlerts } from './alerts-api.ts';

const alertsQueryKey = ['staff-alerts'] as const;

export function useAlertSettings() {
  return useQuery({
    queryKey: alertsQueryKey,
    queryFn: ({ signal }) => fetchAlertSettings(signal),
  });
}

export type AlertsChange =
  { kind: 'on'; publicKey: string; kinds: LeadKind[] } | { kind: 'off'; id: string } | { kind: 'test' };

type Subscription = AlertSettings['subscriptions'][number];

export type AlertsChangeAnswer =
  | { kind: 'on'; subscription: Subscription }
  | { kind: 'off'; id: string }
  | { kind: 'test'; sent: number; failed: number };

/** The account's browsers after a change, from the ones shown before it. */
function browsersAfter(answer: AlertsChangeAnswer, subscriptions: Subscription[]): Subscription[] {
  if (answer.kind === 'on')
    return [...subscriptions.filter((each) => each.id !== answer.subscription.id), answer.subscription];
  if (answer.kind === 'off') return subscriptions.filter((each) => each.id !== answer.id);
  return subscriptions;
}

/**
 * Turns alerts on in this browser, off in one of the account's browsers, or sends a test alert,
 * one at a time: the panel shows the answer or the refusal of the last. The list of browsers
 * changes at once, then is read again.
 */
export function useAlertsChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AlertsChange): Promise<AlertsChangeAnswer> => {
      if (request.kind === 'on')
        return { kind: 'on', subscription: await turnOnAlerts(request.publicKey, request.kinds) };
      if (request.kind === 'off') {
        await turnOffAlerts(request.id);
        return { kind: 'off', id: request.id };
      }
      return { kind: 'test', ...(await sendTestAlert()) };
    },
    onSuccess: (answer) =>
      queryClient.setQueryData<AlertSettings>(
        alertsQueryKey,
        (settings) =>
          settings && { ...settings, subscriptions: browsersAfter(answer, settings.subscriptions) },
      ),
    onSettled: (_answer, _error, request) =>
      request.kind === 'test' ? undefined : queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
