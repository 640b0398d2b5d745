import { StaffLayout } from '#app/features/layout/staff-layout.tsx';
import { staffScreenHandle } from '#app/lib/staff-screen.ts';
import type { Route } from './+types/inbox';
import { InboxScreen } from '#app/features/inbox/inbox-screen.tsx';

export { loader, meta } from '#app/pages/page-loader.ts';
export const handle = staffScreenHandle;

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <InboxScreen title={loaderData.page.title} />
    </StaffLayout>
  );
}
