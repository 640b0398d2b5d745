import './zod-setup.ts';
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import {
  confirmedStaffOnly,
  defineEndpoint,
  errorAnswer,
  errorAnswers,
  ownAccountOnly,
  staffOnly,
} from './endpoint.ts';
import { staffAccountMessages } from './staff-accounts.ts';
import { passwordMessages, passwordRules } from './staff-credentials.ts';
import { staffRoles } from './staff-roles.ts';

/** A member of staff's own sessions, recovery codes, password and authenticator app. */

export const ownAccountMessages = {
  ownAccountOnly: 'Sign in with your own account for this: the admin key has none.',
  sessionNotFound: 'You have no session with this reference; it may have ended already.',
  passwordWrong: 'That is not your current password.',
  passwordRequired: 'Enter your current password.',
  noPassword:
    'Your account has no password: it signs in with a passkey, and has no recovery codes. If you lose your passkeys, ask the owner for a new invitation.',
  newPasswordRequired: 'Enter a new password.',
  authenticatorSetupExpired:
    'This new authenticator was not confirmed within 10 minutes, or your sign-in changed meanwhile. Start again.',
} as const;

/** How long a new authenticator secret waits for its first code before it has to be asked for again. */
export const authenticatorSetupLifetimeMinutes = 10;

export const ownSessionSchema = z.object({
  ref: z.string().meta({ description: 'Names the session (not its secret).' }),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  userAgent: z.string().nullable().meta({ description: 'The browser that opened it, as it named itself.' }),
  current: z.boolean().meta({ description: 'True for the session making this request.' }),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

/** Any member of staff, for their own account (which the admin key has not). */
export const ownAccountAccess = ownAccountOnly(staffOnly(...staffRoles), ownAccountMessages.ownAccountOnly);
/** The same, from a person who signed in or confirmed who they are just now. */
export const confirmedOwnAccountAccess = ownAccountOnly(
  confirmedStaffOnly(...staffRoles),
  ownAccountMessages.ownAccountOnly,
);
const tags = ['staff own account'] as const;
const noPassword = errorAnswer(ownAccountMessages.noPassword);
const tooManyWrongPasswords = {
  description: 'Too many wrong passwords from this address.',
  schema: apiErrorSchema,
  headers: {
    'Retry-After': { description: 'Seconds to wait before trying again.', schema: z.int().positive() },
  },
};

/** The password the person signs in with now: needed before any of their credentials change. */
const currentPassword = z
  .string({ error: ownAccountMessages.passwordRequired })
  .min(1, ownAccountMessages.passwordRequired)
  .max(512, ownAccountMessages.passwordWrong);

const listSessions = defineEndpoint({
  method: 'GET',
  path: '/api/staff/sessions',
  operationId: 'listOwnSessions',
  summary: 'List my sessions',
  description: 'The live sessions of the signed-in account, most recently used first.',
  tags,
  access: ownAccountAccess,
  answers: {
    200: { description: 'The sessions.', schema: z.object({ sessions: z.array(ownSessionSchema) }) },
  },
});

const endSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/sessions/{ref}',
  operationId: 'endOwnSession',
  summary: 'End one of my sessions',
  description: 'Signs that browser out on every instance at its next request.',
  tags,
  access: confirmedOwnAccountAccess,
  params: z.object({ ref: z.string().regex(/^[0-9a-f]{16}$/, ownAccountMessages.sessionNotFound) }),
  answers: {
    204: { description: 'Ended.' },
    404: errorAnswer(ownAccountMessages.sessionNotFound),
  },
});

const endOtherSessions = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/sessions',
  operationId: 'endOwnOtherSessions',
  summary: 'End all my other sessions',
  description:
    'Signs every other browser of the account out, on every instance at its next request; this one stays.',
  tags,
  access: confirmedOwnAccountAccess,
  answers: {
    200: {
      description: 'Ended.',
      schema: z.object({
        ended: z.int().nonnegative().meta({ description: 'How many other live sessions ended.' }),
      }),
    },
  },
});

const newRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: '/api/staff/recovery-codes',
  operationId: 'replaceOwnRecoveryCodes',
  summary: 'Replace my recovery codes',
  description:
    'Ten new one-time recovery codes, shown this once; the old ones stop working. An account that signs in ' +
    'with passkeys only has none, and is told so.',
  tags,
  access: confirmedOwnAccountAccess,
  answers: {
    200: {
      description: 'The new codes.',
      schema: z.object({ recoveryCodes: z.array(z.string()).length(10) }),
    },
    400: noPassword,
  },
});

const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/staff/password',
  operationId: 'changeOwnPassword',
  summary: 'Change my password',
  description:
    'Replaces the password after the current one (no authenticator code needed). The new password follows ' +
    'the rules of registration. Every other session of the account ends; this one stays. Wrong current ' +
    'passwords count against the address like failed sign-ins.',
  tags,
  access: confirmedOwnAccountAccess,
  body: z.strictObject({
    currentPassword: currentPassword.meta({ description: 'The password the person signs in with now.' }),
    newPassword: z
      .string({ error: ownAccountMessages.newPasswordRequired })
      .min(1, ownAccountMessages.newPasswordRequired)
      .max(passwordRules.maxLength * 4, passwordMessages.tooLong)
      .meta({
        description: `The new password: ${passwordRules.minLength} to ${passwordRules.maxLength} characters, not a known breached one.`,
      }),
  }),
  answers: {
    200: {
      description: 'Changed; the other sessions ended.',
      schema: z.object({
        otherSessionsEnded: z
          .int()
          .nonnegative()
          .meta({ description: 'How many other live sessions of the account ended.' }),
      }),
    },
    429: tooManyWrongPasswords,
    503: errorAnswers.passwordChecksBusy,
  },
});

const startAuthenticatorChange = defineEndpoint({
  method: 'POST',
  path: '/api/staff/authenticator/setup',
  operationId: 'startAuthenticatorChange',
  summary: 'Start setting up a new authenticator app',
  description:
    'A new authenticator secret to add to an app. Nothing changes yet: the switch happens when PUT ' +
    `/api/staff/authenticator brings a code of the new app, within ${authenticatorSetupLifetimeMinutes} minutes.`,
  tags,
  access: confirmedOwnAccountAccess,
  answers: {
    200: {
      description: 'The new secret, not yet in use.',
      schema: z.object({
        totpSecret: z.string().meta({ description: 'Base32, for typing into the authenticator app.' }),
        totpUri: z
          .string()
          .meta({ description: 'The otpauth:// address, which a phone opens in its authenticator app.' }),
        totpQrCode: z.string().meta({ description: 'The same address as a QR code: an SVG data URL.' }),
        pending: z.string().meta({
          description:
            'The new secret sealed by the server for this account (opaque): sent back with the first code.',
        }),
        expiresAt: z.iso.datetime(),
      }),
    },
    400: noPassword,
  },
});

const confirmAuthenticatorChange = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/authenticator',
  operationId: 'confirmAuthenticatorChange',
  summary: 'Switch to the new authenticator app',
  description:
    'With a current code of the new app, the new secret replaces the old one: codes of the old app stop ' +
    'working. A setup is used once, and not after the password or authenticator changed meanwhile.',
  tags,
  access: ownAccountAccess,
  body: z.strictObject({
    pending: z
      .string({ error: ownAccountMessages.authenticatorSetupExpired })
      .min(1, ownAccountMessages.authenticatorSetupExpired)
      .max(2000, ownAccountMessages.authenticatorSetupExpired)
      .meta({ description: 'The `pending` value of the setup.' }),
    code: z
      .string({ error: staffAccountMessages.codeRequired })
      .trim()
      .min(1, staffAccountMessages.codeRequired)
      .max(20, staffAccountMessages.codeInvalid)
      .meta({ description: 'The current code of the new authenticator app.' }),
  }),
  answers: {
    204: { description: 'Switched.' },
  },
});

export const ownAccountEndpoints = {
  listSessions,
  endSession,
  endOtherSessions,
  newRecoveryCodes,
  changePassword,
  startAuthenticatorChange,
  confirmAuthenticatorChange,
};
