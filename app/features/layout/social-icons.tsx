import type { ReactElement } from 'react';

/** Simple one-colour glyphs of the social networks in the site config, drawn on a 24 px grid. */
const glyphs: Record<string, ReactElement> = {
  Facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5H16l.5-3.5h-3V8c0-1 .4-1.6 1.7-1.6h1.5V3.2c-.3 0-1.3-.2-2.5-.2-2.6 0-4.2 1.5-4.2 4.4V10H7.2v3.5H10V21z"
    />
  ),
  X: (
    <path
      fill="currentColor"
      d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7-8.1L2.2 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z"
    />
  ),
  LinkedIn: (
    <path
      fill="currentColor"
      d="M4.5 9h3.3v11H4.5zM6.2 3.5a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8M10 9h3.2v1.5c.5-.9 1.6-1.8 3.4-1.8 3.4 0 4 2.2 4 5.1V20h-3.3v-5.4c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z"
    />
  ),
  Instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </g>
  ),
};

export function SocialIcon({ network }: { network: string }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      {glyphs[network]}
    </svg>
  );
}
