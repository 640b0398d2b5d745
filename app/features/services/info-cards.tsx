import type { IconName } from '#app/components/ui/icon-names.ts';
import type { Capability } from '#app/data/services/types.ts';
import { IconTile } from '#app/components/ui/icon-tile.tsx';

/** A grid of titled cards, each with a decorative icon. */
export function InfoCards({ cards, icons }: { cards: readonly Capability[]; icons: readonly IconName[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card, index) => {
        const icon = icons[index % icons.length]!;
        return (
          <li key={card.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <IconTile icon={icon} />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.name}</h3>
            <p className="mt-2 text-slate-700">{card.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
