import type { CatalogueProduct } from '#catalogue/catalogue.ts';
import { PackShotPicture } from '#app/components/ui/pack-shot-picture.tsx';
import { quoteLinkFor } from './quote-link.ts';
import { PrescriptionBadge } from './prescription-badge.tsx';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';

/** What a list card shows and the search reads, with the address of the item's page and its pack shot. */
export interface CatalogueListItem extends Pick<
  CatalogueProduct,
  'slug' | 'name' | 'category' | 'description' | 'manufacturer' | 'prescriptionRequired' | 'packShot'
> {
  /**
   * The price as the page's language writes it ("₹1,299.00"), written with the page: a list's
   * island then makes no number format as it starts, which costs a slow phone 100 ms.
   */
  price: string;
  ingredients: string[];
  /** On a translated page, the English words the search finds it by as well. */
  englishTerms?: string[];
}

interface CatalogueItemCardProps {
  item: CatalogueListItem;
  listPath: string;
  /** The first card's pack shot is the largest thing a phone shows first: fetched at once. */
  imagePriority?: boolean;
}

/** One item of a list: its pack shot, facts and price, linking to its page at `{listPath}/{slug}`. */
export function CatalogueItemCard({ item, listPath, imagePriority = false }: CatalogueItemCardProps) {
  const headingId = `${item.slug}-name`;
  const path = `${listPath}/${item.slug}`;
  const { t, locale } = useTranslate();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <a href={path} tabIndex={-1} aria-hidden="true" className="-mx-2 -mt-2 mb-4 block">
        <PackShotPicture
          product={item}
          alt=""
          priority={imagePriority}
          sizes="(min-width: 1280px) 22rem, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw"
          className="rounded-xl"
        />
      </a>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        <a href={path} className="underline-offset-4 hover:text-teal-800 hover:underline">
          {item.name}
        </a>
      </h2>
      <p className="mt-1 text-sm font-medium text-teal-800">{item.category}</p>
      <div className="mt-4">
        <PrescriptionBadge prescriptionRequired={item.prescriptionRequired} />
      </div>
      <p className="mt-4 text-slate-700">{item.description}</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('catalogue.manufacturer')}</dt>
        <dd className="font-medium text-slate-800">{item.manufacturer}</dd>
        <dt className="text-slate-600">{t('catalogue.price')}</dt>
        <dd className="text-lg font-bold text-slate-900">{item.price}</dd>
      </dl>
      {item.prescriptionRequired && (
        <p className="mt-4 rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          <strong className="font-semibold">{t('catalogue.caution')}</strong>
          {t('catalogue.scheduleHCaution')}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-4 pt-6">
        <a
          href={localHref(quoteLinkFor(item.name), locale)}
          className="inline-flex items-center justify-center rounded-md bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800"
        >
          {t('catalogue.requestQuote')}
          <span className="sr-only">{t('catalogue.requestQuoteFor', { name: item.name })}</span>
        </a>
        <a href={path} className="font-semibold text-teal-800 underline hover:text-teal-900">
          {t('catalogue.details')}
          <span className="sr-only">{t('catalogue.detailsOf', { name: item.name })}</span>
        </a>
      </div>
    </article>
  );
}
