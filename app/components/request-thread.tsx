import type { ReactNode } from 'react';
import { cn } from '#app/components/ui/class-names.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import type { Quotation } from '#contract/quotation.ts';
import { QuotationTable } from './quotation-table.tsx';

/** What either side's view of a request's thread needs of one message. */
interface ThreadEntry {
  at: string;
  body: string;
  quotation?: Quotation;
}

/**
 * A request's messages, oldest first, as staff in the inbox and the visitor on the request's page
 * see them: the other side's messages stand out, each says who wrote it and when, and a reply that
 * carried a quotation shows it with a way to download it.
 */
export function RequestThread<Message extends ThreadEntry>({
  messages,
  fromOtherSide,
  author,
  view,
  quotationCaption,
  quotationDownload,
}: {
  messages: readonly Message[];
  fromOtherSide: (message: Message) => boolean;
  /** Who wrote the message, as the byline names them. */
  author: (message: Message) => ReactNode;
  /** Staff's view is the denser one, and its byline opens with the time; the visitor's with who wrote. */
  view: 'staff' | 'visitor';
  quotationCaption: string;
  /** How to download the quotation a message carried, by the message's place in the thread. */
  quotationDownload: (index: number) => ReactNode;
}) {
  const staffView = view === 'staff';
  return (
    <ol className={staffView ? 'mt-2 space-y-3' : 'mt-3 space-y-4'}>
      {messages.map((message, index) => {
        const time = <time dateTime={message.at}>{istDateTime(message.at)}</time>;
        return (
          <li
            key={index}
            className={cn(
              'rounded-lg',
              staffView ? 'p-3' : 'p-4',
              fromOtherSide(message)
                ? 'border-l-4 border-teal-700 bg-teal-50'
                : staffView
                  ? 'bg-slate-50'
                  : 'border border-slate-200 bg-white',
            )}
          >
            <p className={cn('text-slate-700', staffView ? 'text-xs' : 'text-sm')}>
              {staffView ? time : author(message)}, {staffView ? author(message) : time}
            </p>
            <bdi className={cn('block whitespace-pre-wrap text-slate-900', staffView ? 'mt-1' : 'mt-2')}>
              {message.body}
            </bdi>
            {message.quotation && (
              <>
                <QuotationTable quotation={message.quotation} caption={quotationCaption} />
                {quotationDownload(index)}
              </>
            )}
          </li>
        );
      })}
    </ol>
  );
}
