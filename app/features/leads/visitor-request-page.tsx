import { lazy, Suspense, useEffect, useState } from 'react';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { useContent } from '#languages/content.ts';
import { fillText, richText } from '#languages/messages.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { PageSummary } from '#app/pages.ts';
import { companyEmail } from '#contract/company.ts';
import { normalizeReference } from '#contract/lead-fields.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import { visitorRequestMessages, visitorStatusTexts } from '#contract/visitor-request-texts.ts';
import type { VisitorRequest } from '#contract/visitor-requests.ts';
import type { RequestLink } from './visitor-request-view.tsx';
import { type VisitorRequestTexts, visitorRequestContent } from './visitor-request-content.ts';
import { type RequestContractTexts, requestFailureText } from './visitor-request-failure.ts';

/** The opened request's view, with the API client and its schemas: fetched only once there is one. */
const VisitorRequestView = lazy(() => import('./visitor-request-view.tsx'));

/** Where this tab keeps the request it opened last, so a change of language opens it again. */
const openedLinkKey = 'visitor-request-link';

/**
 * The reference after /requests/ and the token after #, as the link carries them; without them (the
 * page opened again in another language), the request this tab opened last.
 */
function linkParts(): RequestLink | undefined {
  const reference = normalizeReference(
    decodeURIComponent(/\/requests\/([^/]+)/.exec(window.location.pathname)?.[1] ?? ''),
  );
  const token = window.location.hash.slice(1);
  if (reference && token) return { reference, token };
  if (reference) return undefined;
  try {
    const kept = JSON.parse(sessionStorage.getItem(openedLinkKey) ?? 'null') as RequestLink | null;
    if (!kept?.reference || !kept.token) return undefined;
    // The address says which request is open, as the link from the mail did.
    history.replaceState(
      null,
      '',
      `${window.location.pathname.replace(/\/+$/, '')}/${kept.reference}#${kept.token}`,
    );
    return kept;
  } catch {
    return undefined;
  }
}

function keepOpened(link: RequestLink) {
  try {
    sessionStorage.setItem(openedLinkKey, JSON.stringify(link));
  } catch {
    // A browser that keeps nothing for the tab: the request still opens from its link.
  }
}

type State =
  | { status: 'opening' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; link: RequestLink; request: VisitorRequest };

async function open(
  link: RequestLink | undefined,
  texts: VisitorRequestTexts,
  contract: RequestContractTexts,
): Promise<State> {
  if (!link) return { status: 'failed', message: contract.messages.notFound };
  try {
    const { openVisitorRequest } = await import('./visitor-request-api.ts');
    const request = await openVisitorRequest(link.reference, link.token);
    keepOpened(link);
    return { status: 'loaded', link, request };
  } catch (caught) {
    return { status: 'failed', message: requestFailureText(caught, texts.couldNotOpen, texts, contract) };
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
  const texts = useContent('request.page', visitorRequestContent);
  const contract: RequestContractTexts = {
    messages: useContent('request.messages', visitorRequestMessages),
    statuses: useContent('request.status', visitorStatusTexts),
    kinds: useContent('request.kind', leadKindLabels),
  };
  // Without a script nothing opens, so the prerendered page says so (in <noscript>) instead.
  const hydrated = useHydrated();
  useEffect(() => {
    void open(linkParts(), texts, contract).then(setState);
    // Opened once, when the page has loaded; the texts are the page's own and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const link = (href: string, label: string) => (
    <a href={href} className="font-medium text-teal-800 underline">
      {label}
    </a>
  );

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {state.status === 'loaded'
          ? fillText(texts.title, { reference: state.request.reference })
          : entry.title}
      </h1>
      <noscript>
        <p className="mt-4 text-lg text-slate-800">{fillText(texts.noScript, { email: companyEmail })}</p>
      </noscript>
      <div role="status" className="mt-4 text-lg text-slate-800">
        {state.status === 'opening' && hydrated && texts.opening}
        {state.status === 'loaded' && contract.statuses[state.request.status]}
      </div>
      {state.status === 'failed' && (
        <div className="mt-4 space-y-3">
          <FormAlert message={state.message} />
          <p className="text-slate-700">
            {richText(texts.writeOrCall, {
              email: link(`mailto:${companyEmail}`, companyEmail),
              phone: link(siteConfig.phone.href, siteConfig.phone.display),
            })}
          </p>
        </div>
      )}
      {state.status === 'loaded' && (
        <Suspense fallback={<p className="mt-4 text-slate-700">{texts.opening}</p>}>
          <VisitorRequestView
            link={state.link}
            request={state.request}
            onAnswered={(request) => setState({ status: 'loaded', link: state.link, request })}
            texts={texts}
            contract={contract}
          />
        </Suspense>
      )}
    </section>
  );
}
