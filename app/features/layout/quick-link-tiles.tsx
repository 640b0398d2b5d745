import { ClipboardList, Headset, type LucideIcon, Package, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';

interface QuickLinkTile {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

const tiles: readonly QuickLinkTile[] = [
  {
    title: 'Our Products',
    description: 'Medicines, supplements and devices',
    to: '/products',
    icon: Package,
  },
  {
    title: 'Our Services',
    description: 'Research, manufacturing and quality',
    to: '/services',
    icon: Stethoscope,
  },
  {
    title: 'Request a Quote',
    description: 'Bulk prices, reply within 24 hours',
    to: '/request-quote',
    icon: ClipboardList,
  },
  {
    title: 'Customer Support',
    description: 'Help whenever you need it, 24/7',
    to: '/support',
    icon: Headset,
  },
];

/** Four large shortcuts at the top of the footer. */
export function QuickLinkTiles() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map(({ title, description, to, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex h-full items-center gap-4 rounded-xl bg-slate-800 p-4 transition-colors hover:bg-slate-700"
          >
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-teal-700 text-white">
              <Icon className="size-5" aria-hidden="true" />
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
