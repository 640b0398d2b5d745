import { z } from 'zod';

export const adminKeyMaxLength = 512;

export const adminLoginSchema = z.strictObject({
  key: z
    .string({ error: 'key is required' })
    .min(1, 'key is required')
    .max(adminKeyMaxLength, 'key is too long')
    .meta({ description: 'The admin key.' }),
});

export type AdminLogin = z.infer<typeof adminLoginSchema>;

/** The answer of GET /api/admin/session while the session is valid. */
export const adminSessionSchema = z.object({ admin: z.literal(true) });

export const adminMessages = {
  invalidKey: 'Invalid admin key',
  loginRequired: 'Your admin session has ended. Enter the admin key again.',
  foreignOrigin: 'Cross-site requests are not allowed.',
  tooManyAttempts: 'Too many attempts. Try again later.',
} as const;
