import { Link } from 'react-router';
import type { CatalogueProduct } from '#app/data/catalogue.ts';
import { scheduleHCaution } from '#app/data/schedule-h.ts';
import { formatRupees } from '#app/lib/money.ts';
import { CatalogueIconTile } from './catalogue-icon.tsx';
import { PrescriptionBadge } from './prescription-badge.tsx';

export function quoteLinkFor(productName: string): string {
  return `/request-quote?${new URLSearchParams({ product: productName }).toString()}`;
}

export function CatalogueItemCard({ item }: { item: CatalogueProduct }) {
  const headingId = `${item.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <CatalogueIconTile icon={item.icon} colour={item.colour} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {item.name}
          </h2>
          <p className="mt-1 text-sm font-medium text-teal-800">{item.category}</p>
        </div>
      </div>
      <div className="mt-4">
        <PrescriptionBadge prescriptionRequired={item.prescriptionRequired} />
      </div>
      <p className="mt-4 text-slate-700">{item.description}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Manufacturer</dt>
        <dd className="font-medium text-slate-800">{item.manufacturer}</dd>
        <dt className="text-slate-600">Price</dt>
        <dd className="text-lg font-bold text-slate-900">{formatRupees(item.price)}</dd>
      </dl>
      {item.prescriptionRequired && (
        <p className="mt-4 rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          <strong className="font-semibold">Caution: </strong>
          {scheduleHCaution}
        </p>
      )}
      <div className="mt-auto pt-6">
        <Link
          to={quoteLinkFor(item.name)}
          className="inline-flex items-center justify-center rounded-md bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800"
        >
          Request a quote<span className="sr-only"> for {item.name}</span>
        </Link>
      </div>
    </article>
  );
}
