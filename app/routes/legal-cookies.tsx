import type { Route } from './+types/legal-cookies';
import { loadPageData } from '#app/lib/page-data.ts';
import { metaFromPageData } from '#app/lib/page-meta.ts';
import { legalRoute } from '#app/features/legal/legal-route.tsx';
import { CookiePolicy } from '#app/features/legal/cookie-policy.tsx';

export const loader = loadPageData;
export const meta: Route.MetaFunction = metaFromPageData;

export default legalRoute(CookiePolicy);
