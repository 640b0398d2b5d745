import { useEffect, useState } from 'react';

/**
 * False while the prerendered HTML is hydrated, true from the render after. Lets a part read the
 * address's query string (absent at prerender time) without a hydration mismatch. The first render
 * matches the prerendered HTML on purpose, under either runtime: an island's runtime does not patch
 * attributes while it hydrates, so what differs must arrive by a render of its own.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
