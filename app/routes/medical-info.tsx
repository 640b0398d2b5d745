import { MedicalInfoPage } from '#app/features/professionals/medical-info-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import type { Route } from './+types/medical-info';

export { loader, meta } from '#app/pages/page-loader.ts';

export const handle = islandsPageHandle;

export default function MedicalInfoRoute({ loaderData }: Route.ComponentProps) {
  return <MedicalInfoPage title={loaderData.page.title} lead={loaderData.page.description} />;
}
