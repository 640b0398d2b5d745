import { Fragment } from 'react';
import { cn } from '#app/components/ui/class-names.ts';
import { siteConfig } from '#app/lib/site-config.ts';

const nameRest = siteConfig.name.slice(siteConfig.shortName.length).trim().toUpperCase();

/** The name in two lines: the short name large, the rest small and spaced to the same width. */
const nameLines = [
  {
    text: siteConfig.shortName,
    x: '48',
    y: '21',
    fontSize: '21',
    fontWeight: '700',
    textLength: '100',
    lengthAdjust: 'spacingAndGlyphs',
    fill: { dark: '#0b2a3c', light: '#ffffff' },
  },
  {
    text: nameRest,
    x: '48.5',
    y: '34',
    fontSize: '8.5',
    fontWeight: '600',
    textLength: '99',
    lengthAdjust: 'spacing',
    fill: { dark: '#0f766e', light: '#5eead4' },
  },
] as const;

interface SiteLogoProps {
  /** `full` shows the mark and the name; `mark` only the mark, for narrow bars. */
  variant?: 'full' | 'mark';
  /** `dark` text for light backgrounds, `light` text for dark ones. */
  tone?: 'dark' | 'light';
  className?: string;
}

/**
 * The company logo: a teal tile with a white cross and a leaf (medicine grown from care), and the
 * name set in two lines. Decorative: the link around it carries the accessible name.
 */
export function SiteLogo({ variant = 'full', tone = 'dark', className }: SiteLogoProps) {
  const width = variant === 'full' ? 150 : 40;
  return (
    <svg
      viewBox={`0 0 ${width} 40`}
      width={width}
      height={40}
      aria-hidden="true"
      focusable="false"
      className={cn('block h-10 w-auto shrink-0', className)}
    >
      <rect width="40" height="40" rx="10" fill="#0f766e" />
      <path d="M16.5 8h7v8.5H32v7h-8.5V32h-7v-8.5H8v-7h8.5z" fill="#fff" />
      <path d="M26.5 26.5c0-4 3-6.5 7-6.5 0 4-3 6.5-7 6.5z" fill="#5eead4" />
      <path d="M26.5 26.5l3.5-3.5" stroke="#0f766e" strokeWidth="1" strokeLinecap="round" />
      {variant === 'full' && (
        <g fontFamily="inherit">
          {nameLines.map(({ text, fill, ...line }, index) => (
            <Fragment key={text}>
              {/* Not drawn, but it keeps the two lines apart as words in the text that tools read. */}
              {index > 0 && ' '}
              <text {...line} fill={fill[tone]}>
                {text}
              </text>
            </Fragment>
          ))}
        </g>
      )}
    </svg>
  );
}
