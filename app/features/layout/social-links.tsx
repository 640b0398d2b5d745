import { siteConfig } from '#app/lib/site-config.ts';
// A file of its own like the icon sprite: <use> follows only same-origin URLs, and it is cached for good.
import glyphsUrl from './social-glyphs.svg?url&no-inline';
import { useTranslate } from '#languages/messages.ts';

/**
 * Icon links to the company's social profiles; each has a spoken name. The glyphs are a static
 * sprite (social-glyphs.svg), so their drawing is not part of every page's script.
 */
export function SocialLinks() {
  const { t } = useTranslate();
  return (
    <ul className="flex gap-2">
      {siteConfig.social.map((profile) => (
        <li key={profile.name}>
          <a
            href={profile.href}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-slate-200 transition-colors hover:bg-brand-700 hover:text-white"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
              <use href={`${glyphsUrl}#${profile.name.toLowerCase()}`} />
            </svg>
            <span className="sr-only">
              {t('layout.socialLink', { name: t('site.name'), network: profile.name })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
