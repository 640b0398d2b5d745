import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { StaffSearchForm } from '#app/components/staff/staff-search-form.tsx';
import {
  type StaffColumn,
  StaffTable,
  sortParameterOf,
  staffSortOf,
} from '#app/components/staff/staff-table.tsx';
import { Select } from '#app/components/ui/form-controls.tsx';
import { BoundField } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { formatRupees } from '#app/lib/money.ts';
import { productListQuery, type ProductSort } from '#contract/products.ts';
import type { ListedProduct, ProductFilter } from './product-editor-api.ts';
import { productListQueryKey, useProductList } from './product-editor-queries.ts';
import { draftStatus } from './product-editor-values.ts';

const count = new Intl.NumberFormat('en-IN');

/** The search's field, as the list's query names it. */
const searchField = staffFormFields(productListQuery, { q: 'Name or address', sort: 'Sort by' }, {});

/** The orders the list is offered in, as the sort field and the caption name them. */
const sortOptions: readonly { value: ProductSort; label: string; caption: string }[] = [
  { value: 'catalogue', label: 'Catalogue order', caption: 'in the catalogue’s order' },
  { value: 'name', label: 'Name, A to Z', caption: 'by name, A to Z' },
  { value: '-name', label: 'Name, Z to A', caption: 'by name, Z to A' },
];
const isProductSort = (value: string): value is ProductSort =>
  sortOptions.some((option) => option.value === value);

const prescriptionText = (product: ListedProduct) =>
  product.prescriptionRequired ? 'Prescription required' : 'No prescription';

function EditLink({ product }: { product: ListedProduct }) {
  return (
    <Link
      to={{ search: `?product=${encodeURIComponent(product.slug)}` }}
      data-product-edit={product.slug}
      className="inline-flex h-9 items-center rounded-md px-3 font-medium text-teal-800 underline"
    >
      Edit<span className="sr-only"> {product.name}</span>
    </Link>
  );
}

function productColumns(self: string): StaffColumn<ListedProduct>[] {
  return [
    {
      header: 'Product',
      className: 'min-w-48',
      cell: (product) => <bdi>{product.name}</bdi>,
      sort: { key: 'name' },
    },
    { header: 'Category', className: 'min-w-40', cell: (product) => <bdi>{product.category}</bdi> },
    {
      header: 'Price',
      headerClassName: 'text-right',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (product) => formatRupees(product.price),
    },
    { header: 'Version', className: 'tabular-nums', cell: (product) => product.version },
    { header: 'Prescription', className: 'whitespace-nowrap', cell: prescriptionText },
    { header: 'Status', className: 'min-w-48', cell: (product) => <bdi>{draftStatus(product, self)}</bdi> },
    {
      header: <span className="sr-only">Actions</span>,
      cell: (product) => <EditLink product={product} />,
    },
  ];
}

/** A product at phone width: its name and status above its facts and the way to edit it. */
function ProductCard({ product, self }: { product: ListedProduct; self: string }) {
  return (
    <>
      <h3 className="text-lg font-semibold text-slate-900">
        <bdi>{product.name}</bdi>
      </h3>
      <p className="text-sm font-semibold text-slate-800">
        <bdi>{draftStatus(product, self)}</bdi>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <bdi>{product.category}</bdi> · {formatRupees(product.price)} · version {product.version} ·{' '}
        {prescriptionText(product)}
      </p>
      <div className="mt-2 -ml-3">
        <EditLink product={product} />
      </div>
    </>
  );
}

interface ProductListProps {
  /** Who is signed in, as the server names authors and approvers. */
  self: string;
  /** The product whose editor was just left: its link takes focus again. */
  returnedFrom: string | undefined;
}

/**
 * The products of the master with the state of their drafts, each linked to its editor: the
 * published ones in the catalogue's order, then those never published (or all by name), a page at a
 * time, searched and sorted on the server.
 */
export function ProductList({ self, returnedFrom }: ProductListProps) {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<ProductFilter>({ q: '', sort: 'catalogue' });
  const list = useProductList(filter);
  const listRef = useRef<HTMLElement>(null);
  const products = list.data?.pages.flatMap((page) => page.products);
  const first = list.data?.pages[0];
  const failure = list.error ? failureMessage(list.error, 'Failed to load the products') : undefined;

  const shown = products !== undefined;
  useEffect(() => {
    if (!returnedFrom || !shown) return;
    listRef.current
      // A slug is letters, digits and hyphens: nothing to escape in the selector.
      ?.querySelector<HTMLElement>(`[data-product-edit="${returnedFrom}"]`)
      ?.focus();
  }, [returnedFrom, shown]);

  function search(words: string) {
    const next = { ...filter, q: words };
    // Every search asks the server afresh and reads "Loading the products…" meanwhile, even a repeated one.
    void queryClient.resetQueries({ queryKey: productListQueryKey(next), exact: true });
    setFilter(next);
  }

  const sortBy = (sort: ProductSort) => setFilter((current) => ({ ...current, sort }));

  return (
    <section ref={listRef} aria-labelledby="product-list-heading" className="space-y-4">
      <h2 id="product-list-heading" className="text-xl font-semibold text-slate-900">
        Products
      </h2>
      <StaffSearchForm label="Search the products" wordsField={searchField('q')} onSearch={search}>
        <BoundField field={searchField('sort')} hint="The list follows at once.">
          {(control) => (
            <Select
              {...control({
                value: filter.sort,
                onChange: (event: { target: { value: string } }) => {
                  if (isProductSort(event.target.value)) sortBy(event.target.value);
                },
              })}
              options={sortOptions}
            />
          )}
        </BoundField>
      </StaffSearchForm>
      <StaffTable
        caption={`Products, ${sortOptions.find((option) => option.value === filter.sort)!.caption}`}
        scrollLabel="Products, scrolling sideways"
        columns={productColumns(self)}
        rows={products}
        rowKey={(product) => product.slug}
        rowClassName="align-top"
        status={{
          loading: 'Loading the products…',
          empty: filter.q ? 'No products match this search.' : 'The product master has no products.',
          shown: (rows) => {
            const total = first?.total ?? rows.length;
            const drafts = first?.drafts ?? 0;
            return `Showing ${count.format(rows.length)} of ${count.format(total)} ${total === 1 ? 'product' : 'products'}, ${count.format(drafts)} with a draft.`;
          },
        }}
        error={failure ? { message: failure } : undefined}
        pager={{ query: list, label: 'Show more products', loadingLabel: 'Loading more products…' }}
        sorting={{
          sort: staffSortOf(filter.sort),
          onSort: (sort) => sortBy(sortParameterOf(sort) as ProductSort),
        }}
        cards={{ label: 'Products', card: (product) => <ProductCard product={product} self={self} /> }}
      />
    </section>
  );
}
