import { PageIntro } from '#app/components/ui/page-intro.tsx';
import { TitledSection } from '#app/components/ui/titled-section.tsx';
import { useOpeningHours } from '#app/data/opening-hours.ts';
import { useContent } from '#languages/content.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { siteConfig } from '#app/lib/site-config.ts';
import { accessibilityContent } from './accessibility-content.ts';
import {
  accessibilityStandard,
  accessibilityStatementDate,
  statementDateIn,
} from './accessibility-statement.ts';
import { linkParts } from './page-links.tsx';

/**
 * /accessibility: the standard we meet, how it is tested (only what e2e/ and scripts/ really do),
 * what is known not to meet it, and how to tell us about a barrier.
 */
export function AccessibilityPage({ title, lead }: { title: string; lead: string }) {
  const { name, level, href } = accessibilityStandard;
  const { locale } = useTranslate();
  const texts = useContent('help.accessibility', accessibilityContent);
  const hours = useOpeningHours();
  const { standard, testing, limits, report } = texts;
  const parts = {
    ...linkParts(texts.links, locale),
    companyName: siteConfig.name,
    standard: <a href={href}>{name}</a>,
    level,
    email: <a href={siteConfig.email.href}>{siteConfig.email.display}</a>,
    phone: <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>,
    phoneLine: hours.phoneLine,
    replyWithin: hours.replyWithin,
  };
  return (
    <article>
      <PageIntro title={title} lead={lead}>
        <p className="mt-4 text-sm text-slate-700">
          {richText(texts.prepared, {
            date: <time dateTime={accessibilityStatementDate}>{statementDateIn(locale)}</time>,
          })}
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-800 sm:px-6 [&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
        <TitledSection headingId={standard.id} title={standard.title} className="mt-10 first:mt-0">
          {standard.paragraphs.map((paragraph, index) => (
            <p key={index}>{richText(paragraph, parts)}</p>
          ))}
        </TitledSection>

        <TitledSection headingId={testing.id} title={testing.title} className="mt-10 first:mt-0">
          <ul>
            {testing.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
          <p>{testing.closing}</p>
        </TitledSection>

        <TitledSection headingId={limits.id} title={limits.title} className="mt-10 first:mt-0">
          <ul>
            {limits.items.map((item, index) => (
              <li key={index}>{richText(item.text, { ...parts, title: <strong>{item.title}</strong> })}</li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection headingId={report.id} title={report.title} className="mt-10 first:mt-0">
          <p>{report.intro}</p>
          <ul>
            {report.ways.map((way, index) => (
              <li key={index}>{richText(way, parts)}</li>
            ))}
          </ul>
          <p>{richText(report.reply, parts)}</p>
        </TitledSection>
      </div>
    </article>
  );
}
