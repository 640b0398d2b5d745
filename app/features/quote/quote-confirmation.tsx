import { type Ref } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import { FollowRequestLink } from '#app/components/follow-request-link.tsx';
import { useContent } from '#languages/content.ts';
import { useTranslate } from '#languages/messages.ts';
import { quoteConfirmationContent } from './quote-content.ts';

/**
 * The polite live region of the form. It is always in the page so screen readers pick up the
 * confirmation when it appears; the form moves the focus to it as well.
 */
export function QuoteConfirmation({
  reference,
  requestPath,
  regionRef,
}: {
  /** Set once the company has the request. */
  reference: string | undefined;
  /** The request's private page, set with the reference. */
  requestPath?: string | undefined;
  regionRef: Ref<HTMLDivElement>;
}) {
  const texts = useContent('quote.confirmation', quoteConfirmationContent);
  const { rich } = useTranslate();
  return (
    <div ref={regionRef} role="status" tabIndex={-1} className="outline-none focus-visible:outline-3">
      {reference && (
        <div className="mb-8 flex gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-900">
          <Icon name="circle-check" className="size-7 text-emerald-700" />
          <div>
            <h2 className="text-lg font-semibold">{texts.title}</h2>
            <p className="mt-1">
              {texts.text} {rich('form.reference', { reference: <strong>{reference}</strong> })}
            </p>
            <FollowRequestLink path={requestPath} />
          </div>
        </div>
      )}
    </div>
  );
}
