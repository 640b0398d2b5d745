/**
 * The invitation as TanStack Query reads it. The join page is opened before any session exists,
 * outside the staff gate, so it has a query client of its own: with SPEC §9's retries, and nothing
 * to end on a 401.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { queryPolicy, retryDelay, shouldRetry } from '#app/components/staff/staff-queries.tsx';
import { readInvitation } from './staff-sign-in-api.ts';

export function JoinQueries({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { gcTime: queryPolicy.gcTimeMs, retry: shouldRetry, retryDelay } },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * The invitation the token opens, read once: each reading is audited, and what it answers stays
 * the same until the invitation is used.
 */
export function useInvitation(token: string | undefined) {
  return useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) => readInvitation(token ?? '', signal),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
}
