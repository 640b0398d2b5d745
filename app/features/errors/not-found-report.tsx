import { useEffect } from 'react';

/** Logs the address nobody found (SPEC §8): the page's one island, which draws nothing. */
export function NotFoundReport() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
