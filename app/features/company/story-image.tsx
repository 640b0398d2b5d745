import { cn } from '#app/components/ui/class-names.ts';
import { useEffect, useRef, useState } from 'react';

type ImageStatus = 'loading' | 'loaded' | 'failed';

/**
 * A lazy image over a pulsing placeholder until it has loaded; if it fails, the fallback image
 * takes its place. The placeholder sits behind the image, so without scripts the image still shows.
 */
export function StoryImage({
  src,
  alt,
  fallbackSrc,
  width,
  height,
}: {
  src: string;
  alt: string;
  fallbackSrc: string;
  width: number;
  height: number;
}) {
  const [status, setStatus] = useState<ImageStatus>('loading');
  const image = useRef<HTMLImageElement>(null);

  // The image may have settled before hydration attached the load and error listeners.
  useEffect(() => {
    const element = image.current;
    if (!element?.complete || element.getAttribute('src') !== src) return;
    setStatus(element.naturalWidth > 0 ? 'loaded' : 'failed');
  }, [src]);

  const failed = status === 'failed';
  return (
    <div
      className={cn(
        'overflow-hidden rounded-card',
        status === 'loading' && 'animate-pulse bg-brand-100 motion-reduce:animate-none',
      )}
      data-image-status={status}
    >
      <img
        ref={image}
        src={failed ? fallbackSrc : src}
        alt={failed ? '' : alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        onLoad={() => setStatus((current) => (current === 'failed' ? current : 'loaded'))}
        onError={() => setStatus('failed')}
        className="block h-auto w-full"
      />
    </div>
  );
}
