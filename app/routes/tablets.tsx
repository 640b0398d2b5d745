import { StaffLayout } from '#app/features/layout/staff-layout.tsx';
import { staffScreenHandle } from '#app/lib/staff-screen.ts';
import type { Route } from './+types/tablets';
import { TabletsScreen } from '#app/features/tablets/tablets-screen.tsx';

export { loader, meta } from '#app/pages/page-loader.ts';
export const handle = staffScreenHandle;

export default function TabletsRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return (
    <StaffLayout>
      <TabletsScreen title={entry.title} />
    </StaffLayout>
  );
}
