import { createContext, useContext, useId, useState } from 'react';

/** The ids handed out inside one island, in the order they are asked for. */
export interface IslandIds {
  take: () => string;
}

/** Ids for one island: the prefix, then 0, 1, 2… */
export function islandIds(prefix: string): IslandIds {
  let next = 0;
  return { take: () => `${prefix}${String(next++)}` };
}

/** Provided around an island's part, on the server that renders it and in the browser that hydrates it. */
export const IslandIdScope = createContext<IslandIds | null>(null);

/**
 * An id for `id`/`htmlFor`/`aria-*` references. React's `useId` cannot serve an island: the browser
 * hydrates it with another runtime, whose ids would differ from the prerendered ones, and a reference
 * made after hydration would point at nothing. Inside an island the ids count up from the island's
 * prefix in render order, the same on the server and in the browser; elsewhere they are React's.
 */
export function useDomId(): string {
  const island = useContext(IslandIdScope);
  const reactId = useId();
  const [id] = useState(() => (island ? island.take() : reactId));
  return id;
}
