import type { Route } from './+types/legal-privacy';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { legalRoute } from '#app/features/legal/legal-route.tsx';
import { PrivacyPolicy } from '#app/features/legal/privacy-policy.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default legalRoute(PrivacyPolicy);
