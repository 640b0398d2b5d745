import { data, isRouteErrorResponse } from 'react-router';
import { RecallsPage } from '#app/features/recall-notices/recalls-page.tsx';
import { RecallNotice } from '#app/features/recall-notices/recall-notice.tsx';
import { batchList } from '#app/features/recall-notices/recall-texts.ts';
import { NotFoundPage } from '#app/features/errors/not-found-page.tsx';
import { RouterErrorPage } from '#app/features/errors/router-error-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { pageProductChoices } from '#app/data/page-catalogue.ts';
import type { PageSummary } from '#app/pages.ts';
import { fillPlaceholders } from '#contract/fill-placeholders.ts';
import {
  recallBannerTexts,
  recallFeedPath,
  recallNoticePath,
  recallPageTexts,
  recallReasonLabels,
  recallsPath,
  recallTitle,
} from '#contract/recalls.ts';
import { localContent } from '#languages/content.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { localeOfPath, pathInLocale } from '#languages/locales.ts';
import type { Route } from './+types/recall-notice';

/** A notice's number as its address writes it; anything else is no notice. */
const noticeId = (param: string) => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined);

/**
 * A notice's page: `/recalls` in the notice's place of the list, with the notice read from the store
 * as the server renders it, and a head of its own (title, description, address, language versions)
 * for people who share it and for search engines. A number with no notice is not found. There is
 * none in the build: no notice is known then.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const live = context.get(liveDataContext);
  const id = noticeId(params.id);
  if (!live || id === undefined) throw data(null, { status: 404 });
  const recall = await live.recall(id);
  if (!recall) throw data(null, { status: 404 });
  // Imported here, as in definePage: the page list and the head's code stay out of the bundle.
  const [{ pageFor }, { browserMeta }] = await Promise.all([
    import('#app/pages.ts'),
    import('#app/pages/seo.ts'),
  ]);
  const locale = localeOfPath(url.pathname);
  const { module: _module, ...recalls } = pageFor(pathInLocale(recallsPath, locale));
  const messages = messagesFor(locale);
  const banner = localContent('recall.banner', recallBannerTexts, messages);
  const texts = localContent('recall.page', recallPageTexts, messages);
  const reasons = localContent('recall.reasons', recallReasonLabels, messages);
  const page: PageSummary = {
    ...recalls,
    path: pathInLocale(recallNoticePath(recall.id), locale),
    title: recallTitle(recall, banner.title),
    description: fillPlaceholders(texts.description, {
      batches: batchList(recall),
      product: recall.productName,
      reason: reasons[recall.reason],
    }),
  };
  return {
    page,
    meta: browserMeta(page.path, page),
    intro: { title: recalls.title, lead: recalls.description },
    recall,
    subscriptionsOffered: await live.recallSubscriptionsOffered(),
    productOptions: await pageProductChoices(live),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

/** Static HTML, as `/recalls`. */
export const handle = islandsPageHandle;

export const links: Route.LinksFunction = () => [
  { rel: 'alternate', type: 'application/atom+xml', href: recallFeedPath, title: 'Recall notices' },
];

export default function RecallNoticeRoute({ loaderData }: Route.ComponentProps) {
  const { intro, recall, subscriptionsOffered, productOptions } = loaderData;
  return (
    <RecallsPage
      title={intro.title}
      lead={intro.lead}
      notices={<RecallNotice recall={recall} />}
      subscriptionsOffered={subscriptionsOffered}
      productOptions={productOptions}
      // Its subscription form offers the notice's product first.
      subscription={{ product: recall.productSlug }}
    />
  );
}

/** A number with no notice: the not-found page (the server answers it with status 404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RouterErrorPage detail={error instanceof Error ? error.message : String(error)} />;
}
