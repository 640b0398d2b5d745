import { type FormEvent, useEffect, useRef, useState } from 'react';
import { QuotationTable } from '#app/components/quotation-table.tsx';
import { FormAlert, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField, SubmitButton } from '#app/components/ui/form.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { endpointUrl, failureMessage, isApiError } from '#app/lib/api-client.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { companyEmail, companyName } from '#contract/company.ts';
import { replyLimits, replyPromiseHours } from '#contract/inbox-replies.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { normalizeReference } from '#contract/lead-fields.ts';
import { leadKindLabels } from '#contract/lead-texts.ts';
import {
  visitorAnswerSchema,
  type VisitorRequest,
  visitorRequestEndpoints,
  visitorRequestMessages,
  visitorStatusTexts,
} from '#contract/visitor-requests.ts';
import type { PageSummary } from '#app/pages.ts';
import { answerVisitorRequest, openVisitorRequest } from './visitor-request-api.ts';

/** The reference after /requests/ and the token after #, as the link carries them. */
function linkParts(): { reference: string; token: string } | undefined {
  const reference = normalizeReference(decodeURIComponent(window.location.pathname.split('/')[2] ?? ''));
  const token = window.location.hash.slice(1);
  return reference && token ? { reference, token } : undefined;
}

type Loaded = { status: 'loaded'; link: { reference: string; token: string }; request: VisitorRequest };
type State = { status: 'opening' } | { status: 'failed'; message: string } | Loaded;

/** A plain form post downloads the PDF: the browser saves the file, and the page stays as it is. */
function QuotationDownload({
  link,
  message,
}: {
  link: { reference: string; token: string };
  message: number;
}) {
  return (
    <form
      method="post"
      action={endpointUrl(visitorRequestEndpoints.quotationPdf, { reference: link.reference })}
      className="mt-3"
    >
      <input type="hidden" name="token" value={link.token} />
      <input type="hidden" name="message" value={message} />
      <Button type="submit" variant="secondary" size="sm">
        Download the quotation (PDF)
      </Button>
    </form>
  );
}

function Thread({ request, link }: { request: VisitorRequest; link: { reference: string; token: string } }) {
  if (request.thread.length === 0)
    return (
      <p className="mt-3 text-slate-700">
        No reply yet. We answer within {replyPromiseHours} hours of receiving a request.
      </p>
    );
  return (
    <ol className="mt-3 space-y-4">
      {request.thread.map((message, index) => (
        <li
          key={index}
          className={
            message.from === 'you'
              ? 'rounded-lg border border-slate-200 bg-white p-4'
              : 'rounded-lg border-l-4 border-teal-700 bg-teal-50 p-4'
          }
        >
          <p className="text-sm text-slate-700">
            <strong className="text-slate-900">{message.from === 'you' ? 'You' : companyName}</strong>,{' '}
            <time dateTime={message.at}>{istDateTime(message.at)}</time>
          </p>
          <bdi className="mt-2 block whitespace-pre-wrap text-slate-900">{message.body}</bdi>
          {message.quotation && (
            <>
              <QuotationTable quotation={message.quotation} caption="Our quotation" />
              <QuotationDownload link={link} message={index} />
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

function AnswerForm({
  loaded,
  onAnswered,
}: {
  loaded: Loaded;
  onAnswered: (request: VisitorRequest) => void;
}) {
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = String(new FormData(event.currentTarget).get('body') ?? '');
    const checked = visitorAnswerSchema.shape.body.safeParse(body);
    setSent(undefined);
    setRefused(undefined);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      form.current?.querySelector('textarea')?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onAnswered(await answerVisitorRequest(loaded.link.reference, loaded.link.token, checked.data));
      form.current?.reset();
      setSent(`Your answer is with us. We reply within ${replyPromiseHours} hours.`);
    } catch (caught) {
      if (isApiError(caught) && caught.fields?.body) setError(caught.fields.body);
      else setRefused(failureMessage(caught, 'Your answer was not sent'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void send(event)}
      aria-label="Answer us"
      className="mt-8"
    >
      <h2 className="text-xl font-bold text-slate-900">Answer us</h2>
      <FormField
        label="Your answer"
        required
        hint={`Up to ${replyLimits.bodyMax} characters. It joins this page and reaches our team at once.`}
        error={error}
        className="mt-3"
      >
        <Textarea
          name="body"
          rows={5}
          maxLength={replyLimits.bodyMax}
          onChange={() => error && setError(undefined)}
        />
      </FormField>
      <div className="mt-3">
        <FormAlert message={refused} />
      </div>
      <p role="status" className="mt-3 text-slate-800">
        {sent ?? ''}
      </p>
      <SubmitButton busy={busy} busyLabel="Sending…" className="mt-3">
        Send answer
      </SubmitButton>
    </form>
  );
}

/**
 * A visitor's own request, opened by the private link of their confirmation or of a reply mail:
 * where it stands, the replies and quotations, and a box to answer. The token never leaves the
 * browser except in the body of the API call, so the page reads it after it has painted.
 */
export function VisitorRequestPage({ entry }: { entry: PageSummary }) {
  const [state, setState] = useState<State>({ status: 'opening' });

  useEffect(() => {
    const link = linkParts();
    const opened: Promise<State> = link
      ? openVisitorRequest(link.reference, link.token).then((request) => ({
          status: 'loaded',
          link,
          request,
        }))
      : Promise.reject(new Error(visitorRequestMessages.notFound));
    opened.then(setState, (caught: unknown) =>
      setState({ status: 'failed', message: failureMessage(caught, 'Could not open your request') }),
    );
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
        {state.status === 'opening' && 'Opening your request…'}
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
        <>
          <p className="mt-2 text-slate-700">
            {leadKindLabels[state.request.kind]}, received{' '}
            <time dateTime={state.request.receivedAt}>{istDateTime(state.request.receivedAt)}</time>. Keep
            this page’s link to yourself: it opens your request without a password.
          </p>
          <h2 className="mt-8 text-xl font-bold text-slate-900">Replies</h2>
          <Thread request={state.request} link={state.link} />
          <AnswerForm loaded={state} onAnswered={(request) => setState({ ...state, request })} />
        </>
      )}
    </section>
  );
}
