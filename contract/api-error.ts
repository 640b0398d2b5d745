import './zod-setup.ts';
import { z } from 'zod';

/** The one error shape of every API answer. */
export const apiErrorSchema = z
  .object({
    error: z.string().meta({ description: 'What went wrong, in words a person can act on.' }),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'Validation errors: field name → message.' }),
  })
  .meta({ id: 'ApiError', description: 'An error answer.' });
