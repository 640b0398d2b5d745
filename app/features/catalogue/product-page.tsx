import type { ReactNode } from 'react';
import type { CatalogueProduct, ProductCategory } from '#catalogue/catalogue.ts';
import { prescribingInfoPathOf } from '#contract/prescribing-info.ts';
import { formatRupees } from '#app/lib/money.ts';
import { PackShotPicture } from '#app/components/ui/pack-shot-picture.tsx';
import { packShotAltValues } from '#app/data/pack-shot.ts';
import { PrescriptionBadge } from './prescription-badge.tsx';
import { quoteLinkFor } from './quote-link.ts';
import { useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { midSentence } from '#catalogue/mid-sentence.ts';

export interface RelatedProduct {
  path: string;
  slug: string;
  /** The id of the picture staff uploaded as its pack shot, if they did. */
  packShot?: string;
  name: string;
  category: string;
  price: number;
  prescriptionRequired: boolean;
}

interface ProductPageProps {
  product: CatalogueProduct;
  category: ProductCategory;
  crumbs: { name: string; path: string }[];
  related: RelatedProduct[];
  /** What the store says about this product's batches now (recall notices), above the product. */
  notices?: ReactNode;
  /**
   * What a healthcare professional is offered: the medicine's prescribing information, or, for a
   * medicine whose leaflet is not written yet, the medical information team; nothing for a
   * supplement or a device.
   */
  professional?: 'prescribing-info' | 'medical-info';
}

const linkClass = 'text-teal-800 underline hover:text-teal-900';

function Breadcrumbs({ crumbs }: { crumbs: { name: string; path: string }[] }) {
  const { t } = useTranslate();
  return (
    <nav aria-label={t('catalogue.breadcrumb')} className="text-sm text-slate-700">
      <ol className="flex flex-wrap gap-2">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <a href={crumb.path} className={linkClass}>
                {crumb.name}
              </a>
              <span aria-hidden="true"> /</span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The facts a pharmacist looks for, with device wording where the product is a device. */
function ProductFacts({ product }: { product: CatalogueProduct }) {
  const { t } = useTranslate();
  const device = product.composition.length === 0;
  const rows: { term: string; detail: ReactNode }[] = [
    device
      ? { term: t('catalogue.materials'), detail: product.materials }
      : {
          term: t('catalogue.composition'),
          detail: (
            <ul className="space-y-1">
              {product.composition.map((ingredient) => (
                <li key={ingredient.substance}>
                  {ingredient.substance} <span className="font-semibold">{ingredient.amount}</span>
                </li>
              ))}
            </ul>
          ),
        },
    { term: t(device ? 'catalogue.specification' : 'catalogue.strength'), detail: product.strength },
    { term: t(device ? 'catalogue.deviceType' : 'catalogue.dosageForm'), detail: product.dosageForm },
    { term: t('catalogue.packSize'), detail: product.packSize },
    { term: t('catalogue.storage'), detail: product.storage },
    { term: t(device ? 'catalogue.serviceLife' : 'catalogue.shelfLife'), detail: product.shelfLife },
    { term: t('catalogue.manufacturer'), detail: product.manufacturer },
    {
      term: t('catalogue.prescription'),
      detail: t(product.prescriptionRequired ? 'catalogue.prescriptionYes' : 'catalogue.prescriptionNo'),
    },
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {rows.map((row) => (
        <div key={row.term} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-semibold text-slate-900">{row.term}</dt>
          <dd className="text-slate-700">{row.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

function RelatedProducts({ category, related }: { category: ProductCategory; related: RelatedProduct[] }) {
  const { t, locale } = useTranslate();
  const categoryName = midSentence(category.name, locale);
  return (
    <section aria-labelledby="related-products-title" className="mt-14">
      <h2 id="related-products-title" className="text-2xl font-bold text-slate-900">
        {t('catalogue.moreOf', { category: categoryName })}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {related.map((item) => (
          <li
            key={item.path}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <PackShotPicture
              product={item}
              alt=""
              sizes="(min-width: 1024px) 16rem, (min-width: 640px) 45vw, 90vw"
              className="rounded-xl"
            />
            <h3 className="mt-4 font-semibold text-slate-900">
              <a href={item.path} className={linkClass}>
                {item.name}
              </a>
            </h3>
            <p className="mt-1 text-sm text-slate-700">{item.category}</p>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <PrescriptionBadge prescriptionRequired={item.prescriptionRequired} />
              <span className="font-bold text-slate-900">{formatRupees(item.price, locale)}</span>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <a href={category.link} className={linkClass}>
          {t('catalogue.allOf', { category: categoryName })}
        </a>
      </p>
    </section>
  );
}

export function ProductPage({ product, category, crumbs, related, notices, professional }: ProductPageProps) {
  const { t, locale } = useTranslate();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Breadcrumbs crumbs={crumbs} />
      {/* Empty, and so hidden, unless the store holds open recalls of this product's batches. */}
      <div data-recall-banner="" className="recall-slot mt-6">
        {notices}
      </div>

      <div className="mt-8 grid items-start gap-10 lg:grid-cols-2">
        <div className="overflow-hidden rounded-3xl border border-slate-200">
          <PackShotPicture
            product={product}
            alt={t('catalogue.packShotAlt', packShotAltValues(product, locale))}
            sizes="(min-width: 1280px) 36rem, (min-width: 1024px) 45vw, 92vw"
            priority
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-teal-800 uppercase">
            {category.name} · {product.category}
          </p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{product.name}</h1>
          <p className="mt-2 text-lg text-slate-700">
            {product.dosageForm}, {product.strength}
          </p>
          <div className="mt-4">
            <PrescriptionBadge prescriptionRequired={product.prescriptionRequired} />
          </div>
          <p className="mt-4 text-lg text-slate-700">{product.description}</p>
          <p className="mt-6">
            <span className="block text-sm text-slate-600">
              {t('catalogue.priceOfPack', { packSize: midSentence(product.packSize, locale) })}
            </span>
            <span className="text-3xl font-bold text-slate-900">{formatRupees(product.price, locale)}</span>
          </p>
          {product.prescriptionRequired && (
            <p className="mt-6 rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
              <strong className="font-semibold">{t('catalogue.caution')}</strong>
              {t('catalogue.scheduleHCaution')}
            </p>
          )}
          <a
            href={localHref(quoteLinkFor(product.name), locale)}
            className="mt-6 inline-flex items-center justify-center rounded-md bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800"
          >
            {t('catalogue.requestQuote')}
            <span className="sr-only">{t('catalogue.requestQuoteFor', { name: product.name })}</span>
          </a>
        </div>
      </div>

      <div className="mt-14 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="product-details-title" className="lg:col-span-2">
          <h2 id="product-details-title" className="text-2xl font-bold text-slate-900">
            {t('catalogue.productDetails')}
          </h2>
          <div className="mt-6">
            <ProductFacts product={product} />
          </div>
        </section>
        <section aria-labelledby="product-use-title">
          <h2 id="product-use-title" className="text-2xl font-bold text-slate-900">
            {t('catalogue.usingSafely')}
          </h2>
          <ul className="mt-6 list-disc space-y-3 pl-5 text-slate-700">
            {product.usage.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <p className="mt-6 rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
            {t('catalogue.notAdvice')}
          </p>
          <p className="mt-4 text-sm text-slate-700">
            {t('catalogue.haveAPack', { name: product.name })}{' '}
            <a href={localHref('/verify', locale)} className="font-medium text-teal-800 underline">
              {t('catalogue.checkGenuine')}
            </a>{' '}
            {t('catalogue.byCode')}
          </p>
          {professional && (
            <p className="mt-4 text-sm text-slate-700">
              {t('catalogue.professional')}{' '}
              {professional === 'prescribing-info' ? (
                <a href={prescribingInfoPathOf(product.slug)} className="font-medium text-teal-800 underline">
                  {t('catalogue.readPrescribingInfo')}
                </a>
              ) : (
                <a href={localHref('/medical-info', locale)} className="font-medium text-teal-800 underline">
                  {t('catalogue.askMedicalInfo')}
                </a>
              )}
            </p>
          )}
        </section>
      </div>

      {related.length > 0 && <RelatedProducts category={category} related={related} />}
    </div>
  );
}
