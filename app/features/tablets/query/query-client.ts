import { QueryClient } from '@tanstack/react-query';
import { isTabletApiError } from '../api/api-error.ts';

/** SPEC §9: data cache garbage collection 5 minutes, 3 retries, backoff min(1000·2ⁿ, 30000) ms. */
export const queryPolicy = {
  gcTimeMs: 5 * 60 * 1000,
  maxRetries: 3,
  maxRetryDelayMs: 30_000,
} as const;

/** A client error (4xx) will answer the same on a retry; everything else may be transient. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isTabletApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < queryPolicy.maxRetries;
}

/** Delay before retry number `attempt` (0-based). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, queryPolicy.maxRetryDelayMs);
}

export function createTabletQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: queryPolicy.gcTimeMs, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
