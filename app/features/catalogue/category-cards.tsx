import { Icon } from '#app/components/ui/icon.tsx';
import type { IconName } from '#app/components/ui/icon-names.ts';
import type { CategoryId, ProductCategory } from '#catalogue/catalogue.ts';
import { IconTile } from '#app/components/ui/icon-tile.tsx';
import { useTranslate } from '#languages/messages.ts';

const categoryIcons: Record<CategoryId, IconName> = {
  'prescription-medicines': 'shield-plus',
  'otc-products': 'pill',
  supplements: 'sparkles',
  'medical-devices': 'activity',
};

/** The four category cards of the products overview, each leading to its list. */
export function CategoryCards({
  categories,
  itemCounts,
}: {
  categories: readonly ProductCategory[];
  itemCounts: Readonly<Record<CategoryId, number>>;
}) {
  const { t } = useTranslate();
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {categories.map((category) => {
        return (
          <li key={category.id}>
            <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <IconTile icon={categoryIcons[category.id]} size="lg" />
              <h2 className="mt-4 text-2xl font-semibold text-slate-900">{category.name}</h2>
              <p className="mt-2 flex-1 text-slate-700">{category.description}</p>
              <p className="mt-3 text-sm text-slate-600">
                {t('catalogue.productCount', { count: itemCounts[category.id] })}
              </p>
              <a
                href={category.link}
                className="mt-5 inline-flex items-center gap-2 self-start rounded-md bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800"
              >
                {t('catalogue.browse', { category: category.name })}
                <Icon name="arrow-right" className="size-4" />
              </a>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
