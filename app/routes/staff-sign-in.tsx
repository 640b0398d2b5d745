import { StaffLayout } from '#app/features/layout/staff-layout.tsx';
import { StaffSignInScreen } from '#app/features/staff-accounts/staff-sign-in-screen.tsx';
import { staffScreenHandle } from '#app/lib/staff-screen.ts';
import type { Route } from './+types/staff-sign-in';

export { loader, meta } from '#app/pages/page-loader.ts';
export const handle = staffScreenHandle;

export default function StaffSignInRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <StaffSignInScreen title={loaderData.page.title} />
    </StaffLayout>
  );
}
