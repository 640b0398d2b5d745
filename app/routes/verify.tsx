import { VerifyPage } from '#app/features/pack-check/verify-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import type { Route } from './+types/verify';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): the checks are plain forms the server answers. */
export const handle = islandsPageHandle;

export default function VerifyRoute({ loaderData }: Route.ComponentProps) {
  return <VerifyPage title={loaderData.page.title} lead={loaderData.page.description} />;
}
