import { type ReactNode, useRef } from 'react';
import { StateIllustration } from './state-illustration.tsx';
import { useSearchQuery } from '#app/lib/use-search-query.ts';
import { SearchField } from './search-field.tsx';
import { useDomId } from '#app/lib/dom-id.ts';

interface SearchableListProps<Item> {
  items: readonly Item[];
  /** The items that match the query, in the order to show them. */
  filter: (items: readonly Item[], query: string) => readonly Item[];
  /** "Showing 3 of 12 products": read out as the list changes. */
  countText: (shown: number, total: number) => string;
  /** The field's label and placeholder, and its button's label in the page's language ("Search" unless given). */
  search: { id?: string; label: string; placeholder?: string; submit?: string };
  itemKey: (item: Item) => string;
  itemClassName?: string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** The query the server rendered the list with (a reloaded or sent `?q=`). */
  query?: string;
  /** What the visitor reads when nothing matches; the heading is one level below the section's. */
  empty: {
    headingLevel: 'h2' | 'h3';
    heading: (query: string) => string;
    hint: string;
    /** The clear button's label, in the page's language. */
    clear?: string;
  };
}

/**
 * A list filtered as the visitor types (`?q=` keeps the query, and the server renders the filtered
 * list for a reloaded or sent address), with its count and an empty state.
 */
export function SearchableList<Item>({
  items,
  filter,
  countText,
  search,
  itemKey,
  itemClassName,
  renderItem,
  query: rendered,
  empty,
}: SearchableListProps<Item>) {
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useSearchQuery(input, rendered);
  const generatedId = useDomId();
  const countId = useDomId();
  const shown = filter(items, query);
  const EmptyHeading = empty.headingLevel;

  const clear = () => {
    setQuery('');
    input.current?.focus();
  };

  return (
    <>
      <SearchField
        id={search.id ?? generatedId}
        label={search.label}
        placeholder={search.placeholder}
        submitLabel={search.submit}
        value={query}
        onChange={setQuery}
        inputRef={input}
        describedBy={countId}
        className="max-w-xl"
      />
      <p id={countId} role="status" data-search-count="" className="mt-4 text-sm font-medium text-slate-700">
        {countText(shown.length, items.length)}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item, index) => (
            <li key={itemKey(item)} data-search-item={itemKey(item)} className={itemClassName}>
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center sm:p-10">
          <StateIllustration name="no-results" className="mx-auto mb-4 h-auto w-40" />
          <EmptyHeading className="text-xl font-semibold text-slate-900">
            {empty.heading(query.trim())}
          </EmptyHeading>
          <p className="mt-2 text-slate-700">{empty.hint}</p>
          <button
            type="button"
            onClick={clear}
            className="mt-6 rounded-md bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-800"
          >
            {empty.clear ?? 'Clear search'}
          </button>
        </div>
      )}
    </>
  );
}
