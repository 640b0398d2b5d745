import {
  packAnswerTexts,
  type PackCheckAnswer,
  packCheckTexts,
  packDateFormat,
  type PackRecallNotice,
  packRecordLabels,
  packRecordOf,
  packReportLinks,
} from '#contract/pack-checks.ts';
import { recallBannerTexts, recallNoticePath, recallReasonLabels } from '#contract/recalls.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { useContent } from '#languages/content.ts';
import { localeDetails, type Locale } from '#languages/locales.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';

/** A pack's serial as the language writes numbers, ungrouped as the label prints it. */
const serialText = (serial: number, locale: Locale) =>
  new Intl.NumberFormat(localeDetails[locale].tag, { useGrouping: false }).format(serial);

/**
 * What the notice of a recalled batch says to the person holding a pack of it. Its instructions
 * are staff's own English words: a translated answer says so and marks them as English.
 */
function RecallLines({ recall }: { recall: PackRecallNotice }) {
  const { locale } = useTranslate();
  const parts = useContent('packCheck.answerParts', packAnswerTexts);
  const banner = useContent('recall.banner', recallBannerTexts);
  const reasons = useContent('recall.reasons', recallReasonLabels);
  const title = fillPlaceholders(banner.title, {
    recallClass: recall.recallClass,
    product: recall.productName,
  });
  const notice = <a href={localHref(recallNoticePath(recall.id), locale)}>{parts.readRecallNotice}</a>;
  if (locale === 'en')
    return (
      <>
        <p>
          <strong>{title}</strong>
          {` (${recallReasonLabels[recall.reason]}). ${recall.patientAction}`}
        </p>
        <p>{notice}</p>
      </>
    );
  return (
    <>
      <p>
        <strong>{title}</strong>
        {`. ${fillPlaceholders(parts.recallReason, { reason: reasons[recall.reason] })}`}
      </p>
      <p>{parts.recallActionInEnglish}</p>
      <blockquote lang={localeDetails.en.tag}>
        <p>{recall.patientAction}</p>
      </blockquote>
      <p>
        {notice}
        {` ${parts.recallNoticeInEnglish}`}
      </p>
    </>
  );
}

/** Where to tell us, or the regulator, about a pack that may not be genuine. */
function ReportLine() {
  const { locale } = useTranslate();
  const parts = useContent('packCheck.answerParts', packAnswerTexts);
  return (
    <p>
      {richText(parts.report, {
        adverseEvent: (
          <a href={localHref(packReportLinks.adverseEvent, locale)}>{parts.reportAdverseEvent}</a>
        ),
        contact: <a href={localHref(packReportLinks.contact, locale)}>{parts.reportContact}</a>,
        cdsco: (
          <a href={packReportLinks.cdsco} rel="external">
            {parts.cdsco}
          </a>
        ),
      })}
    </p>
  );
}

/**
 * The server's answer to a pack checked on `/verify`, in the page's language: the result, what to do,
 * and for a batch of ours the record to compare with the pack (its dates as the language writes them).
 */
export function PackAnswerSection({ answer }: { answer: PackCheckAnswer }) {
  const { locale } = useTranslate();
  const texts = useContent('packCheck.answer', packCheckTexts);
  const parts = useContent('packCheck.answerParts', packAnswerTexts);
  const labels = useContent('packCheck.record', packRecordLabels);
  if (answer.result === 'too-many')
    return (
      <section data-pack-result="too-many" aria-labelledby="pack-answer-heading">
        <h2 id="pack-answer-heading">{parts.tooManyHeading}</h2>
        <p>{texts.tooMany}</p>
      </section>
    );
  const { result, recall, serial, record } = answer;
  return (
    <section data-pack-result={result} aria-labelledby="pack-answer-heading">
      <h2 id="pack-answer-heading">{texts.heading[result]}</h2>
      <p>{texts.lead[result]}</p>
      {result === 'recalled' && recall && <RecallLines recall={recall} />}
      {serial !== undefined && (
        <p>{richText(parts.serial, { serial: <strong>{serialText(serial, locale)}</strong> })}</p>
      )}
      {record && (
        <dl>
          {packRecordOf(record, { labels, dates: packDateFormat(localeDetails[locale].tag) }).map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {result !== 'genuine' && result !== 'batch-found' && result !== 'expired' && <ReportLine />}
    </section>
  );
}
