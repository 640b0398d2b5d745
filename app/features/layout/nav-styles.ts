import { cn } from '#app/components/ui/class-names.ts';

/** A top-level link of the desktop navigation. */
export function desktopNavLinkClass(active = false): string {
  return cn(
    'inline-flex h-10 items-center rounded-md px-1.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 lg:px-3',
    active && 'text-brand-800 underline decoration-2 underline-offset-8',
  );
}

/** A link inside the mobile menu. */
export function mobileNavLinkClass(active = false): string {
  return cn(
    'flex min-h-11 flex-1 items-center rounded-md px-3 text-base font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800',
    active && 'bg-brand-50 text-brand-800',
  );
}

/** An entry of a dropdown list. */
export const dropdownItemClass =
  'flex min-h-10 items-center rounded-md px-3 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50';

/** A link in the footer's columns and legal bar, on the dark footer. */
export const footerLinkClass = 'rounded-sm text-slate-300 hover:text-white hover:underline';
