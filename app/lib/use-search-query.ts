import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * A list's search text, kept in the address as `?q=` (replacing the history entry, so typing does
 * not flood the back button; the list is an island, so the address is the browser's own). The
 * search field is a GET form, so `?q=` also arrives from a search sent before the scripts ran: the
 * server renders the list with it applied (`rendered`, from the route's loader). Once the page has
 * hydrated (before it paints again) the text follows what was typed into the field before then
 * (still in `input`), else the address's `?q=` (the server applies none longer than 100 characters).
 */
export function useSearchQuery(
  input: RefObject<HTMLInputElement | null>,
  rendered = '',
): [string, (next: string) => void] {
  const [query, setTyped] = useState(rendered);

  const setQuery = (next: string) => {
    setTyped(next);
    const address = new URL(window.location.href);
    if (next === '') address.searchParams.delete('q');
    else address.searchParams.set('q', next);
    window.history.replaceState(window.history.state, '', address);
  };

  // React keeps what was typed before hydration in the field but does not report it as a change:
  // the field and the address are the outside sources here, read once.
  useLayoutEffect(() => {
    const early = input.current?.value ?? '';
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (early !== rendered) setQuery(early);
    else setTyped(new URLSearchParams(window.location.search).get('q') ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return [query, setQuery];
}
