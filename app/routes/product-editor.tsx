import { StaffLayout } from '#app/features/layout/staff-layout.tsx';
import { ProductEditorScreen } from '#app/features/product-editor/product-editor-screen.tsx';
import { staffScreenHandle } from '#app/lib/staff-screen.ts';
import type { Route } from './+types/product-editor';

export { loader, meta } from '#app/pages/page-loader.ts';
export const handle = staffScreenHandle;

export default function ProductEditorRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout>
      <ProductEditorScreen title={loaderData.page.title} />
    </StaffLayout>
  );
}
