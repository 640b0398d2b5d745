import type { Route } from './+types/submission-received';
import { SubmissionReceivedPage } from '#app/features/leads/submission-received-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { definePage } from '#app/pages/page-loader.ts';
import { pageAnswerContext } from '#app/lib/live-data.ts';

export { meta } from '#app/pages/page-loader.ts';

const receivedPage = definePage();

/** The page, and as the server renders it for the visitor who holds the receipt, the reference. */
export async function loader(args: Route.LoaderArgs) {
  const data = await receivedPage(args);
  const answer = args.context.get(pageAnswerContext);
  return {
    ...data,
    received:
      answer?.kind === 'lead-received'
        ? { reference: answer.reference, requestLink: answer.requestLink }
        : null,
  };
}

/** Static HTML with islands (app/lib/island.tsx). */
export const handle = islandsPageHandle;

export default function SubmissionReceivedRoute({ loaderData }: Route.ComponentProps) {
  const { page, received } = loaderData;
  return <SubmissionReceivedPage entry={page} {...(received && { received })} />;
}
