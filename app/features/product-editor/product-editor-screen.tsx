import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ChangeNotice } from '#app/components/staff/change-notice.tsx';
import { SignOutButton, StaffScreen } from '#app/components/staff/staff-screen.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { productEndpoints, productMessages } from '#contract/products.ts';
import { rolesAllow } from '#contract/staff-roles.ts';
import { type HeldProduct, type PreviewLocale, productPreviewUrl } from './product-editor-api.ts';
import { useProduct, useReloadProduct } from './product-editor-queries.ts';
import { DraftEditor } from './product-draft-editor.tsx';
import { ProductHistory } from './product-history.tsx';
import { ProductList } from './product-list.tsx';
import { ProductPackShot } from './product-pack-shot.tsx';
import { ProductTransfer } from './product-transfer.tsx';
import { personName, personOf } from './product-editor-values.ts';

const isSlug = (slug: string) => productEndpoints.read.params.safeParse({ slug }).success;

/** The language of each preview, in its own script. */
const previews: readonly { lang: PreviewLocale; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'te', name: 'తెలుగు' },
  { lang: 'hi', name: 'हिन्दी' },
];

function PreviewLinks({ slug }: { slug: string }) {
  return (
    <ul aria-label="Previews of the product’s page with the draft" className="flex flex-wrap gap-x-5 gap-y-2">
      {previews.map(({ lang, name }) => (
        <li key={lang}>
          <a
            href={productPreviewUrl(slug, lang)}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-6 items-center font-medium text-teal-800 underline"
          >
            Preview in <span lang={lang}>{name}</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function BackToList({ slug }: { slug?: string }) {
  return (
    <Link
      to={{ search: '' }}
      state={slug && { returnedFrom: slug }}
      className="inline-flex min-h-6 items-center font-medium text-teal-800 underline"
    >
      All products
    </Link>
  );
}

/** One product: its draft's form and review, then its history, each change saying what became of it. */
function ProductView({ slug, staff }: { slug: string; staff: StaffMember }) {
  const read = useProduct(slug);
  const reload = useReloadProduct(slug);
  const location = useLocation();
  /** A new form, opened on the product as it now is, after a publication, a restoration or a reload. */
  const [formGeneration, setFormGeneration] = useState(0);
  const [notice, setNotice] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ to: 'heading' | 'notice' }>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const product = read.data;
  const self = personOf(staff);

  // Opened from the list, focus goes to the form's heading; an address opened afresh starts at the top.
  const openedInApp = location.key !== 'default';
  const loaded = product !== undefined;
  useEffect(() => {
    if (openedInApp && loaded) headingRef.current?.focus();
  }, [openedInApp, loaded]);

  useEffect(() => {
    if (focusRequest?.to === 'heading') headingRef.current?.focus();
    if (focusRequest?.to === 'notice') noticeRef.current?.focus();
  }, [focusRequest]);

  function changed(message: string) {
    setNotice(message);
    setFormGeneration((generation) => generation + 1);
    setFocusRequest({ to: 'notice' });
  }

  const onPublished = (published: HeldProduct) =>
    changed(
      `Published: version ${published.version} of ${published.record.name} is live on every page in every language.`,
    );
  const onRestored = (restored: HeldProduct, version: number) =>
    changed(`Version ${version} is restored: it is live again as version ${restored.version}.`);

  function reloadProduct() {
    if (reload.isPending) return;
    setNotice('');
    reload.mutate(undefined, {
      onSuccess: () => {
        setFormGeneration((generation) => generation + 1);
        setFocusRequest({ to: 'heading' });
      },
    });
  }

  const failure = read.error ? failureMessage(read.error, 'Failed to load the product') : undefined;

  return (
    <div className="space-y-6">
      <BackToList slug={slug} />
      <ChangeNotice ref={noticeRef}>{notice}</ChangeNotice>
      <FormAlert message={failure} />
      {!product ? (
        !failure && (
          <p role="status" className="text-slate-700">
            Loading the product…
          </p>
        )
      ) : (
        <>
          <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
            <p className="text-slate-800">
              Live version {product.version}
              {product.editedBy !== null && (
                <>
                  , published by <bdi>{personName(product.editedBy, self, product.people)}</bdi>
                </>
              )}
              .
            </p>
            <PreviewLinks slug={slug} />
          </div>
          <ProductPackShot product={product} staff={staff} />
          <DraftEditor
            key={formGeneration}
            product={product}
            staff={staff}
            headingRef={headingRef}
            reload={{
              busy: reload.isPending,
              failure: reload.error ? failureMessage(reload.error, 'Failed to load the product') : undefined,
              onReload: reloadProduct,
            }}
            onPublished={onPublished}
          />
          <ProductHistory product={product} staff={staff} onRestored={onRestored} />
        </>
      )}
    </div>
  );
}

interface ProductEditorProps {
  staff: StaffMember;
  onLock: () => Promise<void>;
}

/**
 * The unlocked screen: the list of products or, for the product the address names
 * (`?product=<slug>`, so it can be linked and reloaded), its editor.
 */
export function ProductEditor({ staff, onLock }: ProductEditorProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const slug = params.get('product');
  const state = location.state as { returnedFrom?: unknown } | null;
  const returnedFrom =
    typeof state?.returnedFrom === 'string' && isSlug(state.returnedFrom) ? state.returnedFrom : undefined;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <SignOutButton onLock={onLock} />
      {slug === null ? (
        <>
          <ProductList self={personOf(staff)} returnedFrom={returnedFrom} />
          {rolesAllow(staff.roles, productEndpoints.exportCsv.access.roles) && (
            <ProductTransfer staff={staff} />
          )}
        </>
      ) : isSlug(slug) ? (
        <ProductView key={slug} slug={slug} staff={staff} />
      ) : (
        <div className="space-y-4">
          <BackToList />
          <FormAlert message={productMessages.notFound} />
        </div>
      )}
    </div>
  );
}

/**
 * The product master's staff screen: the catalogue role changes a product in a draft, with its
 * Telugu and Hindi, and publishes it; the medical role approves a prescription product's medical text.
 */
export function ProductEditorScreen({ title }: { title: string }) {
  return (
    <StaffScreen
      title={title}
      intro="Change a product’s details, price and translations in a draft, have its medical text approved, and publish it."
      purpose="edit the products"
      roles={productEndpoints.list.access.roles}
    >
      {(session) => <ProductEditor staff={session.staff} onLock={session.lock} />}
    </StaffScreen>
  );
}
