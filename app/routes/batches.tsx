import { BatchesScreen } from '#app/features/batches/batches-screen.tsx';
import { StaffLayout } from '#app/features/layout/staff-layout.tsx';
import { staffScreenHandle } from '#app/lib/staff-screen.ts';
import type { Route } from './+types/batches';

export { loader, meta } from '#app/pages/page-loader.ts';
export const handle = staffScreenHandle;

export default function BatchesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <BatchesScreen title={loaderData.page.title} />
    </StaffLayout>
  );
}
