import { legalRoute } from '#app/features/legal/legal-route.tsx';
import { CookiePolicy } from '#app/features/legal/cookie-policy.tsx';

export { loader, meta } from '#app/lib/page.ts';

export default legalRoute(CookiePolicy);
