import { VerifyPage } from '#app/features/pack-check/verify-page.tsx';
import { definePage } from '#app/pages/page-loader.ts';
import { liveDataContext, pageAnswerContext } from '#app/lib/live-data.ts';
import { pageProductChoices } from '#app/data/page-catalogue.ts';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import type { Route } from './+types/verify';

export { meta } from '#app/pages/page-loader.ts';

const verifyPage = definePage();

/**
 * The page with the product master's products to choose from, and as the server renders it for a
 * check, what was asked and its answer.
 */
export async function loader(args: Route.LoaderArgs) {
  const data = await verifyPage(args);
  const answer = args.context.get(pageAnswerContext);
  const productOptions = await pageProductChoices(args.context.get(liveDataContext));
  return { ...data, productOptions, check: answer?.kind === 'pack-check' ? answer : null };
}

/** Static HTML with islands (app/lib/island.tsx): the checks are plain forms the server answers. */
export const handle = islandsPageHandle;

export default function VerifyRoute({ loaderData }: Route.ComponentProps) {
  const { page, check, productOptions } = loaderData;
  return (
    <VerifyPage
      title={page.title}
      lead={page.description}
      productOptions={productOptions}
      {...(check && { asked: check.asked, answer: check.answer })}
    />
  );
}
