/** Classes every button shares, whatever its variant. */
const base =
  'items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  variant: {
    primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
    secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
    ghost: 'text-ink hover:bg-mist',
    inverse: 'bg-white text-brand-800 hover:bg-brand-50',
  },
  display: {
    inline: 'inline-flex',
    fromMd: 'hidden md:inline-flex',
  },
  size: {
    sm: 'h-9 px-3 text-sm',
    md: 'h-10 px-4 text-sm',
    /** Matches the height of a text field beside it. */
    field: 'h-11 px-4 text-sm',
    lg: 'h-12 px-6 text-base',
    /** Medium on a phone, where two must share a row; large from 640 px. */
    lgFromSm: 'h-10 px-4 text-sm sm:h-12 sm:px-6 sm:text-base',
    icon: 'size-10',
  },
} as const;

type Variants = typeof variants;

/** One choice per dimension; a missing (or null) one takes the default. */
export type ButtonVariantProps = { [Dimension in keyof Variants]?: keyof Variants[Dimension] | null };

/**
 * The look of a button, shared by <Button> and by links that look like buttons
 * (`<Link className={buttonVariants({ variant: 'primary' })}>`).
 */
export function buttonVariants({ variant, display, size }: ButtonVariantProps = {}): string {
  return [
    base,
    variants.variant[variant ?? 'primary'],
    variants.display[display ?? 'inline'],
    variants.size[size ?? 'md'],
  ].join(' ');
}
