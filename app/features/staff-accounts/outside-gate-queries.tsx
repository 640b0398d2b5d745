/**
 * The query client of the staff screens opened before any session exists (signing in, accepting an
 * invitation), outside the staff gate: SPEC §9's cache and retries, and no session to end on a 401,
 * which here only means the details were wrong.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { queryPolicy, retryDelay, shouldRetry } from '#app/components/staff/staff-queries.tsx';

export function createOutsideGateQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: queryPolicy.gcTimeMs, retry: shouldRetry, retryDelay },
      // A sign-in or registration sent twice could use up an attempt or the invitation.
      mutations: { retry: false },
    },
  });
}

export function OutsideGateQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createOutsideGateQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
