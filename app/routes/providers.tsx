import { ProvidersPage } from '#app/features/professionals/providers-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import type { Route } from './+types/providers';

export { loader, meta } from '#app/pages/page-loader.ts';

export const handle = islandsPageHandle;

export default function ProvidersRoute({ loaderData }: Route.ComponentProps) {
  return <ProvidersPage title={loaderData.page.title} lead={loaderData.page.description} />;
}
