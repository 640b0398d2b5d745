import { recallBannerTexts, recallNoticePath, type Recall } from '#contract/recalls.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { useContent } from '#languages/content.ts';
import { richText, useTranslate } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';

/**
 * The notices of open recalls of a product's batches, at the top of its page, in the page's
 * language, each linking to its notice's page in that language (the notice's own words are English).
 */
export function RecallBanner({ recalls }: { recalls: readonly Recall[] }) {
  const texts = useContent('recall.banner', recallBannerTexts);
  const { locale } = useTranslate();
  if (recalls.length === 0) return null;
  return (
    <section className="recall-banner" aria-labelledby="recall-banner-heading">
      <h2 id="recall-banner-heading">{texts.heading}</h2>
      <p>{texts.lead}</p>
      <ul>
        {recalls.map((recall) => (
          <li key={recall.id}>
            {richText(texts.item, {
              title: (
                <strong>
                  {fillPlaceholders(texts.title, {
                    recallClass: recall.recallClass,
                    product: recall.productName,
                  })}
                </strong>
              ),
              batches: recall.batches.map((batch) => batch.batchNumber).join(', '),
              link: <a href={localHref(recallNoticePath(recall.id), locale)}>{texts.readNotice}</a>,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
