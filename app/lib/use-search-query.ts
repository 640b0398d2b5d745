import { type RefObject, useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from './use-hydrated.ts';

/**
 * A list's search text, kept in the address as `?q=` (replacing the history entry, so typing does
 * not flood the back button). The search field is a GET form, so `?q=` also arrives from a search
 * sent before the scripts ran. The prerendered HTML has no query, so the address is read only once
 * hydrated; text typed into the field before then (still in `input`) wins over the address.
 */
export function useSearchQuery(input: RefObject<HTMLInputElement | null>): [string, (next: string) => void] {
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

  // React keeps what was typed before hydration in the field but does not report it as a change:
  // the field is the outside source here, read once on hydration.
  useLayoutEffect(() => {
    const early = input.current?.value ?? '';
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (early !== '' && early !== (searchParams.get('q') ?? '')) setQuery(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return [query, setQuery];
}
