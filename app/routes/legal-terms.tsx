import type { Route } from './+types/legal-terms';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { legalRoute } from '#app/features/legal/legal-route.tsx';
import { TermsOfUse } from '#app/features/legal/terms-of-use.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default legalRoute(TermsOfUse);
