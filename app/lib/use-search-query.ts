import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * A list's search text, kept in the address as `?q=` (replacing the history entry, so typing does
 * not flood the back button; the list is an island, so the address is the browser's own). The search field is a GET form, so `?q=` also arrives from a search
 * sent before the scripts ran. The prerendered HTML has no query, so the text starts empty and is
 * set once the page has hydrated (before it paints again): to what was typed into the field before
 * then (still in `input`), else to the address's `?q=`. For a `?q=` the server has already shown
 * the filtered list with a stylesheet (server/site/search-prefill.ts), which is removed here.
 */
export function useSearchQuery(input: RefObject<HTMLInputElement | null>): [string, (next: string) => void] {
  const [query, setTyped] = useState('');

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
    if (early !== '') setQuery(early);
    else setTyped(new URLSearchParams(window.location.search).get('q') ?? '');
    // From here the list follows the query: the server's stand-in for a reloaded ?q= goes (it is
    // removed before the browser paints the filtered list).
    document.querySelector('style[data-search-prefill]')?.remove();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return [query, setQuery];
}
