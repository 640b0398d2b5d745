import { HelpPage } from '#app/features/help/help-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import type { Route } from './+types/help';
import { definePage } from '#app/pages/page-loader.ts';
import { pageMentions } from '#app/data/page-catalogue.ts';
import { liveDataContext } from '#app/lib/live-data.ts';

const helpPage = definePage();

/** The page, with what its answers say of the catalogue: the product master's as the server renders it. */
export async function loader(args: Route.LoaderArgs) {
  return { ...(await helpPage(args)), mentions: await pageMentions(args.context.get(liveDataContext)) };
}
export { meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HelpPage
      title={loaderData.page.title}
      lead={loaderData.page.description}
      catalogue={loaderData.mentions}
    />
  );
}
