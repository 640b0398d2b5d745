import { StaffLayout } from '#app/features/layout/staff-layout.tsx';
import { AuditLogScreen } from '#app/features/audit/audit-log-screen.tsx';
import { staffScreenHandle } from '#app/lib/staff-screen.ts';
import type { Route } from './+types/audit-log';

export { loader, meta } from '#app/pages/page-loader.ts';
export const handle = staffScreenHandle;

export default function AuditLogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <AuditLogScreen title={loaderData.page.title} />
    </StaffLayout>
  );
}
