import type { Route } from './+types/prescribing-info-declaration';
import { prescribingInfoPath } from '#contract/prescribing-info.ts';
import { DeclarationPage } from '#app/features/prescribing-info/declaration-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';

export { loader, meta } from '#app/pages/page-loader.ts';

/** Static HTML with islands (app/lib/island.tsx): nothing on the page moves but the header and the newsletter. */
export const handle = islandsPageHandle;

/** The declaration on its own: "Yes" opens the list of prescribing information. */
export default function PrescribingInfoDeclarationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DeclarationPage
      title={loaderData.page.title}
      lead={loaderData.page.description}
      next={prescribingInfoPath}
      back="/products"
    />
  );
}
