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

/** One sentence per failing field, e.g. "Medicine name is required. Price must be greater than 0." */
export function summariseFieldErrors(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([field, message]) => (message === 'Unknown field' ? `Unknown field "${field}"` : message))
    .map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`))
    .join(' ');
}
