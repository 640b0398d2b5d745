import { packShotFor, type PackShotOf } from '#app/data/pack-shot.ts';
import { cn } from './class-names.ts';

interface PackShotPictureProps {
  /** Its slug, and the id of the picture staff uploaded when they did. */
  product: PackShotOf;
  /** Empty when the product's name is next to the image already, so it is not read twice. */
  alt: string;
  /** The rendered width, for the browser to pick a rendition: e.g. "(min-width: 1024px) 24rem, 90vw". */
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** A product's pack shot: AVIF, then WebP, at two widths, with its size reserved before it loads. */
export function PackShotPicture({ product, alt, sizes, priority = false, className }: PackShotPictureProps) {
  const image = packShotFor(product);
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={cn('h-auto w-full', className)}
      />
    </picture>
  );
}
