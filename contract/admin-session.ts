import { z } from 'zod';

export const adminLoginSchema = z.strictObject({
  key: z.string({ error: 'key is required' }).min(1, 'key is required').max(512, 'key is too long'),
});

export const adminMessages = {
  invalidKey: 'Invalid admin key',
  loginRequired: 'Your admin session has ended. Enter the admin key again.',
  foreignOrigin: 'Cross-site requests are not allowed.',
  tooManyAttempts: 'Too many attempts. Try again later.',
} as const;
