/** Classes every button shares, whatever its variant. */
const base =
  'items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  variant: {
    primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800',
    secondary: 'border border-teal-700 bg-white text-teal-800 hover:bg-teal-50',
    ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    inverse: 'bg-white text-teal-800 hover:bg-teal-50',
    /** The button that confirms removing something. */
    danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
    /** A removing action beside others in a row, quieter than `danger`. */
    dangerOutline: 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
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
