import { StaffLayout } from '#app/features/layout/staff-layout.tsx';
import { MyAccountScreen } from '#app/features/staff-accounts/my-account-screen.tsx';
import { staffScreenHandle } from '#app/lib/staff-screen.ts';
import type { Route } from './+types/my-account';

export { loader, meta } from '#app/pages/page-loader.ts';
export const handle = staffScreenHandle;

export default function MyAccountRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <MyAccountScreen title={loaderData.page.title} />
    </StaffLayout>
  );
}
