import { Activity, ArrowRight, type LucideIcon, Pill, ShieldPlus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { CategoryId, ProductCategory } from '#app/data/catalogue.ts';
import { IconTile } from '#app/components/ui/icon-tile.tsx';

const categoryIcons: Record<CategoryId, LucideIcon> = {
  'prescription-medicines': ShieldPlus,
  'otc-products': Pill,
  supplements: Sparkles,
  'medical-devices': Activity,
};

/** The four category cards of the products overview, each leading to its list. */
export function CategoryCards({
  categories,
  itemCounts,
}: {
  categories: readonly ProductCategory[];
  itemCounts: Readonly<Record<CategoryId, number>>;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {categories.map((category) => {
        const Icon = categoryIcons[category.id];
        return (
          <li key={category.id}>
            <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <IconTile icon={Icon} size="lg" />
              <h2 className="mt-4 text-2xl font-semibold text-slate-900">{category.name}</h2>
              <p className="mt-2 flex-1 text-slate-700">{category.description}</p>
              <p className="mt-3 text-sm text-slate-600">{itemCounts[category.id]} products</p>
              <Link
                to={category.link}
                className="mt-5 inline-flex items-center gap-2 self-start rounded-md bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800"
              >
                Browse {category.name}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
