import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';

/** Its title and line are message ids (languages/messages/en/layout.json). */
interface QuickLinkTile {
  title: string;
  description: string;
  to: string;
  icon: IconName;
}

const tiles: readonly QuickLinkTile[] = [
  {
    title: 'layout.tileProducts',
    description: 'layout.tileProductsLine',
    to: '/products',
    icon: 'package',
  },
  {
    title: 'layout.tileServices',
    description: 'layout.tileServicesLine',
    to: '/services',
    icon: 'stethoscope',
  },
  {
    title: 'layout.tileQuote',
    description: 'layout.tileQuoteLine',
    to: '/request-quote',
    icon: 'clipboard-list',
  },
  {
    title: 'layout.tileSupport',
    description: 'layout.tileSupportLine',
    to: '/support',
    icon: 'headset',
  },
];

/** Four large shortcuts at the top of the footer; on a phone two by two, titles only. */
export function QuickLinkTiles() {
  const { t, locale } = useTranslate();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-4">
      {tiles.map(({ title, description, to, icon }) => (
        <li key={to}>
          <a
            href={localHref(to, locale)}
            className="flex h-full items-center gap-3 rounded-card bg-white/5 p-3 ring-1 ring-white/10 transition-colors hover:bg-white/10 sm:gap-4 sm:p-4"
          >
            <span className="hidden size-11 shrink-0 items-center justify-center rounded-control bg-brand-700 text-white sm:inline-flex">
              <Icon name={icon} className="size-5" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-white sm:text-base">{t(title)}</span>
              <span className="hidden text-sm text-slate-300 sm:block">
                {t(description, { anyHour: siteConfig.anyHour })}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
