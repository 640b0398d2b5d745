import './zod-setup.ts';
import { z } from 'zod';

/** The one error shape of every API answer. */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
