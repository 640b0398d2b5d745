import { Icon } from '#app/components/ui/icon.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { SiteLogo } from './site-logo.tsx';
import { SocialLinks } from './social-links.tsx';
import { localHref } from '#languages/translated-pages.ts';
import { useTranslate } from '#languages/messages.ts';

const { address } = siteConfig;

/** Who we are and how to reach us: logo, blurb, contacts and social profiles. */
export function FooterCompany() {
  const { t, locale } = useTranslate();
  return (
    <div className="space-y-4 md:space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <a
          href={localHref('/', locale)}
          aria-label={t('layout.home', { name: siteConfig.name })}
          className="inline-block rounded-md"
        >
          <SiteLogo tone="light" />
        </a>
        <SocialLinks />
      </div>
      <p className="max-w-sm text-sm leading-relaxed text-slate-300">{t('site.blurb')}</p>
      <address className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-300 not-italic md:block md:space-y-2">
        <p>
          <a
            href={siteConfig.phone.href}
            className="inline-flex items-center gap-2 rounded-sm hover:text-white"
          >
            <Icon name="phone" className="size-4 text-brand-300" />
            {siteConfig.phone.display}
          </a>
        </p>
        <p>
          <a
            href={siteConfig.email.href}
            className="inline-flex items-center gap-2 rounded-sm break-all hover:text-white"
          >
            <Icon name="mail" className="size-4 text-brand-300" />
            {siteConfig.email.display}
          </a>
        </p>
        <p className="flex basis-full gap-2">
          <Icon name="map-pin" className="mt-0.5 size-4 text-brand-300" />
          <span>
            {address.street}, {address.city}, {address.state} {address.postalCode}, {address.country}
          </span>
        </p>
      </address>
    </div>
  );
}
