/** A failed call to the tablet or admin-session API, with what the UI needs to react to it. */
export class TabletApiError extends Error {
  /** HTTP status of the answer; 0 when the server could not be reached. */
  readonly status: number;
  /** Field name → message, when the server rejected the input. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** Seconds to wait before trying again, from a Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    details: { status: number; fields?: Record<string, string>; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'TabletApiError';
    this.status = details.status;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export function isTabletApiError(error: unknown): error is TabletApiError {
  return error instanceof TabletApiError;
}

/** True when the server answered that the admin session is missing or has expired. */
export function isSessionExpired(error: unknown): boolean {
  return isTabletApiError(error) && error.status === 401;
}
