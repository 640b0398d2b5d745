import { cn } from './class-names.ts';

/**
 * A picture below the first screen: its size reserves its place, so nothing moves when it arrives,
 * and the browser fetches and decodes it only as it nears the view.
 */
export function LazyImage({
  alt,
  className,
  ...image
}: {
  src: string;
  /** Empty for a picture that only decorates what its text already says. */
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  return (
    <img {...image} alt={alt} loading="lazy" decoding="async" className={cn('h-auto w-full', className)} />
  );
}
