import type { ReactNode } from 'react';
import { cn } from '#app/components/ui/class-names.ts';
import { LazyImage } from '#app/components/ui/lazy-image.tsx';
import { ParsedEnd } from '#app/components/ui/parsed-end.tsx';
import type { SectionHeading } from '#app/data/services/types.ts';

/** A service page's illustration (public/images/services), decorative beside the text it goes with. */
export interface SectionMedia {
  src: string;
  side: 'start' | 'end';
}

/**
 * A titled band of a service page; the heading names the section for assistive technology. With
 * media, the band is a row of illustration and text, the illustration on the side given.
 */
export function PageSection({
  id,
  heading: { title, lead },
  tinted = false,
  media,
  children,
}: {
  id: string;
  /** The section's own words for its heading: often its whole content block, which has more. */
  heading: SectionHeading;
  tinted?: boolean;
  media?: SectionMedia;
  children: ReactNode;
}) {
  const text = (
    <div>
      <h2 id={`${id}-heading`} className="text-3xl font-bold text-ink">
        {title}
      </h2>
      {lead && <p className="mt-3 max-w-3xl text-lg text-ink-muted">{lead}</p>}
      <div className="mt-8">{children}</div>
    </div>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={tinted ? 'bg-mist' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        {media ? (
          // Painted once both columns are parsed: on a slow parse the illustration would move as the
          // text beside it arrives (app/components/ui/parsed-end.tsx).
          <div
            className={cn(
              'settle-when-parsed grid items-center gap-10',
              media.side === 'start' ? 'lg:grid-cols-[2fr_3fr]' : 'lg:grid-cols-[3fr_2fr]',
            )}
          >
            <LazyImage
              src={media.src}
              alt=""
              width={640}
              height={480}
              className={cn('mx-auto max-w-md', media.side === 'end' && 'lg:order-last')}
            />
            {text}
            <ParsedEnd />
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
