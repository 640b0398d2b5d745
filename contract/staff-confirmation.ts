import './zod-setup.ts';
import { z } from 'zod';
import { adminMessages } from './admin-session.ts';
import { apiErrorSchema } from './api-error.ts';
import { confirmationLifetimeMinutes, defineEndpoint, errorAnswer, errorAnswers } from './endpoint.ts';
import { signInCodeSchema, signInPasswordSchema } from './staff-accounts.ts';
import { ownAccountAccess } from './staff-own-account.ts';
import { passkeyCredentialSchema } from './staff-passkeys.ts';

/**
 * Confirming who one is before changing how one signs in (ASVS 5.0 7.5.1): both factors again, or
 * a passkey. A sign-in counts as well; either holds for `confirmationLifetimeMinutes`.
 */

export const confirmationMessages = {
  required: adminMessages.confirmationRequired,
  failed: 'That did not confirm it is you. Check your password and the code, or use your passkey again.',
  passkeyFailed: 'That passkey is not one of yours, or it could not be checked. Try again.',
} as const;

export const confirmationStateSchema = z.object({
  confirmedUntil: z.iso.datetime().nullable().meta({
    description: `Until when changes to how the person signs in are allowed without confirming again; null when they need a confirmation now.`,
  }),
  ways: z
    .object({
      passkey: z.boolean().meta({ description: 'The account has a passkey to confirm with.' }),
      password: z.boolean().meta({ description: 'The account has a password and an authenticator app.' }),
    })
    .meta({ description: 'How this account can confirm who it is.' }),
});
export type ConfirmationState = z.infer<typeof confirmationStateSchema>;

export const confirmationSchema = z.union([
  z.strictObject({ password: signInPasswordSchema, code: signInCodeSchema }).meta({
    title: 'With password and code',
    description: 'The password and the current code of the authenticator app, or a recovery code.',
  }),
  z.strictObject({ credential: passkeyCredentialSchema }).meta({
    title: 'With a passkey',
    description:
      'A passkey of this account answering the challenge of POST /api/staff/passkey-session/options.',
  }),
]);

const tags = ['staff own account'] as const;

const read = defineEndpoint({
  method: 'GET',
  path: '/api/staff/confirmation',
  operationId: 'readOwnConfirmation',
  summary: 'Whether I have confirmed who I am lately',
  description: `Changes to how the person signs in need a sign-in or a confirmation in the last ${confirmationLifetimeMinutes} minutes.`,
  tags,
  access: ownAccountAccess,
  answers: {
    200: { description: 'The state.', schema: confirmationStateSchema },
  },
});

const confirm = defineEndpoint({
  method: 'POST',
  path: '/api/staff/confirmation',
  operationId: 'confirmOwnIdentity',
  summary: 'Confirm who I am',
  description:
    `With both factors again, or a passkey of the account, the session may change how the person signs in for ${confirmationLifetimeMinutes} minutes. ` +
    'Wrong passwords and codes count against the same limits as sign-ins.',
  tags,
  access: ownAccountAccess,
  body: confirmationSchema,
  answers: {
    200: { description: 'Confirmed.', schema: confirmationStateSchema },
    400: errorAnswer(
      `Invalid fields, or a password, code or passkey that does not confirm who the person is (${confirmationMessages.failed})`,
    ),
    429: {
      description: 'Too many wrong passwords or codes.',
      schema: apiErrorSchema,
      headers: {
        'Retry-After': { description: 'Seconds to wait before trying again.', schema: z.int().positive() },
      },
    },
    503: errorAnswers.passwordChecksBusy,
  },
});

export const confirmationEndpoints = { read, confirm };
