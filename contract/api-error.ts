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

/**
 * Field name → first message, from a failed parse: the one way every form shows its errors, and
 * the API's `fields`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'Unknown field';
      continue;
    }
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_root';
    fields[key] ??= issue.message;
  }
  return fields;
}
