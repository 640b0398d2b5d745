import { StaffLayout } from '#app/features/layout/staff-layout.tsx';
import { RecallsScreen } from '#app/features/recalls/recalls-screen.tsx';
import { staffScreenHandle } from '#app/lib/staff-screen.ts';
import type { Route } from './+types/recalls-admin';

export { loader, meta } from '#app/pages/page-loader.ts';
export const handle = staffScreenHandle;

export default function RecallsAdminRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <RecallsScreen title={loaderData.page.title} />
    </StaffLayout>
  );
}
