/** The Retry-After header's value: whole seconds until a counter's window ends, at least one. */
export const retryAfterSeconds = (windowEndsAt: number, now = Date.now()) =>
  String(Math.max(1, Math.ceil((windowEndsAt - now) / 1000)));
