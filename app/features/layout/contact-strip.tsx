import { Headset, Mail, MapPin, Phone } from 'lucide-react';
import { siteConfig } from '#app/lib/site-config.ts';

const stripLinkClass =
  'inline-flex items-center gap-1.5 rounded-sm text-white underline-offset-4 hover:underline focus-visible:outline-white';

/** The thin strip above the header bar: phone, email, region and the 24/7 promise. */
export function ContactStrip() {
  return (
    <div className="h-9 bg-teal-800 text-xs text-white sm:text-sm">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4">
        <div className="flex min-w-0 items-center gap-3 sm:gap-6">
          <a href={siteConfig.phone.href} className={stripLinkClass}>
            <Phone className="size-3.5" aria-hidden="true" />
            <span>{siteConfig.phone.display}</span>
          </a>
          <a href={siteConfig.email.href} className={stripLinkClass}>
            <Mail className="size-3.5" aria-hidden="true" />
            {/* On the narrowest phones only the icon shows; the address stays the link's name. */}
            <span className="max-[379px]:sr-only">{siteConfig.email.display}</span>
          </a>
        </div>
        <ul className="hidden items-center gap-6 md:flex">
          <li className="inline-flex items-center gap-1.5">
            <MapPin className="size-3.5" aria-hidden="true" />
            {siteConfig.region}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Headset className="size-3.5" aria-hidden="true" />
            24/7 Customer Support
          </li>
        </ul>
      </div>
    </div>
  );
}
