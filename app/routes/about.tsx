import type { Route } from './+types/about';
import { AboutPage } from '#app/features/company/about-page.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const entry = loaderData.page;
  return <AboutPage title={entry.title} lead={entry.description} />;
}
