import './zod-setup.ts';
import { z } from 'zod';
import { isPlainText, type TextRules } from './plain-text.ts';

/** The refusals of a required text field: when it is empty, too long, or holds what plain text may not. */
export interface PlainTextRefusals {
  required: string;
  tooLong: string;
  invalid: string;
}

/** A required text, trimmed, of at most `max` characters, that follows the plain-text rules. */
export function requiredPlainText(max: number, refusals: PlainTextRefusals, rules: TextRules) {
  return z
    .string({ error: refusals.required })
    .trim()
    .min(1, refusals.required)
    .max(max, refusals.tooLong)
    .refine((text) => isPlainText(text, rules), refusals.invalid);
}
