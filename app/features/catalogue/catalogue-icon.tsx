import { Icon } from '#app/components/ui/icon.tsx';
import type { CatalogueColour, CatalogueIcon } from '#app/data/catalogue.ts';

/** Tile colours: the 700 shades on their 100 tint keep well above 3:1 for the icon strokes. */
const tileClasses: Record<CatalogueColour, string> = {
  rose: 'bg-rose-100 text-rose-700',
  violet: 'bg-violet-100 text-violet-700',
  amber: 'bg-amber-100 text-amber-800',
  sky: 'bg-sky-100 text-sky-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  teal: 'bg-teal-100 text-teal-800',
  indigo: 'bg-indigo-100 text-indigo-700',
  orange: 'bg-orange-100 text-orange-800',
};

/** The decorative icon tile of a catalogue item. */
export function CatalogueIconTile({ icon, colour }: { icon: CatalogueIcon; colour: CatalogueColour }) {
  return (
    <span
      className={`flex size-14 shrink-0 items-center justify-center rounded-xl ${tileClasses[colour]}`}
      aria-hidden="true"
    >
      <Icon name={icon} className="size-7" />
    </span>
  );
}
