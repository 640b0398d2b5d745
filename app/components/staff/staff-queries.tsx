/**
 * The back office's one query client. Every staff screen reads and writes through TanStack Query
 * inside the gate, so the cache and retry policy of SPEC §9 and the end of a session are handled
 * here, once: a screen's own code never checks for a 401.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { failureMessage, isApiError, isSessionExpired } from '#app/lib/api-client.ts';

/** SPEC §9: data cache garbage collection 5 minutes, 3 retries, backoff min(1000·2ⁿ, 30000) ms. */
export const queryPolicy = {
  gcTimeMs: 5 * 60 * 1000,
  maxRetries: 3,
  maxRetryDelayMs: 30_000,
} as const;

/**
 * A client error (4xx), or an OK answer this client cannot read, will answer the same on a retry;
 * an unreachable server (status 0) and server errors (5xx) may be transient.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 200 && error.status < 500) return false;
  return failureCount < queryPolicy.maxRetries;
}

/** Delay before retry number `attempt` (0-based). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, queryPolicy.maxRetryDelayMs);
}

/**
 * A query client for one open session. A read or a change the server refuses with 401 (the
 * session ended, timed out, or was signed out elsewhere) calls `onSessionExpired`, which locks the
 * gate; the screen and this cache go with it, so nothing of the ended session stays in memory.
 * A change whose `meta.failureMessage` is set shows any other failure as the one error toast: the
 * server's message, or that text when there is none.
 */
export function createStaffQueryClient(onSessionExpired: () => void): QueryClient {
  const endOn401 = (error: unknown) => {
    if (isSessionExpired(error)) onSessionExpired();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: endOn401 }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isSessionExpired(error)) return onSessionExpired();
        const fallback = mutation.meta?.failureMessage;
        if (fallback !== undefined) toast.error('Error', { description: failureMessage(error, fallback) });
      },
    }),
    defaultOptions: {
      queries: { gcTime: queryPolicy.gcTimeMs, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}

/**
 * Gives the screen inside the gate its query client, for as long as the session stays open.
 * `onSessionExpired` is the session's own `expire`, the same function for the session's life.
 */
export function StaffQueries({
  onSessionExpired,
  children,
}: {
  onSessionExpired: () => void;
  children: ReactNode;
}) {
  const [client] = useState(() => createStaffQueryClient(onSessionExpired));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { failureMessage?: string };
  }
}
