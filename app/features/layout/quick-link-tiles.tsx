import { Link } from 'react-router';
import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';

interface QuickLinkTile {
  title: string;
  description: string;
  to: string;
  icon: IconName;
}

const tiles: readonly QuickLinkTile[] = [
  {
    title: 'Our Products',
    description: 'Medicines, supplements and devices',
    to: '/products',
    icon: 'package',
  },
  {
    title: 'Our Services',
    description: 'Research, manufacturing and quality',
    to: '/services',
    icon: 'stethoscope',
  },
  {
    title: 'Request a Quote',
    description: 'Bulk prices, reply within 24 hours',
    to: '/request-quote',
    icon: 'clipboard-list',
  },
  {
    title: 'Customer Support',
    description: 'Help whenever you need it, 24/7',
    to: '/support',
    icon: 'headset',
  },
];

/** Four large shortcuts at the top of the footer. */
export function QuickLinkTiles() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map(({ title, description, to, icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full items-center gap-4 rounded-xl bg-slate-800 p-4 transition-colors hover:bg-slate-700"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-teal-700 text-white">
              <Icon name={icon} className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-white">{title}</span>
              <span className="block text-sm text-slate-300">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
