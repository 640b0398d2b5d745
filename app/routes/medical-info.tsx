import { MedicalInfoPage } from '#app/features/professionals/medical-info-page.tsx';
import { islandsPageHandle } from '#app/lib/page-runtime.ts';
import { liveDataContext } from '#app/lib/live-data.ts';
import { definePage } from '#app/pages/page-loader.ts';
import { pageProductChoices } from '#app/data/page-catalogue.ts';
import type { Route } from './+types/medical-info';

export { meta } from '#app/pages/page-loader.ts';

const medicalInfoPage = definePage();

/** The page, with the product master's names to suggest. */
export async function loader(args: Route.LoaderArgs) {
  const data = await medicalInfoPage(args);
  const choices = await pageProductChoices(args.context.get(liveDataContext));
  return { ...data, productNames: choices.map((choice) => choice.label) };
}

export const handle = islandsPageHandle;

export default function MedicalInfoRoute({ loaderData }: Route.ComponentProps) {
  return (
    <MedicalInfoPage
      title={loaderData.page.title}
      lead={loaderData.page.description}
      productNames={loaderData.productNames}
    />
  );
}
