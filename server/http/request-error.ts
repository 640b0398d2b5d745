import type { z } from 'zod';
import { fieldErrors } from '#contract/tablet.ts';

/** A 4xx answer raised by a handler; the error handler sends it as `{ error, fields? }`. */
export class RequestError extends Error {
  override name = 'RequestError';
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    this.fields = fields;
  }
}

export const bodyNotObjectMessage = 'Send the request body as a JSON object.';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One sentence per failing field, e.g. "Medicine name is required. Price must be greater than 0." */
function summarise(fields: Record<string, string>): string {
  const sentences = Object.entries(fields).map(([field, message]) =>
    message === 'Unknown field' ? `Unknown field "${field}"` : message,
  );
  return `${sentences.join('. ')}.`;
}

/** Validates a query string against a contract schema, or throws a 400 RequestError with `fields`. */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, query: unknown): z.output<Schema> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new RequestError(400, summarise(fields), fields);
}

/** Validates a JSON body against a contract schema, or throws a 400 RequestError with `fields`. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  if (!isPlainObject(body)) throw new RequestError(400, bodyNotObjectMessage);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new RequestError(400, summarise(fields), fields);
}
