import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { siteConfig } from '#app/lib/site-config.ts';
import { SiteLogo } from './site-logo.tsx';
import { SocialLinks } from './social-links.tsx';

const { address } = siteConfig;

/** Who we are and how to reach us: logo, blurb, contacts and social profiles. */
export function FooterCompany() {
  return (
    <div className="space-y-6">
      <Link to="/" aria-label={`${siteConfig.name} home`} className="inline-block rounded-md">
        <SiteLogo tone="light" />
      </Link>
      <p className="max-w-sm text-sm leading-relaxed text-slate-300">{siteConfig.blurb}</p>
      <address className="space-y-3 text-sm text-slate-300 not-italic">
        <p>
          <a
            href={siteConfig.phone.href}
            className="inline-flex items-center gap-2 rounded-sm hover:text-white"
          >
            <Phone className="size-4 shrink-0 text-teal-300" aria-hidden="true" />
            {siteConfig.phone.display}
          </a>
        </p>
        <p>
          <a
            href={siteConfig.email.href}
            className="inline-flex items-center gap-2 rounded-sm break-all hover:text-white"
          >
            <Mail className="size-4 shrink-0 text-teal-300" aria-hidden="true" />
            {siteConfig.email.display}
          </a>
        </p>
        <p className="flex gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-teal-300" aria-hidden="true" />
          <span>
            {address.street}, {address.city}, {address.state} {address.postalCode}, {address.country}
          </span>
        </p>
      </address>
      <SocialLinks />
    </div>
  );
}
