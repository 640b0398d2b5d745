import { type FormEvent, useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Textarea } from '#app/components/ui/form-controls.tsx';
import { FormField } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { LeadDetail } from '#contract/inbox.ts';
import {
  durationText,
  isOverdue,
  replyDueAt,
  replyKinds,
  replyLimits,
  replyMessages,
} from '#contract/inbox-replies.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { replyToLead } from './inbox-api.ts';

interface LeadRepliesProps {
  item: LeadDetail;
  onReplied: (item: LeadDetail) => void;
  /** Called with any failure, so a session that has ended goes back to the gate. */
  onFailure: (error: unknown) => void;
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

/** The submission's thread of replies, and the form that answers the visitor. */
export function LeadReplies({ item, onReplied, onFailure }: LeadRepliesProps) {
  const headingId = useId();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [draftKey, setDraftKey] = useState(0);

  if (!(replyKinds as readonly LeadKind[]).includes(item.kind)) return null;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = String(new FormData(event.currentTarget).get('body') ?? '').trim();
    setSent(undefined);
    if (!body) {
      setFieldError(replyMessages.bodyRequired);
      return;
    }
    setSending(true);
    try {
      const answer = await replyToLead(item.id, body);
      setError(undefined);
      setFieldError(undefined);
      setSent(
        answer.mailedTo
          ? `Reply sent: it is on its way to ${answer.mailedTo}.`
          : 'Reply kept in the thread. It was not mailed: no mail server is set (SMTP_URL).',
      );
      setDraftKey((value) => value + 1);
      onReplied(answer.item);
    } catch (caught) {
      const field = isApiError(caught) ? caught.fields?.body : undefined;
      setFieldError(field);
      setError(field ? undefined : failureMessage(caught, String(caught)));
      onFailure(caught);
    } finally {
      setSending(false);
    }
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
        <ol className="mt-2 space-y-3">
          {item.thread.map((message, index) => (
            <li key={index} className="rounded-lg bg-slate-50 p-3">
              <p className="text-xs text-slate-700">
                <time dateTime={message.at}>{istDateTime(message.at)}</time>,{' '}
                {message.author ? <bdi>{message.author.displayName}</bdi> : 'the admin key'}
                {message.mailed ? ', mailed' : ', not mailed'}
              </p>
              <bdi className="mt-1 block whitespace-pre-wrap text-slate-900">{message.body}</bdi>
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        onSubmit={(event) => void send(event)}
        aria-label="Reply to the visitor"
        className="mt-4"
      >
        <FormField label="Your reply" required error={fieldError}>
          <Textarea name="body" rows={5} maxLength={replyLimits.bodyMax} key={draftKey} />
        </FormField>
        <Button type="submit" size="field" disabled={sending} className="mt-3">
          {sending ? 'Sending...' : 'Send reply'}
        </Button>
        <p role="status" className="mt-2 text-sm text-slate-800">
          {sent}
        </p>
        <FormAlert message={error} />
      </form>
    </section>
  );
}
