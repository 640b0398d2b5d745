import { recallBannerTexts, recallNoticePath, type Recall } from '#contract/recalls.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import { useContent } from '#languages/content.ts';
import { richText } from '#languages/messages.ts';

/**
 * The notices of open recalls of a product's batches, at the top of its page, in the page's
 * language (the notices themselves are published in English, on their own pages).
 */
export function RecallBanner({ recalls }: { recalls: readonly Recall[] }) {
  const texts = useContent('recall.banner', recallBannerTexts);
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
              link: <a href={recallNoticePath(recall.id)}>{texts.readNotice}</a>,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
