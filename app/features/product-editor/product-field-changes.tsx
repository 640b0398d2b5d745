import { type StaffColumn, StaffRows } from '#app/components/staff/staff-table.tsx';
import { formatRupees } from '#app/lib/money.ts';
import type { ProductFieldChange } from '#contract/products.ts';
import { keyLabel, languageNames } from './product-editor-values.ts';

/** A field's text as it reads: a price in rupees, nothing as a dash. */
function ChangedText({ change, text }: { change: ProductFieldChange; text: string | null }) {
  if (text === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">none</span>
      </>
    );
  const price = change.field === 'price' ? Number(text) : Number.NaN;
  return <bdi>{Number.isFinite(price) ? formatRupees(price) : text}</bdi>;
}

const wrapping = 'min-w-40 max-w-md break-words whitespace-pre-wrap';

const changeColumns: StaffColumn<ProductFieldChange>[] = [
  { header: 'Field', className: 'min-w-32', cell: (change) => keyLabel(change.field) },
  { header: 'Language', className: 'whitespace-nowrap', cell: (change) => languageNames[change.locale] },
  {
    header: 'Before',
    className: wrapping,
    cell: (change) => (
      <del className="text-slate-700">
        <ChangedText change={change} text={change.before} />
      </del>
    ),
  },
  {
    header: 'After',
    className: wrapping,
    cell: (change) => (
      <ins className="text-slate-900">
        <ChangedText change={change} text={change.after} />
      </ins>
    ),
  },
];

/** A change at phone width: the field and language, then the text before it and after it. */
function ChangeCard({ change }: { change: ProductFieldChange }) {
  return (
    <>
      <p className="font-semibold text-slate-900">
        {keyLabel(change.field)} · {languageNames[change.locale]}
      </p>
      <dl className="mt-2 space-y-2 text-sm break-words whitespace-pre-wrap">
        <div>
          <dt className="font-semibold text-slate-700">Before</dt>
          <dd>
            <del>
              <ChangedText change={change} text={change.before} />
            </del>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">After</dt>
          <dd>
            <ins>
              <ChangedText change={change} text={change.after} />
            </ins>
          </dd>
        </div>
      </dl>
    </>
  );
}

/**
 * What changed in a product, field by field and language by language: a table with the text before
 * and after, or a card per change at phone width.
 */
export function FieldChanges({
  caption,
  changes,
}: {
  caption: string;
  changes: readonly ProductFieldChange[];
}) {
  return (
    <StaffRows
      caption={caption}
      columns={changeColumns}
      rows={changes}
      rowKey={(change) => `${change.locale}:${change.field}`}
      rowClassName="align-top"
      ruled
      frameClassName="relative overflow-x-auto"
      cards={{ label: caption, card: (change) => <ChangeCard change={change} /> }}
    />
  );
}
