import { SearchableList } from '#app/components/ui/searchable-list.tsx';
import { CatalogueItemCard, type CatalogueListItem } from './catalogue-item-card.tsx';
import { filterCatalogue, resultCountText } from './catalogue-search.ts';

interface CatalogueResultsProps {
  categoryName: string;
  /** The list's own address, where a product's card leads back to. */
  listPath: string;
  items: readonly CatalogueListItem[];
}

/** A category's products, searched as the visitor types: the island of a catalogue list page. */
export function CatalogueResults({ categoryName, listPath, items }: CatalogueResultsProps) {
  return (
    <SearchableList
      items={items}
      filter={filterCatalogue}
      countText={resultCountText}
      search={{
        id: 'catalogue-search',
        label: `Search ${categoryName.toLowerCase()} by name, category or ingredient`,
        placeholder: items[0] ? `For example: ${items[0].category}` : undefined,
      }}
      itemKey={(item) => item.slug}
      renderItem={(item, index) => (
        <CatalogueItemCard item={item} listPath={listPath} imagePriority={index === 0} />
      )}
      empty={{
        headingLevel: 'h2',
        heading: (query) => `No products match “${query}”`,
        hint: 'Try another name, category or ingredient, or clear the search to see all.',
      }}
    />
  );
}
