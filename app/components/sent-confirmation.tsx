import { useEffect, useRef } from 'react';
import type { SentLead } from '#app/lib/send-lead.ts';
import { FollowRequestLink } from './follow-request-link.tsx';
import { useTranslate } from '#languages/messages.ts';

/**
 * The in-place confirmation above a form once its submission is stored: the title, the text, the
 * reference and the request's private page; focused when it appears, so a screen reader reads it.
 */
export function SentConfirmation({
  sent,
  title,
  text,
}: {
  sent: SentLead | undefined;
  title: string;
  text: string;
}) {
  const statusRef = useRef<HTMLDivElement>(null);
  const { rich } = useTranslate();
  const reference = sent?.reference;
  useEffect(() => {
    if (reference) statusRef.current?.focus();
  }, [reference]);
  return (
    <div ref={statusRef} role="status" tabIndex={-1} className="outline-none focus-visible:outline-3">
      {reference && (
        <div className="mb-8 rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-900">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="mt-1">
            {text} {rich('form.reference', { reference: <strong>{reference}</strong> })}
          </p>
          <FollowRequestLink path={sent?.requestPath} />
        </div>
      )}
    </div>
  );
}
