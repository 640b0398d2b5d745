import { type FormEvent, useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { BoundField, FormField } from '#app/components/ui/form.tsx';
import { endpointUrl, failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { LeadDetail } from '#contract/inbox.ts';
import {
  durationText,
  inboxReplyEndpoints,
  isOverdue,
  replyDueAt,
  replyKinds,
  replyMessages,
  replySchema,
} from '#contract/inbox-replies.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { todayInIst } from '#contract/ist-date-time.ts';
import type { GstRate } from '#contract/quotation.ts';
import { quoteLines } from '#contract/quote-lines.ts';
import { fillTemplate } from '#contract/reply-templates.ts';
import { useReplyTemplates, useReplyToLead } from './inbox-queries.ts';
import { type DraftQuotation, QuotationEditor } from './quotation-editor.tsx';
import { RequestThread } from '#app/components/request-thread.tsx';

interface LeadRepliesProps {
  item: LeadDetail;
}

/** "First reply 2026-11-25 10:02 IST, 3 h 20 min after it arrived", or when the answer is due. */
function ReplyClock({ item }: { item: LeadDetail }) {
  const due = replyDueAt(item.kind, item.createdAt);
  if (!due) return null;
  if (item.firstReplyAt)
    return (
      <p className="mt-1 text-sm text-slate-800">
        First reply {istDateTime(item.firstReplyAt)}, {durationText(item.createdAt, item.firstReplyAt)} after
        it arrived.
      </p>
    );
  if (isOverdue(item, new Date()))
    return (
      <p className="mt-1 text-sm font-semibold text-red-800">
        Overdue: no reply yet, and the answer was due {istDateTime(due)}.
      </p>
    );
  return <p className="mt-1 text-sm text-slate-800">No reply yet; the answer is due {istDateTime(due)}.</p>;
}

/** A line for each product the buyer asked for, prices valid for two weeks. */
function firstDraft(item: LeadDetail): DraftQuotation {
  const inTwoWeeks = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
  const asked = quoteLines(item.fields);
  return {
    lines: (asked.length > 0 ? asked : [{ product: '', quantity: 1 }]).map((line) => ({
      product: line.product,
      quantity: String(line.quantity),
      unitPrice: '',
      gstRate: '12',
    })),
    validUntil: todayInIst(inTwoWeeks),
  };
}

/** The submission's thread of replies, and the form that answers the visitor (with a quotation for a quote request). */
export function LeadReplies({ item }: LeadRepliesProps) {
  const headingId = useId();
  const reply = useReplyToLead(item.id);
  // Without templates the reply is written from scratch; a failure here blocks nothing.
  const { data: allTemplates } = useReplyTemplates();
  const templates = (allTemplates ?? []).filter((template) => template.kind === item.kind);
  /** The form sent with an empty reply box. */
  const [bodyMissing, setBodyMissing] = useState(false);
  const [sent, setSent] = useState<string>();
  const [text, setText] = useState('');
  const [quoting, setQuoting] = useState(false);
  const [quotation, setQuotation] = useState(() => firstDraft(item));

  const refused = isApiError(reply.error) ? reply.error.fields : undefined;
  const field = staffFormFields(
    replySchema,
    { body: 'Your reply' },
    { body: bodyMissing ? replyMessages.bodyRequired : refused?.body },
  );
  const quotationError = refused?.quotation;
  const error =
    reply.error && !refused?.body && !refused?.quotation
      ? failureMessage(reply.error, String(reply.error))
      : undefined;

  if (!(replyKinds as readonly LeadKind[]).includes(item.kind)) return null;

  function startFromTemplate(id: string) {
    const template = templates.find((candidate) => String(candidate.id) === id);
    if (!template) return;
    const field = (key: string) => {
      const value = item.fields[key];
      return value === undefined ? undefined : String(value);
    };
    setText(
      fillTemplate(template.body, {
        name: item.name,
        reference: item.reference,
        product: field('productName'),
      }),
    );
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = text.trim();
    setSent(undefined);
    if (!body) {
      setBodyMissing(true);
      return;
    }
    setBodyMissing(false);
    reply.mutate(
      {
        body,
        quotation: quoting
          ? {
              lines: quotation.lines.map((line) => ({
                product: line.product,
                quantity: Number(line.quantity),
                unitPrice: line.unitPrice,
                gstRate: Number(line.gstRate) as GstRate,
              })),
              validUntil: quotation.validUntil,
            }
          : undefined,
      },
      {
        onSuccess: (answer) => {
          setSent(
            answer.mailedTo
              ? `Reply sent: it is on its way to ${answer.mailedTo}.`
              : 'Reply kept in the thread. It was not mailed: no mail server is set (SMTP_URL).',
          );
          setText('');
          setQuoting(false);
          setQuotation(firstDraft(item));
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Replies
      </h3>
      <ReplyClock item={item} />
      {item.thread.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nobody has replied yet.</p>
      ) : (
        <RequestThread
          messages={item.thread}
          fromOtherSide={(message) => message.from === 'visitor'}
          view="staff"
          author={(message) =>
            message.from === 'visitor' ? (
              <strong className="text-slate-900">the visitor answered on their request’s page</strong>
            ) : (
              <>
                {message.author ? <bdi>{message.author.displayName}</bdi> : 'the admin key'}
                {message.mailed ? ', mailed' : ', not mailed'}
              </>
            )
          }
          quotationCaption="Quotation"
          quotationDownload={(index) => (
            <a
              href={endpointUrl(inboxReplyEndpoints.quotationPdf, { id: item.id, message: index })}
              download
              className="mt-2 inline-block text-sm font-medium text-teal-800 underline"
            >
              Download the quotation (PDF)
            </a>
          )}
        />
      )}
      <form noValidate onSubmit={send} aria-label="Reply to the visitor" className="mt-4">
        {templates.length > 0 && (
          <FormField label="Start from a template" hint="Replaces what the reply box holds.">
            <Select
              options={templates.map((template) => ({ value: String(template.id), label: template.name }))}
              placeholder="Choose a template"
              value=""
              onChange={(event) => startFromTemplate(event.target.value)}
            />
          </FormField>
        )}
        <BoundField field={field('body')} className="mt-3">
          {(control) => (
            <Textarea
              {...control({ rows: 5 })}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </BoundField>
        {item.kind === 'quote' &&
          (quoting ? (
            <QuotationEditor draft={quotation} onChange={setQuotation} error={quotationError} />
          ) : null)}
        <div className="mt-3 flex flex-wrap gap-3">
          <Button type="submit" size="field" disabled={reply.isPending}>
            {reply.isPending ? 'Sending...' : 'Send reply'}
          </Button>
          {item.kind === 'quote' && (
            <Button type="button" variant="secondary" size="field" onClick={() => setQuoting(!quoting)}>
              {quoting ? 'Leave out the quotation' : 'Add a quotation'}
            </Button>
          )}
        </div>
        <p role="status" className="mt-2 text-sm text-slate-800">
          {sent}
        </p>
        <FormAlert message={error} />
      </form>
    </section>
  );
}
