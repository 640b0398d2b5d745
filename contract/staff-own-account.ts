import './zod-setup.ts';
import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import { bodyAnswers, defineEndpoint, errorAnswers, staffAnswers, staffOnly } from './endpoint.ts';
import { staffRoles } from './staff-roles.ts';

/** A member of staff's own sessions and recovery codes. */

export const ownAccountMessages = {
  ownAccountOnly: 'Sign in with your own account for this: the admin key has none.',
  sessionNotFound: 'You have no session with this reference; it may have ended already.',
  passwordWrong: 'That is not your current password.',
  passwordRequired: 'Enter your current password.',
  noPassword:
    'Your account has no password: it signs in with a passkey, and has no recovery codes. If you lose your passkeys, ask the owner for a new invitation.',
} as const;

export const ownSessionSchema = z.object({
  ref: z.string().meta({ description: 'Names the session (not its secret).' }),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  userAgent: z.string().nullable().meta({ description: 'The browser that opened it, as it named itself.' }),
  current: z.boolean().meta({ description: 'True for the session making this request.' }),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;

const anyStaff = staffOnly(...staffRoles);
const tags = ['staff own account'] as const;
const ownAccountOnly = { description: ownAccountMessages.ownAccountOnly, schema: apiErrorSchema };

const listSessions = defineEndpoint({
  method: 'GET',
  path: '/api/staff/sessions',
  operationId: 'listOwnSessions',
  summary: 'List my sessions',
  description: 'The live sessions of the signed-in account, most recently used first.',
  tags,
  access: anyStaff,
  answers: {
    200: { description: 'The sessions.', schema: z.object({ sessions: z.array(ownSessionSchema) }) },
    ...staffAnswers,
    409: ownAccountOnly,
    503: errorAnswers.storeUnavailable,
  },
});

const endSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/sessions/{ref}',
  operationId: 'endOwnSession',
  summary: 'End one of my sessions',
  description: 'Signs that browser out on every instance at its next request.',
  tags,
  access: anyStaff,
  params: z.object({ ref: z.string().regex(/^[0-9a-f]{16}$/, ownAccountMessages.sessionNotFound) }),
  answers: {
    204: { description: 'Ended.' },
    ...staffAnswers,
    404: { description: ownAccountMessages.sessionNotFound, schema: apiErrorSchema },
    409: ownAccountOnly,
    503: errorAnswers.storeUnavailable,
  },
});

const newRecoveryCodes = defineEndpoint({
  method: 'POST',
  path: '/api/staff/recovery-codes',
  operationId: 'replaceOwnRecoveryCodes',
  summary: 'Replace my recovery codes',
  description:
    'Ten new one-time recovery codes, shown this once; the old ones stop working. Needs the current password; ' +
    'an account that signs in with passkeys only has none, and is told so.',
  tags,
  access: anyStaff,
  body: z.strictObject({
    password: z
      .string({ error: ownAccountMessages.passwordRequired })
      .min(1, ownAccountMessages.passwordRequired)
      .max(512, ownAccountMessages.passwordWrong),
  }),
  answers: {
    200: {
      description: 'The new codes.',
      schema: z.object({ recoveryCodes: z.array(z.string()).length(10) }),
    },
    ...bodyAnswers,
    ...staffAnswers,
    409: ownAccountOnly,
    429: {
      description: 'Too many wrong passwords from this address.',
      schema: apiErrorSchema,
      headers: {
        'Retry-After': { description: 'Seconds to wait before trying again.', schema: z.int().positive() },
      },
    },
    503: errorAnswers.storeUnavailable,
  },
});

export const ownAccountEndpoints = { listSessions, endSession, newRecoveryCodes };
