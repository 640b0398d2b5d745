import './zod-setup.ts';
import { z } from 'zod';
import { defineEndpoint, errorAnswer, errorAnswers } from './endpoint.ts';
import { isPlainText } from './plain-text.ts';
import { invitationTokenSchema, staffAccountMessages } from './staff-accounts.ts';
import { confirmedOwnAccountAccess, ownAccountAccess } from './staff-own-account.ts';

/**
 * Passkeys (WebAuthn): an invited person registers one with the invitation, staff add more to their
 * own account, and sign in with them.
 */

export const passkeyMessages = {
  nameRequired: 'Name the passkey, e.g. “Work laptop”.',
  nameInvalid: 'Use letters, numbers and punctuation only, at most 60 characters.',
  notVerified: 'The passkey could not be checked. Try again.',
  notFound: 'You have no passkey with this id.',
  signInFailed:
    'That passkey is not registered here, or it could not be checked. Try again or use your password.',
} as const;

/** What the browser's WebAuthn call answers, as @simplewebauthn/browser hands it over; checked by the server's verifier. */
export const passkeyCredentialSchema = z
  .looseObject({
    id: z.string().max(1024),
    rawId: z.string().max(1024),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
    clientExtensionResults: z.looseObject({}),
  })
  .meta({ description: 'The credential as `@simplewebauthn/browser` answers it (WebAuthn JSON).' });

const optionsAnswer = z.looseObject({ challenge: z.string() }).meta({
  description:
    'Options for navigator.credentials (WebAuthn JSON), with a one-time challenge valid 5 minutes.',
});

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type PasskeyView = z.infer<typeof passkeySchema>;

const passkeyName = z
  .string({ error: passkeyMessages.nameRequired })
  .trim()
  .min(1, passkeyMessages.nameRequired)
  .max(60, passkeyMessages.nameInvalid)
  .refine((name) => isPlainText(name, { multiline: false }), passkeyMessages.nameInvalid)
  .meta({ description: 'What the person calls the device that holds the passkey.' });

export const newPasskeySchema = z.strictObject({ name: passkeyName, credential: passkeyCredentialSchema });

/** A passkey registered with an invitation: the token stands in for the session the person does not have yet. */
const invitationPasskeySchema = z.strictObject({
  token: invitationTokenSchema,
  name: passkeyName,
  credential: passkeyCredentialSchema,
});

// Each member of staff manages their own passkeys (the admin key has none). Adding or removing one
// changes how one signs in: it needs a sign-in or a confirmation just now.
const tags = ['staff passkeys'] as const;

const list = defineEndpoint({
  method: 'GET',
  path: '/api/staff/passkeys',
  operationId: 'listOwnPasskeys',
  summary: 'List my passkeys',
  description: 'The passkeys of the signed-in account.',
  tags,
  access: ownAccountAccess,
  answers: {
    200: { description: 'The passkeys.', schema: z.object({ passkeys: z.array(passkeySchema) }) },
  },
});

const registrationOptions = defineEndpoint({
  method: 'POST',
  path: '/api/staff/passkeys/options',
  operationId: 'startPasskeyRegistration',
  summary: 'Start adding a passkey',
  description: 'Options for navigator.credentials.create(), for the signed-in account.',
  tags,
  access: confirmedOwnAccountAccess,
  answers: {
    200: { description: 'The creation options.', schema: optionsAnswer },
  },
});

const add = defineEndpoint({
  method: 'POST',
  path: '/api/staff/passkeys',
  operationId: 'addPasskey',
  summary: 'Add a passkey',
  description: 'Checks the new credential against the challenge just issued and keeps its public key.',
  tags,
  access: confirmedOwnAccountAccess,
  body: newPasskeySchema,
  answers: {
    201: { description: 'The passkey.', schema: z.object({ passkey: passkeySchema }) },
  },
});

const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/passkeys/{id}',
  operationId: 'removePasskey',
  summary: 'Remove one of my passkeys',
  description: 'The passkey no longer signs anyone in.',
  tags,
  access: confirmedOwnAccountAccess,
  params: z.object({ id: z.string().min(1).max(1024) }),
  answers: {
    204: { description: 'Removed.' },
    404: errorAnswer(passkeyMessages.notFound),
  },
});

const signInOptions = defineEndpoint({
  method: 'POST',
  path: '/api/staff/passkey-session/options',
  operationId: 'startPasskeySignIn',
  summary: 'Start signing in with a passkey',
  description:
    'Options for navigator.credentials.get() with a one-time challenge; any passkey of this site may answer.',
  tags,
  access: 'public',
  answers: {
    200: { description: 'The request options.', schema: optionsAnswer },
    403: errorAnswers.foreignOrigin,
  },
});

const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/staff/passkey-session',
  operationId: 'signInWithPasskey',
  summary: 'Sign in with a passkey',
  description:
    'Checks the signed challenge with the passkey’s public key and opens a staff session (the cookie of POST ' +
    '/api/admin/session). A passkey with user verification is both factors at once.',
  tags,
  access: 'public',
  body: z.strictObject({ credential: passkeyCredentialSchema }),
  answers: {
    204: { description: 'Signed in; the session cookie is set.' },
    401: errorAnswer(passkeyMessages.signInFailed),
    403: errorAnswers.foreignOrigin,
  },
});

const signInTags = ['staff sign-in'] as const;
const invitationNotFound = errorAnswer(staffAccountMessages.invitationInvalid);

const invitationOptions = defineEndpoint({
  method: 'POST',
  path: '/api/staff/invitations/passkey/options',
  operationId: 'startInvitationPasskey',
  summary: 'Start registering a passkey with an invitation',
  description:
    'Options for navigator.credentials.create() for the invited account, with a one-time challenge valid 5 ' +
    'minutes (the token travels in the body, so it is in no address or log).',
  tags: signInTags,
  access: 'public',
  body: z.strictObject({ token: invitationTokenSchema }),
  answers: {
    200: { description: 'The creation options.', schema: optionsAnswer },
    403: errorAnswers.foreignOrigin,
    404: invitationNotFound,
  },
});

const registerWithInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/staff/invitations/passkey',
  operationId: 'registerInvitationPasskey',
  summary: 'Register with an invitation and a passkey',
  description:
    'Checks the new passkey against the challenge just issued, uses the invitation up and signs the person in ' +
    '(the session cookie of POST /api/admin/session). The account then has this passkey and no password and ' +
    'no recovery codes: a passkey with user verification is both factors, and a lost one is replaced through ' +
    'a new invitation.',
  tags: signInTags,
  access: 'public',
  body: invitationPasskeySchema,
  answers: {
    204: { description: 'Registered and signed in; the session cookie is set.' },
    403: errorAnswers.foreignOrigin,
    404: invitationNotFound,
  },
});

export const staffPasskeyEndpoints = { list, registrationOptions, add, remove, signInOptions, signIn };
export const invitationPasskeyEndpoints = { invitationOptions, registerWithInvitation };
