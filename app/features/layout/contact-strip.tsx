import type { ReactNode } from 'react';
import { cn } from '#app/components/ui/class-names.ts';
import { Icon } from '#app/components/ui/icon.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import type { IconName } from '#app/components/ui/icon-names.ts';
import { ParsedEnd } from '#app/components/ui/parsed-end.tsx';

const stripLinkClass =
  'inline-flex items-center gap-1.5 rounded-sm text-white underline-offset-4 hover:underline focus-visible:outline-white';

/** The thin strip above the header bar: phone, email, region and the 24/7 promise. */
export function ContactStrip({
  facts,
  languages,
}: {
  facts: readonly { icon: IconName; text: string }[];
  /** The page's language switcher, on pages in more than one language (from 768 px; the mobile menu has it below). */
  languages?: ReactNode;
}) {
  return (
    <div className="h-9 bg-brand-800 text-xs text-white sm:text-sm">
      <div className="settle-when-parsed mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4">
        <div className="flex min-w-0 items-center gap-3 sm:gap-6">
          <a href={siteConfig.phone.href} className={stripLinkClass}>
            <Icon name="phone" className="size-3.5" />
            <span>{siteConfig.phone.display}</span>
          </a>
          <a href={siteConfig.email.href} className={stripLinkClass}>
            <Icon name="mail" className="size-3.5" />
            {/* On the narrowest phones only the icon shows; the address stays the link's name. */}
            <span className="max-[379px]:sr-only">{siteConfig.email.display}</span>
          </a>
        </div>
        {languages}
        <ul className={cn('hidden items-center gap-6', languages ? 'lg:flex' : 'md:flex')}>
          {facts.map((fact) => (
            <li key={fact.icon} className="inline-flex items-center gap-1.5">
              <Icon name={fact.icon} className="size-3.5" />
              {fact.text}
            </li>
          ))}
        </ul>
        <ParsedEnd />
      </div>
    </div>
  );
}
