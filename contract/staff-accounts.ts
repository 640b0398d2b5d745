import './zod-setup.ts';
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import {
  defineEndpoint,
  errorAnswer,
  errorAnswers,
  passwordChecksBusyMessage,
  staffOnly,
} from './endpoint.ts';
import { isPlainText } from './plain-text.ts';
import { passwordRules } from './staff-credentials.ts';
import { staffRoles } from './staff-roles.ts';

/** Staff accounts: the owner invites and manages them; an invited person registers and signs in. */

export const staffAccountMessages = {
  emailRequired: 'Enter an email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  nameRequired: 'Enter the person’s name.',
  nameInvalid: 'Use letters, numbers and punctuation only, at most 100 characters.',
  rolesRequired: 'Choose at least one role.',
  changeRequired: 'Change the roles or whether the account is disabled.',
  emailTaken: 'Another staff account already uses this email address.',
  accountNotFound: 'No staff account has this id.',
  invitationInvalid:
    'This invitation link cannot be used: it was used already, it expired, or a newer one replaced it. Ask the owner for a new link.',
  passwordRequired: 'Enter a password.',
  codeRequired: 'Enter the six-digit code from your authenticator app.',
  codeInvalid: 'That code is not the current one. Enter the six-digit code your authenticator app shows now.',
  signInFailed: 'The email address, password or code is not right.',
  busy: passwordChecksBusyMessage,
  ownOwnerRole:
    'You cannot take away your own owner role or disable your own account. Ask another owner to do it.',
  lastOwner: 'There must always be an enabled owner. Make another account an owner first.',
} as const;

const email = z
  .string({ error: staffAccountMessages.emailRequired })
  .trim()
  .min(1, staffAccountMessages.emailRequired)
  .max(254, staffAccountMessages.emailInvalid)
  .pipe(z.email({ error: staffAccountMessages.emailInvalid }))
  .transform((address) => address.toLowerCase())
  .meta({ description: 'The person’s work email address; it is what they sign in with.' });

const roles = z
  .array(z.enum(staffRoles), { error: staffAccountMessages.rolesRequired })
  .min(1, staffAccountMessages.rolesRequired)
  .max(staffRoles.length)
  .meta({ description: 'What the person may do; `owner` may do everything.' });

export const staffAccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    roles: z.array(z.enum(staffRoles)),
    disabled: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'StaffAccount' });
export type StaffAccountView = z.infer<typeof staffAccountSchema>;

export const newStaffAccountSchema = z.strictObject({
  email,
  displayName: z
    .string({ error: staffAccountMessages.nameRequired })
    .trim()
    .min(1, staffAccountMessages.nameRequired)
    .max(100, staffAccountMessages.nameInvalid)
    .refine((name) => isPlainText(name, { multiline: false }), staffAccountMessages.nameInvalid)
    .meta({ description: 'The name shown in the staff screens and the audit log.' }),
  roles,
});

export const staffAccountChangeSchema = z
  .strictObject({
    roles: roles.optional(),
    disabled: z.boolean().optional().meta({ description: 'True ends every session of the account at once.' }),
  })
  .refine((change) => change.roles !== undefined || change.disabled !== undefined, {
    error: staffAccountMessages.changeRequired,
  });

/** An invitation token: 32 random bytes in base64url. */
export const invitationTokenSchema = z
  .string({ error: staffAccountMessages.invitationInvalid })
  .regex(/^[\w-]{43}$/, staffAccountMessages.invitationInvalid)
  .meta({ description: 'The token from the invitation link (after `#`).' });

const invitationSchema = z.object({
  token: z.string().meta({ description: 'Shown once: the link is /admin/join#<token>.' }),
  expiresAt: z.iso.datetime(),
  mailedTo: z.string().nullable().meta({
    description:
      'The address the link is also mailed to, through the outbox, when the server has SMTP_URL; null when it is not mailed.',
  }),
});

