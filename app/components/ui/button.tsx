import type { ComponentProps } from 'react';
import { type ButtonVariantProps, buttonVariants } from './button-variants.ts';
import { cn } from './class-names.ts';

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps;

/** A native button in one of the site's button styles; `type` defaults to "button", not "submit". */
export function Button({ className, variant, size, display, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size, display }), className)} {...props} />
  );
}
