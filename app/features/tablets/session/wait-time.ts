/** "45 seconds", "1 minute", "15 minutes": a Retry-After wait, rounded up to whole minutes past a minute. */
export function formatWaitTime(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The gate's message after too many attempts. */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Too many attempts. Try again later.';
  return `Too many attempts. Try again in ${formatWaitTime(retryAfterSeconds)}.`;
}
