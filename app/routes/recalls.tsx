import { RecallsPage } from '#app/features/recall-notices/recalls-page.tsx';
import { RecallList } from '#app/features/recall-notices/recall-list.tsx';
import { RecallMessage } from '#app/features/recall-notices/recall-message.tsx';
import { definePage } from '#app/pages/page-loader.ts';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { liveDataContext, pageAnswerContext } from '#app/lib/live-data.ts';
import { recallFeedPath } from '#contract/recalls.ts';
import { pageProductChoices } from '#app/data/page-catalogue.ts';
import type { Route } from './+types/recalls';

const recallsPage = definePage();

/**
 * The page, and, as the server renders it, every notice from the store with the moment it was
 * read, whether subscriptions are offered, and the server's answer to this visitor's form or link.
 */
export async function loader(args: Route.LoaderArgs) {
  const data = await recallsPage(args);
  const live = args.context.get(liveDataContext);
  const answer = args.context.get(pageAnswerContext);
  return {
    ...data,
    list: live ? { recalls: await live.recalls(), readAt: new Date().toISOString() } : null,
    subscriptionsOffered: live ? await live.recallSubscriptionsOffered() : true,
    productOptions: await pageProductChoices(live),
    answer: answer?.kind === 'message' ? answer : null,
  };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML: the notices are rendered by the server from the store, the subscription is a plain form. */
export const handle = islandsPageHandle;

export const links: Route.LinksFunction = () => [
  { rel: 'alternate', type: 'application/atom+xml', href: recallFeedPath, title: 'Recall notices' },
];

export default function RecallsRoute({ loaderData }: Route.ComponentProps) {
  const { page, list, subscriptionsOffered, answer, productOptions } = loaderData;
  return (
    <RecallsPage
      title={page.title}
      lead={page.description}
      message={answer && <RecallMessage answer={answer} />}
      notices={list && <RecallList recalls={list.recalls} readAt={list.readAt} />}
      subscriptionsOffered={subscriptionsOffered}
      productOptions={productOptions}
      subscription={answer?.sent}
    />
  );
}
