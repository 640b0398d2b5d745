import type { IconName } from '#app/components/ui/icon-names.ts';
import { IconTile } from '#app/components/ui/icon-tile.tsx';
import type { Capability } from '#app/data/services/types.ts';

/** Titled points, each with a decorative icon, in two columns beside a section's illustration. */
export function FeatureList({ items, icons }: { items: readonly Capability[]; icons: readonly IconName[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.name} className="flex gap-4">
          <IconTile icon={icons[index % icons.length]!} />
          <div>
            <h3 className="text-lg font-semibold text-ink">{item.name}</h3>
            <p className="mt-1 text-ink-muted">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
