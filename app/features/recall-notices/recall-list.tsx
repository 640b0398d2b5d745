import type { ReactNode } from 'react';
import { type Recall, recallNoticePath, recallTitle } from '#contract/recalls.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { pathInLocale } from '#languages/locales.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { PublicTime } from './public-time.tsx';
import { batchList, useRecallTexts } from './recall-texts.ts';

/** One notice in the list: its title linking to its page, its batches, why, and when. */
function RecallSummary({ recall }: { recall: Recall }) {
  const { locale } = useTranslate();
  const { page, banner, reasons } = useRecallTexts();
  return (
    <article className="recall-summary" data-recall-id={recall.id}>
      <h3>
        <a href={pathInLocale(recallNoticePath(recall.id), locale)}>{recallTitle(recall, banner.title)}</a>
      </h3>
      <p>
        {richText(fillPlaceholders(page.batchesLine, { reason: reasons[recall.reason] }), {
          batches: <strong>{batchList(recall)}</strong>,
        })}
      </p>
      <p>
        {richText(page.published, { published: <PublicTime moment={recall.publishedAt} locale={locale} /> })}
        {recall.status === 'completed' && recall.completedAt && (
          <>
            {' '}
            {richText(page.completed, {
              completed: <PublicTime moment={recall.completedAt} locale={locale} />,
            })}
          </>
        )}
      </p>
    </article>
  );
}

function RecallSection({
  id,
  heading,
  recalls,
  empty,
}: {
  id: string;
  heading: string;
  recalls: readonly Recall[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {recalls.length > 0 ? (
        recalls.map((recall) => <RecallSummary key={recall.id} recall={recall} />)
      ) : (
        <p>{empty}</p>
      )}
    </section>
  );
}

/**
 * `/recalls`: the open notices, then the past ones, newest first, and when the list was read from
 * the store; or the plain "none" line with that time.
 */
export function RecallList({ recalls, readAt }: { recalls: readonly Recall[]; readAt: string }): ReactNode {
  const { locale } = useTranslate();
  const { page } = useRecallTexts();
  const updated = <PublicTime moment={readAt} locale={locale} />;
  if (recalls.length === 0)
    return (
      <p className="recall-none" data-recall-none="">
        {richText(page.none, { updated })}
      </p>
    );
  return (
    <>
      <RecallSection
        id="recalls-open"
        heading={page.openHeading}
        recalls={recalls.filter((recall) => recall.status === 'open')}
        empty={page.noneOpen}
      />
      <RecallSection
        id="recalls-past"
        heading={page.pastHeading}
        recalls={recalls.filter((recall) => recall.status === 'completed')}
        empty={page.nonePast}
      />
      <p className="recall-updated">{richText(page.updated, { updated })}</p>
    </>
  );
}
