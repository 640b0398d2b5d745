import './zod-setup.ts';
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import { staffRoles } from './staff-roles.ts';
import { defineEndpoint, errorAnswer, errorAnswers, refusedRequestAnswer } from './endpoint.ts';

export const adminKeyMaxLength = 512;

export const adminLoginSchema = z.strictObject({
  key: z
    .string({ error: 'key is required' })
    .min(1, 'key is required')
    .max(adminKeyMaxLength, 'key is too long')
    .meta({ description: 'The admin key.' }),
});

export const adminMessages = {
  invalidKey: 'Invalid admin key',
  loginRequired: 'Your admin session has ended. Enter the admin key again.',
  foreignOrigin: 'Cross-site requests are not allowed.',
  roleNotAllowed: 'Your account’s roles do not allow this.',
  confirmationRequired:
    'Confirm it is you first: with a passkey, or with your password and a code from your authenticator app.',
  tooManyAttempts: 'Too many attempts. Try again later.',
  keySwitchedOff: 'The admin key is switched off on this server. Sign in with your staff account.',
} as const;

const tags = ['admin session'] as const;

const open = defineEndpoint({
  method: 'POST',
  path: '/api/admin/session',
  operationId: 'openAdminSession',
  summary: 'Open an admin session with the admin key',
  description:
    'Sets the HttpOnly, SameSite=Strict `admin_session` cookie (`__Host-` prefixed over HTTPS), valid for 8 hours ' +
    'or until 30 minutes pass without a request, and the `admin_device` cookie that marks this browser as one that ' +
    'signed in before. Failed attempts are limited per such browser, and otherwise per client address (IPv6 per /64); ' +
    'no limit is shared by all clients. Once an owner account exists, a sign-in with the key is a recovery: it is ' +
    'audited as one and mailed to every enabled owner (when mail is configured). ADMIN_KEY=off switches the key off.',
  tags,
  access: 'public',
  body: adminLoginSchema,
  answers: {
    204: { description: 'Signed in; the session cookie is set.' },
    401: errorAnswer(adminMessages.invalidKey),
    403: {
      ...errorAnswers.foreignOrigin,
      description: `${errorAnswers.foreignOrigin.description} Also: ${adminMessages.keySwitchedOff}`,
    },
    429: {
      description: 'Too many failed attempts from this browser, or from this address (IPv6: its /64).',
      schema: apiErrorSchema,
      headers: {
        'Retry-After': { description: 'Seconds to wait before trying again.', schema: z.int().positive() },
      },
    },
  },
});

const read = defineEndpoint({
  method: 'GET',
  path: '/api/admin/session',
  operationId: 'readAdminSession',
  summary: 'Tell whether the admin session is valid',
  description:
    'Answers `{ "admin": true, "staff": {…} }` (who is signed in, with which roles) while the request carries a ' +
    'valid session cookie, else `{ "admin": false }`.',
  tags,
  access: 'public',
  answers: {
    200: {
      description: 'Whether the session is valid.',
      schema: z.object({
        admin: z.boolean().meta({ description: 'True while the session is valid.' }),
        staff: z
          .object({
            accountId: z
              .string()
              .nullable()
              .meta({ description: 'The staff account signed in; null for the admin key, which has none.' }),
            displayName: z.string(),
            roles: z.array(z.enum(staffRoles)),
            viaAdminKey: z
              .boolean()
              .meta({ description: 'Opened with the admin key rather than an account.' }),
          })
          .optional()
          .meta({ description: 'Who is signed in, while the session is valid.' }),
      }),
    },
    '4XX': refusedRequestAnswer,
  },
});

const close = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/session',
  operationId: 'closeAdminSession',
  summary: 'End the admin session',
  description:
    'Ends the session on every instance and clears its cookie; answers 204 whether or not a session was open.',
  tags,
  access: 'public',
  answers: {
    204: { description: 'Signed out; the cookie is cleared.' },
    403: errorAnswers.foreignOrigin,
  },
});

/** Staff sign in with the admin key; the session lives in a cookie. */
export const adminSessionEndpoints = { open, read, close };
