import { Fragment, type ReactNode } from 'react';
import { type Recall, recallsPath, recallTitle } from '#contract/recalls.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { packReportLinks } from '#contract/pack-checks.ts';
import { localeDetails } from '#languages/locales.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { PublicTime } from './public-time.tsx';
import { batchList, useRecallTexts } from './recall-texts.ts';

/** Plain text as staff wrote it, its paragraphs and line breaks kept. */
function Paragraphs({ text }: { text: string }) {
  return text.split(/\n\s*\n/).map((paragraph, index) => (
    <p key={index}>
      {paragraph
        .trim()
        .split('\n')
        .map((line, lineIndex) => (
          <Fragment key={lineIndex}>
            {lineIndex > 0 && <br />}
            {line}
          </Fragment>
        ))}
    </p>
  ));
}

/**
 * One notice in full: what, why, which batches, and what each reader should do. What staff wrote
 * stays English; a translated page says so and marks it `lang="en-IN"`.
 */
export function RecallNotice({ recall }: { recall: Recall }) {
  const { locale } = useTranslate();
  const { page, banner, classes, reasons } = useRecallTexts();
  const english = (children: ReactNode) =>
    locale === 'en' ? children : <div lang={localeDetails.en.tag}>{children}</div>;
  const row = (term: string, description: ReactNode) => (
    <div>
      <dt>{term}</dt>
      <dd>{description}</dd>
    </div>
  );
  const staffText = (heading: string, text: string) => (
    <>
      <h3>{heading}</h3>
      {english(<Paragraphs text={text} />)}
    </>
  );
  const status =
    recall.status === 'open'
      ? page.open
      : recall.completedAt
        ? richText(page.completed, { completed: <PublicTime moment={recall.completedAt} locale={locale} /> })
        : page.completedUndated;
  return (
    <article
      className="recall-notice"
      data-recall-id={recall.id}
      data-recall-status={recall.status}
      aria-labelledby="recall-notice-heading"
    >
      <h2 id="recall-notice-heading">{recallTitle(recall, banner.title)}</h2>
      {locale !== 'en' && <p className="recall-language">{page.inEnglish}</p>}
      <dl>
        {row(page.product, recall.productName)}
        {row(page.batches, batchList(recall))}
        {row(
          page.class,
          fillPlaceholders(page.classLine, {
            recallClass: recall.recallClass,
            meaning: classes[recall.recallClass].meaning,
          }),
        )}
        {row(page.reason, reasons[recall.reason])}
        {row(page.publishedLabel, <PublicTime moment={recall.publishedAt} locale={locale} />)}
        {row(page.status, status)}
      </dl>
      {staffText(page.found, recall.details)}
      {staffText(page.patient, recall.patientAction)}
      {staffText(page.pharmacy, recall.pharmacyAction)}
      {staffText(page.doctor, recall.doctorAction)}
      <p>
        {richText(page.unwell, {
          report: <a href={localHref(packReportLinks.adverseEvent, locale)}>{page.report}</a>,
          contact: <a href={localHref(packReportLinks.contact, locale)}>{page.contact}</a>,
        })}
      </p>
      <p>
        <a href={localHref(recallsPath, locale)}>{page.all}</a>
      </p>
    </article>
  );
}
