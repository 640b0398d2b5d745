import type { Route } from './+types/legal-compliance';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { legalRoute } from '#app/features/legal/legal-route.tsx';
import { ComplianceNotice } from '#app/features/legal/compliance-notice.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default legalRoute(ComplianceNotice);