/** A code of the authenticator app, or a recovery code, as a sign-in takes it. */
export const signInCodeSchema = z
  .string({ error: staffAccountMessages.codeRequired })
  .trim()
  .min(1, staffAccountMessages.codeRequired)
  .max(40, staffAccountMessages.codeInvalid);

/** A password as a sign-in takes it: anything that could be one (the rules apply to new ones). */
export const signInPasswordSchema = z
  .string({ error: staffAccountMessages.passwordRequired })
  .min(1, staffAccountMessages.passwordRequired)
  .max(passwordRules.maxLength * 4, staffAccountMessages.passwordRequired);

export const registrationSchema = z.strictObject({
  token: invitationTokenSchema,
  password: signInPasswordSchema.meta({
    description: `The new password: at least ${passwordRules.minLength} characters.`,
  }),
  code: signInCodeSchema.meta({
    description: 'The current code of the authenticator app set up with the shown secret.',
  }),
});

export const staffSignInSchema = z.strictObject({
  email,
  password: signInPasswordSchema,
  code: signInCodeSchema.meta({
    description: 'The current authenticator code, or one of the recovery codes.',
  }),
});

const ownerOnly = staffOnly('owner');
const accountTags = ['staff accounts'] as const;
const signInTags = ['staff sign-in'] as const;

const accountNotFound = errorAnswer(staffAccountMessages.accountNotFound);
const invitationAnswer = z.object({ account: staffAccountSchema, invitation: invitationSchema });
const idParams = z.object({
  id: z.string().regex(/^[\w-]{16}$/, staffAccountMessages.accountNotFound),
});

const list = defineEndpoint({
  method: 'GET',
  path: '/api/staff/accounts',
  operationId: 'listStaffAccounts',
  summary: 'List the staff accounts',
  description: 'Every staff account by name, with its roles and whether it is disabled.',
  tags: accountTags,
  access: ownerOnly,
  answers: {
    200: { description: 'The accounts.', schema: z.object({ accounts: z.array(staffAccountSchema) }) },
  },
});

const create = defineEndpoint({
  method: 'POST',
  path: '/api/staff/accounts',
  operationId: 'inviteStaffMember',
  summary: 'Invite a member of staff',
  description:
    'Adds an account and answers its invitation: a one-time link valid for 72 hours, shown this once. ' +
    'Following it, the person registers a passkey, or sets a password and an authenticator app.',
  tags: accountTags,
  access: ownerOnly,
  body: newStaffAccountSchema,
  answers: {
    201: { description: 'The account and its invitation.', schema: invitationAnswer },
    409: errorAnswer(staffAccountMessages.emailTaken),
  },
});

const change = defineEndpoint({
  method: 'PATCH',
  path: '/api/staff/accounts/{id}',
  operationId: 'changeStaffAccount',
  summary: 'Change an account’s roles, or disable or enable it',
  description:
    'Disabling ends every session of the account on every instance at its next request, and withdraws its unused ' +
    'invitation. No owner takes the owner role from its own account or disables it, and no change leaves no ' +
    'enabled owner.',
  tags: accountTags,
  access: ownerOnly,
  params: idParams,
  body: staffAccountChangeSchema,
  answers: {
    200: { description: 'The account after the change.', schema: z.object({ account: staffAccountSchema }) },
    404: accountNotFound,
    409: errorAnswer(`${staffAccountMessages.ownOwnerRole} Or: ${staffAccountMessages.lastOwner}`),
  },
});

const reinvite = defineEndpoint({
  method: 'POST',
  path: '/api/staff/accounts/{id}/invitation',
  operationId: 'reinviteStaffMember',
  summary: 'Send a new invitation to an account',
  description:
    'For a person who lost their passkey, or their password and authenticator: replaces their credentials ' +
    '(passkeys included) and earlier links with a new one-time link valid for 72 hours, and ends their sessions.',
  tags: accountTags,
  access: ownerOnly,
  params: idParams,
  answers: {
    201: { description: 'The account and its new invitation.', schema: invitationAnswer },
    404: accountNotFound,
  },
});

const invitationNotFound = errorAnswer(staffAccountMessages.invitationInvalid);

const openInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/staff/invitations/open',
  operationId: 'openStaffInvitation',
  summary: 'Read an invitation',
  description:
    'Who is invited, with which roles, until when, and the authenticator secret to set up (the token travels ' +
    'in the body, so it is in no address or log).',
  tags: signInTags,
  access: 'public',
  audit: { action: 'invitation.open', recordType: 'invitation', failed: 'invitation.open' },
  body: z.strictObject({ token: invitationTokenSchema }),
  answers: {
    200: {
      description: 'The invitation.',
      schema: z.object({
        email: z.string(),
        displayName: z.string(),
        roles: z.array(z.enum(staffRoles)),
        expiresAt: z.iso.datetime(),
        totpSecret: z.string().meta({ description: 'Base32, for typing into the authenticator app.' }),
        totpUri: z
          .string()
          .meta({ description: 'The otpauth:// address, which a phone opens in its authenticator app.' }),
        totpQrCode: z.string().meta({ description: 'The same address as a QR code: an SVG data URL.' }),
      }),
    },
    403: errorAnswers.foreignOrigin,
    404: invitationNotFound,
  },
});

const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/staff/invitations/accept',
  operationId: 'acceptStaffInvitation',
  summary: 'Register with an invitation',
  description:
    'Sets the password and confirms the authenticator with its current code; answers ten one-time recovery ' +
    'codes, shown this once, and signs the person in (the session cookie of POST /api/admin/session).',
  tags: signInTags,
  access: 'public',
  audit: { recordType: 'invitation', failed: 'invitation.accept-failed' },
  body: registrationSchema,
  answers: {
    200: {
      description: 'Registered and signed in.',
      schema: z.object({ recoveryCodes: z.array(z.string()).length(10) }),
    },
    403: errorAnswers.foreignOrigin,
    404: invitationNotFound,
    503: errorAnswers.passwordChecksBusy,
  },
});

const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/staff/session',
  operationId: 'signInStaff',
  summary: 'Sign in with email, password and authenticator code',
  description:
    'Opens a staff session (the cookie of POST /api/admin/session). The code is the authenticator’s current ' +
    'code or one of the recovery codes, each usable once. Every failed sign-in counts once, whatever part was ' +
    'wrong, against the client address (IPv6 per /64) and the email named, or, from a browser that signed in ' +
    'before (its device cookie), against that browser alone; a wrong password and a wrong code answer alike.',
  tags: signInTags,
  access: 'public',
  body: staffSignInSchema,
  answers: {
    204: { description: 'Signed in; the session cookie is set.' },
    401: errorAnswer(staffAccountMessages.signInFailed),
    403: errorAnswers.foreignOrigin,
    429: {
      description: 'Too many failed attempts from this address or browser, or for this account.',
      schema: apiErrorSchema,
      headers: {
        'Retry-After': { description: 'Seconds to wait before trying again.', schema: z.int().positive() },
      },
    },
    503: errorAnswers.passwordChecksBusy,
  },
});

const endSessions = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/accounts/{id}/sessions',
  operationId: 'endStaffSessions',
  summary: 'Sign an account out everywhere',
  description: 'Ends every session of the account on every instance; it can sign in again.',
  tags: accountTags,
  access: ownerOnly,
  params: idParams,
  answers: {
    200: { description: 'How many sessions ended.', schema: z.object({ ended: z.int().nonnegative() }) },
    404: accountNotFound,
  },
});

const endEverySession = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/accounts/sessions',
  operationId: 'endEveryStaffSession',
  summary: 'Sign everyone out',
  description:
    'Ends every session of every account, and every other session opened with the admin key, on every instance: ' +
    'the owner’s own session stays. For a suspected break-in; everyone can sign in again.',
  tags: accountTags,
  access: ownerOnly,
  answers: {
    200: { description: 'How many sessions ended.', schema: z.object({ ended: z.int().nonnegative() }) },
  },
});

export const staffAccountEndpoints = { list, create, change, reinvite, endSessions, endEverySession };
export const staffSignInEndpoints = { openInvitation, acceptInvitation, signIn };
