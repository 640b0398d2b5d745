import { StaffLayout } from '#app/features/layout/staff-layout.tsx';
import { StaffJoinScreen } from '#app/features/staff-accounts/staff-join-screen.tsx';
import { staffScreenHandle } from '#app/lib/staff-screen.ts';
import type { Route } from './+types/staff-join';

export { loader, meta } from '#app/pages/page-loader.ts';
export const handle = staffScreenHandle;

export default function StaffJoinRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <StaffJoinScreen title={loaderData.page.title} />
    </StaffLayout>
  );
}
