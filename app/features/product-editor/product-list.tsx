import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { type StaffColumn, StaffTable } from '#app/components/staff/staff-table.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { formatRupees } from '#app/lib/money.ts';
import type { HeldProduct } from './product-editor-api.ts';
import { useProducts } from './product-editor-queries.ts';
import { draftStatus } from './product-editor-values.ts';

const count = new Intl.NumberFormat('en-IN');

const prescriptionText = (product: HeldProduct) =>
  product.record.prescriptionRequired ? 'Prescription required' : 'No prescription';

function EditLink({ product }: { product: HeldProduct }) {
  return (
    <Link
      to={{ search: `?product=${encodeURIComponent(product.slug)}` }}
      data-product-edit={product.slug}
      className="inline-flex h-9 items-center rounded-md px-3 font-medium text-teal-800 underline"
    >
      Edit<span className="sr-only"> {product.record.name}</span>
    </Link>
  );
}

function productColumns(self: string): StaffColumn<HeldProduct>[] {
  return [
    { header: 'Product', className: 'min-w-48', cell: (product) => <bdi>{product.record.name}</bdi> },
    { header: 'Category', className: 'min-w-40', cell: (product) => <bdi>{product.record.category}</bdi> },
    {
      header: 'Price',
      headerClassName: 'text-right',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (product) => formatRupees(product.record.price),
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
function ProductCard({ product, self }: { product: HeldProduct; self: string }) {
  return (
    <>
      <h3 className="text-lg font-semibold text-slate-900">
        <bdi>{product.record.name}</bdi>
      </h3>
      <p className="text-sm font-semibold text-slate-800">
        <bdi>{draftStatus(product, self)}</bdi>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <bdi>{product.record.category}</bdi> · {formatRupees(product.record.price)} · version{' '}
        {product.version} · {prescriptionText(product)}
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

/** Every product of the master with the state of its draft, each linked to its editor. */
export function ProductList({ self, returnedFrom }: ProductListProps) {
  const list = useProducts();
  const listRef = useRef<HTMLElement>(null);
  const products = list.data;
  const failure = list.error ? failureMessage(list.error, 'Failed to load the products') : undefined;

  const shown = products !== undefined;
  useEffect(() => {
    if (!returnedFrom || !shown) return;
    listRef.current
      // A slug is letters, digits and hyphens: nothing to escape in the selector.
      ?.querySelector<HTMLElement>(`[data-product-edit="${returnedFrom}"]`)
      ?.focus();
  }, [returnedFrom, shown]);

  return (
    <section ref={listRef} aria-labelledby="product-list-heading" className="space-y-4">
      <h2 id="product-list-heading" className="text-xl font-semibold text-slate-900">
        Products
      </h2>
      <StaffTable
        caption="Products, in the catalogue’s order"
        scrollLabel="Products, scrolling sideways"
        columns={productColumns(self)}
        rows={products}
        rowKey={(product) => product.slug}
        rowClassName="align-top"
        status={{
          loading: 'Loading the products…',
          empty: 'The product master has no products.',
          shown: (rows) => {
            const drafts = rows.filter((product) => product.draft).length;
            return `${count.format(rows.length)} ${rows.length === 1 ? 'product' : 'products'}, ${count.format(drafts)} with a draft.`;
          },
        }}
        error={failure ? { message: failure } : undefined}
        cards={{ label: 'Products', card: (product) => <ProductCard product={product} self={self} /> }}
      />
    </section>
  );
}
