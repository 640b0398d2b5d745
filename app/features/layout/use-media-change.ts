import { useEffect, useRef } from 'react';

/** Calls `onChange` whenever the media query starts or stops matching (e.g. a phone turned sideways). */
export function useMediaChange(query: string, onChange: () => void) {
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  });

  useEffect(() => {
    const media = window.matchMedia(query);
    const handle = () => handler.current();
    media.addEventListener('change', handle);
    return () => media.removeEventListener('change', handle);
  }, [query]);
}
