import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '#app/lib/use-hydrated.ts';

/**
 * The list's search text, kept in the address as `?q=` (replacing the history entry, so typing does
 * not flood the back button). The prerendered HTML has no query, so the URL is read only once hydrated.
 */
export function useSearchQuery(): [string, (next: string) => void] {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  // The typed text answers at once; the address follows (its update is asynchronous).
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? (hydrated ? (searchParams.get('q') ?? '') : '');

  const setQuery = (next: string) => {
    setTyped(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === '') params.delete('q');
        else params.set('q', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return [query, setQuery];
}
