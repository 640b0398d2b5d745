import { SearchableList } from '#app/components/ui/searchable-list.tsx';
import { CatalogueItemCard, type CatalogueListItem } from './catalogue-item-card.tsx';
import { filterCatalogue, resultCountText } from './catalogue-search.ts';
import { useTranslate } from '#languages/messages.ts';
import { midSentence } from '#catalogue/mid-sentence.ts';

interface CatalogueResultsProps {
  categoryName: string;
  /** The list's own address, where a product's card leads back to. */
  listPath: string;
  items: readonly CatalogueListItem[];
  /** The `?q=` the server rendered the list with. */
  query?: string;
}

/** The texts the list and its cards show (app/lib/island.tsx). */
export const catalogueResultsMessages = [
  'catalogue.searchLabel',
  'catalogue.searchPlaceholder',
  'catalogue.search',
  'catalogue.noMatchHeading',
  'catalogue.noMatchHint',
  'catalogue.clearSearch',
  'catalogue.showingAll',
  'catalogue.noneFound',
  'catalogue.showingSome',
  'catalogue.showingSomeOne',
  'catalogue.prescriptionRequired',
  'catalogue.otc',
  'catalogue.caution',
  'catalogue.scheduleHCaution',
  'catalogue.manufacturer',
  'catalogue.price',
  'catalogue.requestQuote',
  'catalogue.requestQuoteFor',
  'catalogue.details',
  'catalogue.detailsOf',
] as const;

/** A category's products, searched as the visitor types: the island of a catalogue list page. */
export function CatalogueResults({ categoryName, listPath, items, query }: CatalogueResultsProps) {
  const { t, locale } = useTranslate();
  return (
    <SearchableList
      items={items}
      filter={filterCatalogue}
      countText={(shown, total) => resultCountText(shown, total, t)}
      search={{
        id: 'catalogue-search',
        label: t('catalogue.searchLabel', { category: midSentence(categoryName, locale) }),
        placeholder: items[0] ? t('catalogue.searchPlaceholder', { example: items[0].category }) : undefined,
        submit: t('catalogue.search'),
      }}
      itemKey={(item) => item.slug}
      query={query}
      renderItem={(item, index) => (
        <CatalogueItemCard item={item} listPath={listPath} imagePriority={index === 0} />
      )}
      empty={{
        headingLevel: 'h2',
        heading: (query) => t('catalogue.noMatchHeading', { query }),
        hint: t('catalogue.noMatchHint'),
        clear: t('catalogue.clearSearch'),
      }}
    />
  );
}
