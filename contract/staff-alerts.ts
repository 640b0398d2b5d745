import './zod-setup.ts';
import { z } from 'zod';
import { defineEndpoint, errorAnswer } from './endpoint.ts';
import { type LeadKind, leadKinds } from './lead-fields.ts';
import { ownAccountAccess, ownAccountMessages } from './staff-own-account.ts';
import type { StaffRole } from './staff-roles.ts';

/**
 * Alerts in a member of staff's browser (Web Push) when a submission arrives, for the kinds they
 * choose among those their roles cover. An adverse-event report alerts drug safety always.
 */

export const alertMessages = {
  kindsRequired: 'Choose at least one kind of submission to be alerted about.',
  kindNotAllowed: 'Choose only kinds of submission your roles cover.',
  subscriptionInvalid: 'This browser did not give a push address that alerts can be sent to.',
  notFound: 'No browser of yours has alerts on with this id.',
  pushServiceUnknown:
    'Alerts go only through the push services of Chrome, Firefox, Safari and Edge; this browser gave another address.',
  anotherAccountsBrowser:
    'Alerts in this browser are on for another account. Sign in with that account and turn them off there first.',
} as const;

/** The kinds whose alerts a member of staff cannot turn off: a safety role always hears of an adverse event. */
export function alwaysAlertedKinds(roles: readonly StaffRole[]): LeadKind[] {
  return roles.includes('safety') ? ['adverse-event'] : [];
}

/** What the alert of a new submission says: no personal data, only what arrived and where to read it. */
export interface AlertPayload {
  title: string;
  body: string;
  /** The staff page to open when the alert is clicked. */
  url: string;
}

const base64url = (max: number) =>
  z
    .string()
    .regex(/^[\w-]+=*$/, alertMessages.subscriptionInvalid)
    .max(max);

/** A browser's subscription as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z
      .url({ protocol: /^https$/, error: alertMessages.subscriptionInvalid })
      .max(2000, alertMessages.subscriptionInvalid),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  })
  .meta({ description: 'The browser’s push subscription, as PushSubscription.toJSON() gives it.' });

export const alertSubscriptionSchema = z.object({
  id: z.string(),
  kinds: z.array(z.enum(leadKinds)),
  createdAt: z.iso.datetime(),
  userAgent: z
    .string()
    .nullable()
    .meta({ description: 'The browser that turned alerts on, as it named itself.' }),
});

export const alertSettingsSchema = z.object({
  publicKey: z
    .string()
    .meta({ description: 'The server’s VAPID public key (applicationServerKey), URL-safe base64.' }),
  kinds: z.array(z.enum(leadKinds)).meta({ description: 'The kinds the account’s roles cover.' }),
  alwaysKinds: z
    .array(z.enum(leadKinds))
    .meta({ description: 'The kinds that alert the account in any case.' }),
  subscriptions: z
    .array(alertSubscriptionSchema)
    .meta({ description: 'The account’s browsers with alerts on.' }),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const alertSubscribeSchema = z.strictObject({
  subscription: pushSubscriptionSchema,
  kinds: z
    .array(z.enum(leadKinds, { error: alertMessages.kindNotAllowed }), { error: alertMessages.kindsRequired })
    .min(1, alertMessages.kindsRequired)
    .max(leadKinds.length, alertMessages.kindNotAllowed),
});

const tags = ['staff alerts'] as const;

const read = defineEndpoint({
  method: 'GET',
  path: '/api/staff/alerts',
  operationId: 'readOwnAlerts',
  summary: 'My alert settings',
  description:
    'The key a browser subscribes with, the kinds the account may be alerted about, and its browsers with alerts on.',
  tags,
  access: ownAccountAccess,
  answers: {
    200: { description: 'The settings.', schema: alertSettingsSchema },
  },
});

const subscribe = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/alerts',
  operationId: 'turnOnAlerts',
  summary: 'Turn alerts on in this browser',
  description:
    'Keeps the browser’s push subscription with the kinds chosen (replacing what the same browser chose before). ' +
    'The kinds must be ones the account’s roles cover; adverse-event reports alert drug safety whatever is chosen. ' +
    'The push address must be a known push service’s (FCM, Mozilla autopush, Apple, Windows); one that another ' +
    'active account holds is refused.',
  tags,
  access: ownAccountAccess,
  body: alertSubscribeSchema,
  answers: {
    200: { description: 'On.', schema: z.object({ subscription: alertSubscriptionSchema }) },
    409: errorAnswer(`${ownAccountMessages.ownAccountOnly} Or: ${alertMessages.anotherAccountsBrowser}`),
  },
});

const unsubscribe = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/alerts/{id}',
  operationId: 'turnOffAlerts',
  summary: 'Turn alerts off in one of my browsers',
  description: 'That browser gets no more alerts.',
  tags,
  access: ownAccountAccess,
  params: z.object({ id: z.string().regex(/^[\w-]{8,64}$/, alertMessages.notFound) }),
  answers: {
    204: { description: 'Off.' },
    404: errorAnswer(alertMessages.notFound),
  },
});

const test = defineEndpoint({
  method: 'POST',
  path: '/api/staff/alert-test',
  operationId: 'sendTestAlert',
  summary: 'Send me a test alert',
  description:
    'Sends a test alert to every browser of the account with alerts on; answers how many push services took it. ' +
    'The test is in the audit log.',
  tags,
  access: ownAccountAccess,
  answers: {
    200: {
      description: 'Sent.',
      schema: z.object({
        sent: z.int().nonnegative().meta({ description: 'Browsers whose push service took the alert.' }),
        failed: z
          .int()
          .nonnegative()
          .meta({ description: 'Browsers whose push service refused or did not answer.' }),
      }),
    },
  },
});

export const alertEndpoints = { read, subscribe, unsubscribe, test };
