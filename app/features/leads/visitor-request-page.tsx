import { lazy, Suspense, useEffect, useState } from 'react';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { siteConfig } from '#app/lib/site-config.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { PageSummary } from '#app/pages.ts';
import { companyEmail } from '#contract/company.ts';
import { normalizeReference } from '#contract/lead-fields.ts';
import { visitorRequestMessages, visitorStatusTexts } from '#contract/visitor-request-texts.ts';
import type { VisitorRequest } from '#contract/visitor-requests.ts';
import type { RequestLink } from './visitor-request-view.tsx';

/** The opened request's view, with the API client and its schemas: fetched only once there is one. */
const VisitorRequestView = lazy(() => import('./visitor-request-view.tsx'));

/** The reference after /requests/ and the token after #, as the link carries them. */
function linkParts(): RequestLink | undefined {
  const reference = normalizeReference(decodeURIComponent(window.location.pathname.split('/')[2] ?? ''));
  const token = window.location.hash.slice(1);
  return reference && token ? { reference, token } : undefined;
}

type State =
  | { status: 'opening' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; link: RequestLink; request: VisitorRequest };

async function open(link: RequestLink | undefined): Promise<State> {
  if (!link) return { status: 'failed', message: visitorRequestMessages.notFound };
  try {
    const { openVisitorRequest } = await import('./visitor-request-api.ts');
    return { status: 'loaded', link, request: await openVisitorRequest(link.reference, link.token) };
  } catch (caught) {
    return {
      status: 'failed',
      message: caught instanceof Error && caught.message ? caught.message : 'Could not open your request',
    };
  }
}

/**
 * A visitor's own request, opened by the private link of their confirmation or of a reply mail:
 * where it stands, the replies and quotations, and a box to answer. The token never leaves the
 * browser except in the body of the API call, so the page reads it after it has painted; the page
 * itself carries no API client or schema until a request is open.
 */
export function VisitorRequestPage({ entry }: { entry: PageSummary }) {
  const [state, setState] = useState<State>({ status: 'opening' });
  // Without a script nothing opens, so the prerendered page says so (in <noscript>) instead.
  const hydrated = useHydrated();
  useEffect(() => {
    void open(linkParts()).then(setState);
  }, []);

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {state.status === 'loaded' ? `Your request ${state.request.reference}` : entry.title}
      </h1>
      <noscript>
        <p className="mt-4 text-lg text-slate-800">
          This page needs JavaScript: the key to your request stays in your browser and is never sent in the
          address. Or write to {companyEmail}, quoting your reference.
        </p>
      </noscript>
      <div role="status" className="mt-4 text-lg text-slate-800">
        {state.status === 'opening' && hydrated && 'Opening your request…'}
        {state.status === 'loaded' && visitorStatusTexts[state.request.status]}
      </div>
      {state.status === 'failed' && (
        <div className="mt-4 space-y-3">
          <FormAlert message={state.message} />
          <p className="text-slate-700">
            Write to{' '}
            <a href={`mailto:${companyEmail}`} className="font-medium text-teal-800 underline">
              {companyEmail}
            </a>{' '}
            or call{' '}
            <a href={siteConfig.phone.href} className="font-medium text-teal-800 underline">
              {siteConfig.phone.display}
            </a>
            , quoting your reference.
          </p>
        </div>
      )}
      {state.status === 'loaded' && (
        <Suspense fallback={<p className="mt-4 text-slate-700">Opening your request…</p>}>
          <VisitorRequestView link={state.link} initial={state.request} />
        </Suspense>
      )}
    </section>
  );
}
