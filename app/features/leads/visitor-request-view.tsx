import { type FormEvent, use, useRef, useState } from 'react';
import { RequestThread } from '#app/components/request-thread.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField, SubmitButton } from '#app/components/ui/form.tsx';
import { endpointUrl, isApiError } from '#app/lib/api-client.ts';
import { fillText, MessagesContext, richText } from '#languages/messages.ts';
import { companyName } from '#contract/company.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { replyLimits, replyPromiseHours } from '#contract/reply-rules.ts';
import {
  visitorAnswerSchema,
  type VisitorRequest,
  visitorRequestEndpoints,
} from '#contract/visitor-requests.ts';
import { answerVisitorRequest } from './visitor-request-api.ts';
import type { VisitorRequestTexts } from './visitor-request-content.ts';
import {
  type RequestContractTexts,
  requestFailureText,
  requestMessageText,
} from './visitor-request-failure.ts';

/** The private link's two parts: the reference after /requests/, the token after #. */
export interface RequestLink {
  reference: string;
  token: string;
}

/** A plain form post downloads the PDF: the browser saves the file, and the page stays as it is. */
function QuotationDownload({ link, message, label }: { link: RequestLink; message: number; label: string }) {
  return (
    <form
      method="post"
      action={endpointUrl(visitorRequestEndpoints.quotationPdf, { reference: link.reference })}
      className="mt-3"
    >
      <input type="hidden" name="token" value={link.token} />
      <input type="hidden" name="message" value={message} />
      <Button type="submit" variant="secondary" size="sm">
        {label}
      </Button>
    </form>
  );
}

function Thread({
  request,
  link,
  texts,
}: {
  request: VisitorRequest;
  link: RequestLink;
  texts: VisitorRequestTexts;
}) {
  if (request.thread.length === 0)
    return (
      <p className="mt-3 text-slate-700">{fillText(texts.noReply, { hours: String(replyPromiseHours) })}</p>
    );
  return (
    <RequestThread
      messages={request.thread}
      fromOtherSide={(message) => message.from === 'company'}
      author={(message) => (
        <strong className="text-slate-900">{message.from === 'you' ? texts.you : companyName}</strong>
      )}
      view="visitor"
      quotationCaption={texts.quotationCaption}
      quotationDownload={(index) => (
        <QuotationDownload link={link} message={index} label={texts.downloadQuotation} />
      )}
    />
  );
}

function AnswerForm({
  link,
  onAnswered,
  texts,
  contract,
}: {
  link: RequestLink;
  onAnswered: (request: VisitorRequest) => void;
  texts: VisitorRequestTexts;
  contract: RequestContractTexts;
}) {
  // The page's language goes with the answer: our next reply is mailed in it.
  const { locale } = use(MessagesContext);
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
      const issue = checked.error.issues[0]?.message;
      setError(issue && requestMessageText(issue, contract));
      form.current?.querySelector('textarea')?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      onAnswered(await answerVisitorRequest(link.reference, link.token, checked.data, locale));
      form.current?.reset();
      setSent(fillText(texts.answerSent, { hours: String(replyPromiseHours) }));
    } catch (caught) {
      if (isApiError(caught) && caught.fields?.body)
        setError(requestMessageText(caught.fields.body, contract));
      else setRefused(requestFailureText(caught, texts.answerNotSent, texts, contract));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void send(event)}
      aria-label={texts.answerHeading}
      className="mt-8"
    >
      <h2 className="text-xl font-bold text-slate-900">{texts.answerHeading}</h2>
      <FormField
        label={texts.answerLabel}
        required
        hint={fillText(texts.answerHint, { max: String(replyLimits.bodyMax) })}
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
      <SubmitButton busy={busy} busyLabel={texts.sending} className="mt-3">
        {texts.sendAnswer}
      </SubmitButton>
    </form>
  );
}

/**
 * An opened request: what it is, its replies and quotations (each downloadable as a PDF), and a box
 * to answer. Loaded only once the request is open, with the API client and the schemas it needs.
 */
export default function VisitorRequestView({
  link,
  request,
  onAnswered,
  texts,
  contract,
}: {
  link: RequestLink;
  request: VisitorRequest;
  /** Told the request as it stands after the visitor's answer (its thread and its status). */
  onAnswered: (request: VisitorRequest) => void;
  texts: VisitorRequestTexts;
  contract: RequestContractTexts;
}) {
  return (
    <>
      <p className="mt-2 text-slate-700">
        {richText(texts.received, {
          kind: contract.kinds[request.kind],
          date: <time dateTime={request.receivedAt}>{istDateTime(request.receivedAt)}</time>,
        })}
      </p>
      <h2 className="mt-8 text-xl font-bold text-slate-900">{texts.repliesHeading}</h2>
      <Thread request={request} link={link} texts={texts} />
      <AnswerForm link={link} onAnswered={onAnswered} texts={texts} contract={contract} />
    </>
  );
}
