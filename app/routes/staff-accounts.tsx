import { StaffLayout } from '#app/features/layout/staff-layout.tsx';
import { AccountsScreen } from '#app/features/staff-accounts/accounts-screen.tsx';
import { staffScreenHandle } from '#app/lib/staff-screen.ts';
import type { Route } from './+types/staff-accounts';

export { loader, meta } from '#app/pages/page-loader.ts';
export const handle = staffScreenHandle;

export default function StaffAccountsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <AccountsScreen title={loaderData.page.title} />
    </StaffLayout>
  );
}
