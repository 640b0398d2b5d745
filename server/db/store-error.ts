/** The store did not answer (database down, unreachable, timed out or locked): the API answers 503. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';

  constructor(cause: unknown) {
    super('Our database is not available right now. Please try again in a moment.', { cause });
  }
}

/** Runs a store operation and turns any database failure into a StoreUnavailableError. */
export async function guardStore<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error;
    throw new StoreUnavailableError(error);
  }
}
