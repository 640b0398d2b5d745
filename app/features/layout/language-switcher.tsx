import { cn } from '#app/components/ui/class-names.ts';
import { languageVersions } from '#languages/language-versions.ts';
import { localeDetails } from '#languages/locales.ts';
import { useTranslate } from '#languages/messages.ts';
import { languageChoicePath } from '#contract/language-choice.ts';

/**
 * The page in each language it is published in, each named in its own script (English, తెలుగు,
 * हिन्दी). Plain links: they work without script and keep the visitor on the same page. Through
 * /language the choice is remembered (server/routes/language-choice.ts). Nothing on a page that is
 * only in English.
 */
export function LanguageSwitcher({
  pathname,
  tone,
  className,
}: {
  pathname: string;
  /** On the contact strip's dark band (from 768 px), or in the mobile menu. */
  tone: 'strip' | 'menu';
  className?: string;
}) {
  const { t, locale } = useTranslate();
  const versions = languageVersions(pathname);
  if (versions.length === 0) return null;
  return (
    <nav aria-label={t('layout.language')} className={className}>
      <ul className={cn('flex flex-wrap items-center', tone === 'strip' ? 'gap-3' : 'gap-1 text-sm')}>
        {versions.map((version) => {
          const { tag, ownName } = localeDetails[version.locale];
          const current = version.locale === locale;
          return (
            <li key={version.locale}>
              <a
                href={languageChoicePath(version.locale, version.path)}
                lang={tag}
                hrefLang={tag}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  tone === 'strip'
                    ? 'rounded-sm text-white underline-offset-4 hover:underline focus-visible:outline-white'
                    : 'inline-flex min-h-11 items-center rounded-md px-2 font-medium',
                  tone === 'strip' && current && 'font-semibold underline',
                  tone === 'menu' &&
                    (current
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'),
                )}
              >
                {ownName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
